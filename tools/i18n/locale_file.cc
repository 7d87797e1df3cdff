#include "i18n/locale_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

#include "core/yaml_reader.h"
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

bool is_empty_value(const YamlNode& node) {
  if (node.kind == YamlNode::Kind::kNull) return true;
  if (!node.is_scalar()) return false;
  const std::string& text = node.scalar;
  if (node.plain && (text == "~" || text == "null")) return true;
  return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

class Reader {
 public:
  Reader(LocaleFile& file, Diagnostics& diagnostics, bool is_source)
      : file_(file), diagnostics_(diagnostics), is_source_(is_source) {}

  void read(const YamlNode& root) {
    read_header(root);
    read_messages(root);
  }

 private:
  void read_header(const YamlNode& root) {
    if (!root.is_mapping()) {
      report(diagnostics_, *file_.source, root,
             fmt::format("expected a mapping, found {}", describe_node(root)));
      return;
    }
    // The header fields are validated apart from `messages`, whose keys are
    // free names the schema cannot describe. The header has no position of
    // its own: a missing field is reported at the top of the file, and a
    // file with no header field at all has "nothing" for a header.
    YamlNode header;
    for (const auto& pair : root.pairs) {
      if (!(pair.first.is_scalar() && pair.first.scalar == "messages"))
        header.pairs.push_back(pair);
    }
    if (!header.pairs.empty()) header.kind = YamlNode::Kind::kMapping;
    file_.header_valid =
        schema::validate(header, locale_header_schema(), *file_.source, diagnostics_);
    if (!file_.header_valid) return;
    file_.name = root.find("name")->scalar;
    file_.english_name = root.find("englishName")->scalar;
    file_.flag = root.find("flag")->scalar;
    const YamlNode& locale = *root.find("locale");
    std::string tag = fs::path(file_.path).stem().string();
    if (locale.scalar != tag) {
      file_.header_valid = false;
      report(diagnostics_, *file_.source, locale,
             fmt::format("locale '{}' does not match the file name '{}'", locale.scalar,
                         fs::path(file_.path).filename().string()),
             fmt::format("write 'locale: {}', or rename the file", tag));
    }
  }

  void read_messages(const YamlNode& root) {
    if (!root.is_mapping()) return;
    for (const auto& [key, value] : root.pairs) {
      if (key.is_scalar() && key.scalar == "messages") {
        file_.groups.emplace("", &key);
        if (!value.is_mapping()) {
          report(diagnostics_, *file_.source, value,
                 fmt::format("expected a mapping of messages, found {}", describe_node(value)));
          return;
        }
        file_.has_messages = true;
        read_group(value, "");
        return;
      }
    }
    report(diagnostics_, *file_.source, root, "missing required field 'messages'");
  }

  void read_group(const YamlNode& group, const std::string& prefix) {
    std::unordered_set<std::string> seen;
    for (const auto& [key_node, value] : group.pairs) {
      const std::string segment = key_node.is_scalar() ? key_node.scalar : std::string();
      if (!seen.insert(segment).second) continue;  // a duplicate key, reported by the YAML loader
      if (!is_key_segment(segment)) {
        report(diagnostics_, *file_.source, key_node,
               fmt::format("'{}' is not a valid message key", segment),
               "use letters, digits, '_' and '-', like 'balanceAdded'");
        continue;
      }
      std::string key = prefix.empty() ? segment : prefix + "." + segment;
      if (value.is_mapping() && value.find("message")) {
        read_described(key, key_node, value);
      } else if (value.is_mapping()) {
        file_.groups.emplace(key, &key_node);
        read_group(value, key);
      } else if (is_empty_value(value)) {
        report(diagnostics_, *file_.source, value.kind == YamlNode::Kind::kNull ? key_node : value,
               fmt::format("empty message '{}'", key),
               "write the text, or remove the key here and in every locale");
        file_.messages.push_back(
            {.key = key, .key_node = &key_node, .value = &value, .broken = true});
      } else if (value.is_scalar()) {
        file_.messages.push_back({.key = key, .key_node = &key_node, .value = &value});
      } else {
        report(diagnostics_, *file_.source, value,
               fmt::format("expected a message or a group of messages, found {}",
                           describe_node(value)));
        file_.messages.push_back(
            {.key = key, .key_node = &key_node, .value = &value, .broken = true});
      }
    }
  }

  void read_described(const std::string& key, const YamlNode& key_node, const YamlNode& value) {
    const YamlNode& message = *value.find("message");
    RawMessage raw{.key = key, .key_node = &key_node, .value = &message, .broken = true};
    if (!is_source_) {
      report(diagnostics_, *file_.source, value,
             fmt::format("message '{}' is described here; only {}.yaml describes messages", key,
                         kSourceLocale),
             "write the translation as text: key: translated text");
    } else if (is_empty_value(message)) {
      report(diagnostics_, *file_.source, message.kind == YamlNode::Kind::kNull ? value : message,
             fmt::format("empty message '{}'", key),
             "write the text, or remove the key here and in every locale");
    } else {
      raw.broken =
          !schema::validate(value, described_message_schema(), *file_.source, diagnostics_);
    }
    if (raw.broken) return file_.messages.push_back(std::move(raw));
    if (const YamlNode* description = value.find("description")) {
      raw.description = description->scalar;
    }
    if (const YamlNode* brand = value.find("brand")) raw.brand = brand->scalar == "true";
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
  std::string tag = fs::path(path).stem().string();
  const bool is_source = tag == kSourceLocale;
  auto document = read_yaml(*file.source, diagnostics);
  if (!document) return file;

  std::string problem;
  file.facts = locale_facts(tag, problem);
  if (!file.facts) {
    diagnostics.error({path, 0, 0}, fmt::format("the file name is not a locale: {}", problem),
                      "name locale files by their BCP 47 tag, like 'ar.yaml' or 'zh-HK.yaml'");
  }
  file.document = std::make_shared<const YamlNode>(std::move(*document));
  Reader(file, diagnostics, is_source).read(*file.document);
  return file;
}

}  // namespace lobbykit::i18n
