// Text written per language under a content file's `text:` key, shared by
// every kind that has it (promotions, content pages): the same rules for all.
//   - `en` is required (an error at the `text` key): every other language
//     falls back to it; the texts come out 'en' first, then as the file lists
//     them;
//   - Markdown fields compile through content/markdown.h into the safe tree,
//     its warnings and errors placed at their line in the YAML file;
//   - each language written must be a locale of i18n/ (an error at its key,
//     with did-you-mean), and a locale not written is a warning at `text`
//     (check_text_languages: the pipeline's cross-part check calls it, since
//     which languages exist is i18n's to say).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "content/rich_text.h"
#include "core/diagnostics.h"
#include "core/source_file.h"
#include "core/yaml_tree.h"

namespace lobbykit {

/// The language of one entry of `text:`; each kind's text derives from it.
struct TextLanguage {
  std::string language;  ///< a key of `text:`: en, ar, zh-HK
  SourceLocation language_at;
};

/// Reads one content file's localised fields, recording whether any failed.
class LocalisedTextReader {
 public:
  LocalisedTextReader(const SourceFile& source, Diagnostics& diagnostics)
      : source_(source), diagnostics_(diagnostics) {}

  /// Calls `read` for each entry of `root`'s `text` mapping (whose schema
  /// was validated), after setting its language; returns the texts 'en'
  /// first. Sets `text_at` to the `text` key's place. Without `en`, reports
  /// "the <item> has no English text" with the hint "add `en:` with its
  /// <fields>: every other language falls back to it".
  template <typename Text>
  std::vector<Text> read(const YamlNode& root, std::string_view item, std::string_view fields,
                         SourceLocation& text_at,
                         const std::function<void(const YamlNode&, Text&)>& read_one) {
    std::vector<Text> texts;
    const YamlNode* text = text_node(root, text_at);
    bool english = false;
    for (const auto& [key, value] : text->pairs) {
      Text out;
      out.language = key.scalar;
      out.language_at = location_of(source_, key);
      read_one(value, out);
      if (out.language == "en") {
        english = true;
        texts.insert(texts.begin(), std::move(out));
      } else {
        texts.push_back(std::move(out));
      }
    }
    if (!english) missing_english(text_at, item, fields);
    return texts;
  }

  /// A CommonMark field compiled; its warnings and error reported at their
  /// line in the file (exact for a literal block scalar `|`).
  std::vector<RichBlock> markdown(const YamlNode& node);

  /// A one-line plain-text field of 1 to `limit` code points.
  std::string plain(const YamlNode& mapping, std::string_view field, int limit,
                    std::string_view too_long_hint);

  /// Reports an error in this file.
  void fail(SourceLocation at, std::string message, std::string hint = {});

  [[nodiscard]] bool ok() const { return ok_; }

 private:
  const YamlNode* text_node(const YamlNode& root, SourceLocation& text_at) const;
  void missing_english(const SourceLocation& text_at, std::string_view item,
                       std::string_view fields);

  const SourceFile& source_;
  Diagnostics& diagnostics_;
  bool ok_ = true;
};

/// Where (1-based line, byte column) of a Markdown text lands in the YAML
/// file: a literal block scalar (`|`) keeps its lines, so the place is
/// exact; for any other scalar, the scalar's own place.
SourceLocation markdown_location(const SourceFile& source, const YamlNode& node, int line,
                                 int column);

/// The languages check of one item: each of `written` must be one of
/// `locales` (i18n/'s file names), else an error at its key; the locales
/// not written are one warning at `text_at`: "<kind> '<id>' is not written
/// in <tags>: those languages show the English <noun>".
void check_text_languages(std::string_view kind, std::string_view id, const SourceLocation& text_at,
                          const std::vector<const TextLanguage*>& written,
                          const std::vector<std::string>& locales, Diagnostics& diagnostics,
                          std::string_view noun = "text");

/// `texts`' languages, for check_text_languages.
template <typename Text>
std::vector<const TextLanguage*> languages_of(const std::vector<Text>& texts) {
  std::vector<const TextLanguage*> out;
  for (const auto& text : texts) out.push_back(&text);
  return out;
}

}  // namespace lobbykit
