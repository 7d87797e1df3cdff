// Promotion text in CommonMark, compiled by libcmark into the safe tree of
// rich_text.h. The parse is libcmark's default (raw HTML is parsed as HTML
// nodes, never rendered: CMARK_OPT_UNSAFE is not used, and nothing here
// renders HTML). What the tree cannot hold is turned into text:
//   - raw HTML, block or inline, becomes a text node of its literal source;
//   - an image becomes its alt text;
//   - a link keeps its href only if it is an absolute http: or https: URL or
//     an app route ('#/...'); any other (javascript:, data:, mailto:, a
//     relative or protocol-relative path, a space or control character
//     anywhere) keeps its text and loses the link.
// Each of these is a warning at its place in the Markdown.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/rich_text.h"

namespace lobbykit {

/// A problem at a place in the Markdown text: 1-based line, 1-based byte
/// column (0 when libcmark gives no position).
struct MarkdownNote {
  int line = 0;
  int column = 0;
  std::string message;
  std::string hint;
};

struct CompiledMarkdown {
  std::vector<RichBlock> blocks;
  std::vector<MarkdownNote> warnings;
  /// Set when the text cannot be compiled (nested deeper than
  /// kMaxMarkdownNesting); `blocks` is then empty.
  std::optional<MarkdownNote> error;
};

/// How deep blocks and inlines may nest (a list in a quote in a list...).
/// The tree and its JSON are walked recursively; real text nests a few levels.
inline constexpr int kMaxMarkdownNesting = 32;

/// Parses `text` as CommonMark and compiles it into the safe tree.
CompiledMarkdown compile_markdown(std::string_view text);

/// Why `href` may not be a link, or an empty string if it may: an absolute
/// http: or https: URL with a host, or an app route starting with '#/',
/// with no space or control character anywhere.
std::string unsafe_href_reason(std::string_view href);

}  // namespace lobbykit
