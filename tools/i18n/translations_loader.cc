#include "i18n/translations_loader.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "core/did_you_mean.h"
#include "core/worker_pool.h"
#include "core/yaml_tree.h"
#include "i18n/code_points.h"
#include "i18n/icu_cross_check.h"
#include "i18n/locale_file.h"
#include "i18n/message_parser.h"
#include "i18n/message_signature.h"
#include "i18n/plural_checks.h"
#include "i18n/pseudo_locale.h"
#include "i18n/scalar_position.h"
#include "i18n/untranslated_text.h"

namespace fs = std::filesystem;

namespace lobbykit::i18n {

namespace {

/// One locale file read and its messages compiled; `messages[i]` is the
/// compiled form of `file.messages[i]`.
struct LoadedLocale {
  LocaleFile file;
  std::vector<Message> messages;
  std::unordered_map<std::string, std::size_t> index;  ///< key -> position in `messages`
  std::vector<Signature> signatures;                   ///< English only: of each of `messages`
  Diagnostics diagnostics;
};

void report_problem(Diagnostics& diagnostics, const LocaleFile& file, const YamlNode& value,
                    const MessageProblem& problem, Severity severity = Severity::kError) {
  diagnostics.add(file.source->diagnostic(
      severity, locate_in_scalar(*file.source, value, problem.at), problem.message, problem.hint));
}

Message compile(const LocaleFile& file, const RawMessage& raw, const HourSymbol& hour_symbol,
                Diagnostics& diagnostics) {
  Message message{.key = raw.key,
                  .source = raw.value->is_scalar() ? raw.value->scalar : std::string(),
                  .valid = false,
                  .description = raw.description,
                  .brand = raw.brand};
  if (raw.broken) return message;
  ParseResult parsed = parse_message(message.source, hour_symbol);
  if (parsed.error) {
    report_problem(diagnostics, file, *raw.value, *parsed.error);
    return message;
  }
  if (auto problem = icu_cross_check(message.source, parsed.elements, file.facts->tag)) {
    report_problem(diagnostics, file, *raw.value, *problem);
    return message;
  }
  auto problems = check_plural_categories(parsed.elements, *file.facts);
  for (const auto& problem : problems) report_problem(diagnostics, file, *raw.value, problem);
  if (!problems.empty()) return message;
  message.ast = std::move(parsed.elements);
  message.valid = true;
  return message;
}

void load_one(const FileSystem& fs, const fs::path& root, const std::string& path,
              LoadedLocale& out) {
  out.file = read_locale_file(fs, root, path, out.diagnostics);
  if (!out.file.facts) return;
  std::optional<char> hour;
  HourSymbol hour_symbol = [&] {
    if (!hour) hour = preferred_hour_symbol(out.file.facts->tag);
    return *hour;
  };
  for (const auto& raw : out.file.messages) {
    out.index.emplace(raw.key, out.messages.size());
    out.messages.push_back(compile(out.file, raw, hour_symbol, out.diagnostics));
  }
}

std::string shortened(const std::string& text) {
  constexpr std::size_t kLongest = 60;
  std::u32string code_points = decode_utf8(text);
  if (code_points.size() <= kLongest) return text;
  return encode_utf8(std::u32string_view(code_points).substr(0, kLongest)) + "…";
}

/// The checks of one translation against English.
class Comparison {
 public:
  Comparison(const LoadedLocale& english, LoadedLocale& translation)
      : english_(english), translation_(translation), diagnostics_(translation.diagnostics) {}

  void run() {
    const SourceFile& source = *translation_.file.source;
    for (const auto& raw : english_.file.messages) {
      if (translation_.index.count(raw.key)) continue;
      const Message& english = english_.messages[english_.index.at(raw.key)];
      diagnostics_.add(source.diagnostic(Severity::kError,
                                         location_of(source, nearest_group(raw.key)),
                                         fmt::format("missing message '{}'", raw.key),
                                         fmt::format("English: {}", shortened(english.source))));
    }
    for (std::size_t i = 0; i < translation_.file.messages.size(); ++i) {
      const RawMessage& raw = translation_.file.messages[i];
      auto it = english_.index.find(raw.key);
      if (it == english_.index.end()) {
        std::vector<std::string> english_keys;  // only for the hint
        for (const auto& english_raw : english_.file.messages)
          english_keys.push_back(english_raw.key);
        std::string hint = did_you_mean(raw.key, english_keys);
        report(diagnostics_, source, *raw.key_node,
               fmt::format("message '{}' is not in English", raw.key),
               hint.empty() ? fmt::format("add it to {}.yaml first, or remove it", kSourceLocale)
                            : hint);
        continue;
      }
      compare(it->second, translation_.messages[i], raw);
    }
  }

 private:
  void compare(std::size_t english_index, const Message& translation, const RawMessage& raw) {
    const Message& english = english_.messages[english_index];
    if (!english.valid || !translation.valid) return;
    for (const auto& problem :
         compare_signatures(english_.signatures[english_index], signature_of(translation.ast))) {
      report_problem(diagnostics_, translation_.file, *raw.value, problem);
    }
    if (!english.brand && english.source == translation.source &&
        identical_text_is_suspicious(english.ast, translation_.file.facts->latin_script)) {
      report_problem(diagnostics_, translation_.file, *raw.value,
                     {fmt::format("message '{}' is the same as in English", raw.key),
                      "translate it, or mark the English message 'brand: true' if it is a name", 0},
                     Severity::kWarning);
    }
  }

  /// The closest group of the translation that would hold `key`.
  const YamlNode& nearest_group(const std::string& key) const {
    static const YamlNode nowhere;  // line 1, column 1
    std::string prefix = key;
    while (true) {
      std::size_t dot = prefix.rfind('.');
      prefix = dot == std::string::npos ? "" : prefix.substr(0, dot);
      auto it = translation_.file.groups.find(prefix);
      if (it != translation_.file.groups.end()) return *it->second;
      if (prefix.empty()) return nowhere;
    }
  }

  const LoadedLocale& english_;
  LoadedLocale& translation_;
  Diagnostics& diagnostics_;
};

std::vector<std::string> locale_paths(const FileSystem& fs, const fs::path& root,
                                      Diagnostics& diagnostics) {
  std::vector<std::string> paths;
  for (const auto& entry : fs.list(root / "i18n")) {
    std::string path = "i18n/" + entry.name;
    if (entry.kind == EntryKind::kFile && entry.name == fmt::format("{}.yaml", kPseudoLocale)) {
      diagnostics.error({path, 0, 0},
                        fmt::format("'{}' is the generated pseudo-locale", kPseudoLocale),
                        "it is made from en.yaml by the build; remove this file");
    } else if (entry.kind == EntryKind::kFile && entry.name.ends_with(".yaml")) {
      paths.push_back(path);
    } else if (entry.name.ends_with(".yml") ||
               (entry.kind != EntryKind::kFile && entry.name.ends_with(".yaml"))) {
      diagnostics.warning({path, 0, 0},
                          "not read: locale files are regular files named <tag>.yaml");
    }
  }
  if (std::find(paths.begin(), paths.end(), fmt::format("i18n/{}.yaml", kSourceLocale)) ==
      paths.end()) {
    diagnostics.error({fmt::format("i18n/{}.yaml", kSourceLocale), 0, 0},
                      "missing the English messages",
                      "every key is defined in i18n/en.yaml; each other locale translates it");
  }
  return paths;
}

}  // namespace

Translations load_translations(const FileSystem& fs, const fs::path& root,
                               Diagnostics& diagnostics) {
  std::vector<std::string> paths = locale_paths(fs, root, diagnostics);
  std::vector<LoadedLocale> loaded(paths.size());
  // Files are independent until the comparison with English.
  const WorkerPool pool;
  pool.run(paths.size(), [&](std::size_t i, unsigned) { load_one(fs, root, paths[i], loaded[i]); });

  auto english = std::find_if(loaded.begin(), loaded.end(), [](const LoadedLocale& locale) {
    return locale.file.facts && locale.file.facts->tag == kSourceLocale;
  });
  // A file whose messages could not be read at all would only repeat
  // "missing message" for every key.
  if (english != loaded.end() && english->file.has_messages) {
    for (const auto& message : english->messages) {
      english->signatures.push_back(signature_of(message.ast));
    }
    pool.run(loaded.size(), [&](std::size_t i, unsigned) {
      LoadedLocale& locale = loaded[i];
      if (&locale != &*english && locale.file.facts && locale.file.has_messages) {
        Comparison(*english, locale).run();
      }
    });
  }
  Translations translations;
  for (auto& locale : loaded) {
    diagnostics.merge(std::move(locale.diagnostics));
    if (!locale.file.facts || !locale.file.header_valid) continue;
    Locale out{*locale.file.facts,       locale.file.path, locale.file.name,
               locale.file.english_name, locale.file.flag, std::move(locale.messages)};
    std::sort(out.messages.begin(), out.messages.end(),
              [](const auto& a, const auto& b) { return a.key < b.key; });
    translations.locales.push_back(std::move(out));
  }
  return translations;
}

}  // namespace lobbykit::i18n
