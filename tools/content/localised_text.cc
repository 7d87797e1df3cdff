#include "content/localised_text.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

#include "content/markdown.h"
#include "core/did_you_mean.h"
#include "core/utf8.h"

namespace lobbykit {

SourceLocation markdown_location(const SourceFile& source, const YamlNode& node, int line,
                                 int column) {
  const std::string& text = source.text();
  const bool literal_block = node.offset < text.size() && text[node.offset] == '|';
  if (!literal_block || line <= 0) return location_of(source, node);
  int indent = -1;
  for (int n = node.line + 2; indent < 0 && n <= node.line + 1 + line; ++n) {
    std::string_view row = source.line(n);
    std::size_t first = row.find_first_not_of(' ');
    if (first != std::string_view::npos) indent = static_cast<int>(first);
  }
  return source.location(node.line + line, std::max(indent, 0) + std::max(column, 1) - 1);
}

void LocalisedTextReader::fail(SourceLocation at, std::string message, std::string hint) {
  diagnostics_.add(
      source_.diagnostic(Severity::kError, std::move(at), std::move(message), std::move(hint)));
  ok_ = false;
}

const YamlNode* LocalisedTextReader::text_node(const YamlNode& root,
                                               SourceLocation& text_at) const {
  const YamlNode* text = nullptr;
  for (const auto& [key, value] : root.pairs) {
    if (key.scalar == "text") {
      text_at = location_of(source_, key);
      text = &value;
    }
  }
  return text;
}

void LocalisedTextReader::missing_english(const SourceLocation& text_at, std::string_view item,
                                          std::string_view fields) {
  fail(text_at, fmt::format("the {} has no English text", item),
       fmt::format("add `en:` with its {}: every other language falls back to it", fields));
}

std::string LocalisedTextReader::plain(const YamlNode& mapping, std::string_view field, int limit,
                                       std::string_view too_long_hint) {
  const YamlNode& node = *mapping.find(field);
  const std::string& value = node.scalar;
  const int length = utf8_code_points(value, value.size());
  if (value.find_first_of("\r\n") != std::string::npos) {
    fail(location_of(source_, node), fmt::format("the {} must be one line", field),
         "write it on one line, without | or >");
  } else if (value.find_first_not_of(" \t") == std::string::npos) {
    fail(location_of(source_, node), fmt::format("the {} is empty", field));
  } else if (length > limit) {
    fail(location_of(source_, node),
         fmt::format("the {} is {} characters long, more than {}", field, length, limit),
         std::string(too_long_hint));
  }
  return value;
}

std::vector<RichBlock> LocalisedTextReader::markdown(const YamlNode& node) {
  CompiledMarkdown compiled = compile_markdown(node.scalar);
  for (const auto& warning : compiled.warnings) {
    diagnostics_.add(source_.diagnostic(
        Severity::kWarning, markdown_location(source_, node, warning.line, warning.column),
        warning.message, warning.hint));
  }
  if (compiled.error) {
    fail(markdown_location(source_, node, compiled.error->line, compiled.error->column),
         compiled.error->message, compiled.error->hint);
  }
  return std::move(compiled.blocks);
}

void check_text_languages(std::string_view kind, std::string_view id, const SourceLocation& text_at,
                          const std::vector<const TextLanguage*>& written,
                          const std::vector<std::string>& locales, Diagnostics& diagnostics,
                          std::string_view noun) {
  std::set<std::string> seen;
  for (const TextLanguage* text : written) {
    seen.insert(text->language);
    if (std::find(locales.begin(), locales.end(), text->language) != locales.end()) continue;
    std::string hint = did_you_mean(text->language, locales);
    if (hint.empty()) hint = fmt::format("languages in i18n/: {}", fmt::join(locales, ", "));
    diagnostics.error(
        text->language_at,
        fmt::format("unknown language '{}': i18n/ has no {}.yaml", text->language, text->language),
        std::move(hint));
  }
  std::vector<std::string> missing;
  for (const auto& tag : locales) {
    if (!seen.count(tag)) missing.push_back(tag);
  }
  if (!missing.empty()) {
    diagnostics.warning(
        text_at,
        fmt::format("{} '{}' is not written in {}: {} the English {}", kind, id,
                    fmt::join(missing, ", "),
                    missing.size() == 1 ? "that language shows" : "those languages show", noun),
        fmt::format("add a {} for each language of i18n/", noun));
  }
}

}  // namespace lobbykit
