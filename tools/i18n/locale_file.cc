#include "i18n/locale_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

#include "core/yaml_document.h"
#include "i18n/locale_schema.h"
#include "i18n/translations.h"
#include "schema/schema.h"

namespace fs = std::filesystem;

namespace lobbykit::i18n {

namespace {

bool is_key_segment(const std::string& key) {
  return !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
  });
}

bool is_empty_value(const YAML::Node& node) {
  if (node.IsNull()) return true;
  if (!node.IsScalar()) return false;
  const std::string& text = node.Scalar();
  if (is_plain_scalar(node) && (text == "~" || text == "null")) return true;
  return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

class Reader {
 public:
  Reader(LocaleFile& file, Diagnostics& diagnostics, bool is_source)
      : file_(file), diagnostics_(diagnostics), is_source_(is_source) {}

  void read_header(const YAML::Node& root) {
    if (!root.IsMap()) {
      report(diagnostics_, *file_.source, root,
             fmt::format("expected a mapping, found {}", describe_node(root)));
      return;
    }
    // The header fields are validated apart from `messages`, whose keys are
    // free names the schema cannot describe.
    YAML::Node header;
    for (const auto& pair : root) {
      if (!(pair.first.IsScalar() && pair.first.Scalar() == "messages"))
        header.force_insert(pair.first, pair.second);
    }
    file_.header_valid =
        schema::validate(header, locale_header_schema(), *file_.source, diagnostics_);
    if (!file_.header_valid) return;
    file_.name = root["name"].Scalar();
    file_.english_name = root["englishName"].Scalar();
    file_.flag = root["flag"].Scalar();
    const YAML::Node locale = root["locale"];
    std::string tag = fs::path(file_.path).stem().string();
    if (locale.Scalar() != tag) {
      file_.header_valid = false;
      report(diagnostics_, *file_.source, locale,
             fmt::format("locale '{}' does not match the file name '{}'", locale.Scalar(),
                         fs::path(file_.path).filename().string()),
             fmt::format("write 'locale: {}', or rename the file", tag));
    }
  }

  void read_messages(const YAML::Node& root) {
    if (!root.IsMap()) return;
    for (const auto& pair : root) {
      if (pair.first.IsScalar() && pair.first.Scalar() == "messages") {
        file_.groups.emplace("", pair.first);
        if (!pair.second.IsMap()) {
          report(
              diagnostics_, *file_.source, pair.second,
              fmt::format("expected a mapping of messages, found {}", describe_node(pair.second)));
          return;
        }
        file_.has_messages = true;
        read_group(pair.second, "");
        return;
      }
    }
    report(diagnostics_, *file_.source, root, "missing required field 'messages'");
  }

 private:
  void read_group(const YAML::Node& group, const std::string& prefix) {
    std::unordered_set<std::string> seen;
    for (const auto& pair : group) {
      const std::string segment = pair.first.IsScalar() ? pair.first.Scalar() : std::string();
      if (!seen.insert(segment).second) continue;  // a duplicate key, reported by the YAML loader
      if (!is_key_segment(segment)) {
        report(diagnostics_, *file_.source, pair.first,
               fmt::format("'{}' is not a valid message key", segment),
               "use letters, digits, '_' and '-', like 'balanceAdded'");
        continue;
      }
      std::string key = prefix.empty() ? segment : prefix + "." + segment;
      const YAML::Node& value = pair.second;
      if (value.IsMap() && value["message"]) {
        read_described(key, pair.first, value);
      } else if (value.IsMap()) {
        file_.groups.emplace(key, pair.first);
        read_group(value, key);
      } else if (is_empty_value(value)) {
        report(diagnostics_, *file_.source, value.IsNull() ? pair.first : value,
               fmt::format("empty message '{}'", key),
               "write the text, or remove the key here and in every locale");
        file_.messages.push_back(
            {.key = key, .key_node = pair.first, .value = value, .broken = true});
      } else if (value.IsScalar()) {
        file_.messages.push_back({.key = key, .key_node = pair.first, .value = value});
      } else {
        report(diagnostics_, *file_.source, value,
               fmt::format("expected a message or a group of messages, found {}",
                           describe_node(value)));
        file_.messages.push_back(
            {.key = key, .key_node = pair.first, .value = value, .broken = true});
      }
    }
  }

  void read_described(const std::string& key, const YAML::Node& key_node, const YAML::Node& value) {
    const YAML::Node message = value["message"];
    RawMessage raw{.key = key, .key_node = key_node, .value = message, .broken = true};
    if (!is_source_) {
      report(diagnostics_, *file_.source, value,
             fmt::format("message '{}' is described here; only {}.yaml describes messages", key,
                         kSourceLocale),
             "write the translation as text: key: translated text");
    } else if (is_empty_value(message)) {
      report(diagnostics_, *file_.source, message.IsNull() ? value : message,
             fmt::format("empty message '{}'", key),
             "write the text, or remove the key here and in every locale");
    } else {
      raw.broken =
          !schema::validate(value, described_message_schema(), *file_.source, diagnostics_);
    }
    if (raw.broken) return file_.messages.push_back(std::move(raw));
    if (const YAML::Node description = value["description"]) raw.description = description.Scalar();
    if (const YAML::Node brand = value["brand"]) raw.brand = brand.Scalar() == "true";
    file_.messages.push_back(std::move(raw));
  }

  LocaleFile& file_;
  Diagnostics& diagnostics_;
  bool is_source_;
};

}  // namespace

LocaleFile read_locale_file(const FileSystem& fs, const fs::path& root, const std::string& path,
                            Diagnostics& diagnostics) {
  LocaleFile file;
  file.path = path;
  auto text = fs.read(root / path);
  if (!text) {
    diagnostics.error({path, 0, 0}, "cannot read the file");
    return file;
  }
  file.source.emplace(path, std::move(*text));
  auto document = parse_yaml(*file.source, diagnostics);
  if (!document) return file;

  std::string tag = fs::path(path).stem().string();
  std::string problem;
  file.facts = locale_facts(tag, problem);
  if (!file.facts) {
    diagnostics.error({path, 0, 0}, fmt::format("the file name is not a locale: {}", problem),
                      "name locale files by their BCP 47 tag, like 'ar.yaml' or 'zh-HK.yaml'");
  }
  Reader reader(file, diagnostics, tag == kSourceLocale);
  reader.read_header(*document);
  reader.read_messages(*document);
  return file;
}

}  // namespace lobbykit::i18n
