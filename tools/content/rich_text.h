// The safe tree of promotion text: the only shapes rich text can take in the
// output (rich-text.ts declares the same union). Markdown is compiled into it
// (content/markdown.h); nothing else can reach the app, so no raw HTML, no
// attributes and no link but http(s) and the app's own routes.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace lobbykit {

struct RichInline {
  enum class Kind { kText, kEmphasis, kStrong, kCode, kLink, kBreak };
  Kind kind = Kind::kText;
  std::string value;                 ///< kText, kCode
  std::string href;                  ///< kLink: http(s) absolute URL or an app route '#/...'
  std::vector<RichInline> children;  ///< kEmphasis, kStrong, kLink
};

struct RichBlock {
  enum class Kind { kParagraph, kHeading, kBulletList, kOrderedList, kQuote, kPre, kRule };
  Kind kind = Kind::kParagraph;
  int level = 2;                              ///< kHeading: 2, 3 or 4
  int start = 1;                              ///< kOrderedList: the first item's number
  std::vector<RichInline> inlines;            ///< kParagraph, kHeading
  std::vector<std::vector<RichBlock>> items;  ///< kBulletList, kOrderedList
  std::vector<RichBlock> blocks;              ///< kQuote
  std::string value;                          ///< kPre
};

/// The JSON rich-text.ts types: {"t": "p", "c": [...]}, {"t": "text", "v": "..."}...
nlohmann::ordered_json rich_text_json(const std::vector<RichBlock>& blocks);

/// The TypeScript module rich-text.ts (after the generated notice): the
/// RichInline and RichBlock unions that rich_text_json writes.
std::string rich_text_typescript();

}  // namespace lobbykit
