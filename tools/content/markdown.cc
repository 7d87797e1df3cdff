#include "content/markdown.h"

#include <cmark.h>
#include <fmt/format.h>

#include <algorithm>
#include <memory>

namespace lobbykit {

namespace {

constexpr std::string_view kLinkHint =
    "link to an https:// (or http://) address, or to an app route such as '#/pages/Wallet/Wallet'";
/// How much of a refused href a diagnostic quotes.
constexpr std::size_t kQuotedHrefLength = 60;

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != prefix[i]) return false;
  }
  return true;
}

/// `href` as a diagnostic can quote it: control characters escaped, cut short.
std::string printable(std::string_view href) {
  std::string out;
  for (char c : href.substr(0, kQuotedHrefLength)) {
    auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f) {
      out += fmt::format("\\x{:02x}", byte);
    } else {
      out += c;
    }
  }
  if (href.size() > kQuotedHrefLength) out += "...";
  return out;
}

/// The characters a URL scheme may have (RFC 3986), for naming one.
bool is_scheme_char(char c) {
  return is_ascii_letter(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
}

/// A libcmark tree, freed with it.
struct NodeDeleter {
  void operator()(cmark_node* node) const { cmark_node_free(node); }
};
struct IterDeleter {
  void operator()(cmark_iter* iter) const { cmark_iter_free(iter); }
};

std::string literal(cmark_node* node) {
  const char* text = cmark_node_get_literal(node);
  return text ? text : "";
}

/// One open container while the tree is walked: what its children became.
struct Frame {
  cmark_node* node = nullptr;
  cmark_node_type type = CMARK_NODE_NONE;
  std::vector<RichBlock> blocks;              ///< document, quote, item
  std::vector<std::vector<RichBlock>> items;  ///< list
  std::vector<RichInline> inlines;            ///< paragraph, heading, emphasis, strong, link
  std::string alt;                            ///< image: its text
};

class Compiler {
 public:
  CompiledMarkdown run(std::string_view text) {
    std::unique_ptr<cmark_node, NodeDeleter> document(
        cmark_parse_document(text.data(), text.size(), CMARK_OPT_DEFAULT));
    std::unique_ptr<cmark_iter, IterDeleter> iter(cmark_iter_new(document.get()));
    cmark_event_type event;
    while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
      cmark_node* node = cmark_iter_get_node(iter.get());
      if (event == CMARK_EVENT_ENTER ? !enter(node) : !exit(node)) {
        out_.blocks.clear();
        return std::move(out_);
      }
    }
    return std::move(out_);
  }

 private:
  static bool is_container(cmark_node_type type) {
    switch (type) {
      case CMARK_NODE_DOCUMENT:
      case CMARK_NODE_BLOCK_QUOTE:
      case CMARK_NODE_LIST:
      case CMARK_NODE_ITEM:
      case CMARK_NODE_PARAGRAPH:
      case CMARK_NODE_HEADING:
      case CMARK_NODE_EMPH:
      case CMARK_NODE_STRONG:
      case CMARK_NODE_LINK:
      case CMARK_NODE_IMAGE:
      case CMARK_NODE_CUSTOM_BLOCK:
      case CMARK_NODE_CUSTOM_INLINE:
        return true;
      default:
        return false;
    }
  }

  bool enter(cmark_node* node) {
    const cmark_node_type type = cmark_node_get_type(node);
    if (image_depth_ > 0) {  // inside an image only the text counts, as its alt text
      if (type == CMARK_NODE_IMAGE) ++image_depth_;
      if (!is_container(type)) frames_.back().alt += alt_text(node, type);
      return true;
    }
    if (!is_container(type)) {
      leaf(node, type);
      return true;
    }
    if (static_cast<int>(frames_.size()) >= kMaxMarkdownNesting) {
      out_.error = note(node, fmt::format("the text nests more than {} levels deep",
                                          kMaxMarkdownNesting),
                        "flatten the lists and quotes");
      return false;
    }
    if (type == CMARK_NODE_IMAGE) image_depth_ = 1;
    frames_.push_back({node, type, {}, {}, {}, {}});
    return true;
  }

  bool exit(cmark_node* node) {
    const cmark_node_type type = cmark_node_get_type(node);
    if (image_depth_ > 1 || (image_depth_ == 1 && type != CMARK_NODE_IMAGE)) {
      if (type == CMARK_NODE_IMAGE) --image_depth_;
      return true;
    }
    Frame frame = std::move(frames_.back());
    frames_.pop_back();
    switch (type) {
      case CMARK_NODE_DOCUMENT:
        out_.blocks = std::move(frame.blocks);
        break;
      case CMARK_NODE_BLOCK_QUOTE: {
        RichBlock block{.kind = RichBlock::Kind::kQuote};
        block.blocks = std::move(frame.blocks);
        add_block(std::move(block));
        break;
      }
      case CMARK_NODE_LIST: {
        const bool ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST;
        RichBlock block{.kind = ordered ? RichBlock::Kind::kOrderedList
                                        : RichBlock::Kind::kBulletList};
        if (ordered) block.start = cmark_node_get_list_start(node);
        block.items = std::move(frame.items);
        add_block(std::move(block));
        break;
      }
      case CMARK_NODE_ITEM:
        frames_.back().items.push_back(std::move(frame.blocks));
        break;
      case CMARK_NODE_PARAGRAPH: {
        RichBlock block{.kind = RichBlock::Kind::kParagraph};
        block.inlines = std::move(frame.inlines);
        add_block(std::move(block));
        break;
      }
      case CMARK_NODE_HEADING: {
        const int level = cmark_node_get_heading_level(node);
        RichBlock block{.kind = RichBlock::Kind::kHeading,
                        .level = level <= 2 ? 2 : level == 3 ? 3 : 4};
        block.inlines = std::move(frame.inlines);
        add_block(std::move(block));
        break;
      }
      case CMARK_NODE_EMPH:
      case CMARK_NODE_STRONG: {
        RichInline span{.kind = type == CMARK_NODE_EMPH ? RichInline::Kind::kEmphasis
                                                        : RichInline::Kind::kStrong};
        span.children = std::move(frame.inlines);
        add_inline(std::move(span));
        break;
      }
      case CMARK_NODE_LINK:
        link(node, std::move(frame));
        break;
      case CMARK_NODE_IMAGE:
        image_depth_ = 0;
        warn(node, "an image is not shown in promotion text: its alt text is shown instead",
             "the promotion's picture is its banner; describe the rest in words");
        if (!frame.alt.empty()) add_inline({.kind = RichInline::Kind::kText, .value = frame.alt});
        break;
      default:  // custom blocks and inlines: never made by the parser; their children are text
        for (auto& child : frame.inlines) add_inline(std::move(child));
        for (auto& child : frame.blocks) add_block(std::move(child));
        break;
    }
    return true;
  }

  void leaf(cmark_node* node, cmark_node_type type) {
    switch (type) {
      case CMARK_NODE_TEXT:
        add_inline({.kind = RichInline::Kind::kText, .value = literal(node)});
        break;
      case CMARK_NODE_SOFTBREAK:
        add_inline({.kind = RichInline::Kind::kText, .value = "\n"});
        break;
      case CMARK_NODE_LINEBREAK:
        add_inline({.kind = RichInline::Kind::kBreak});
        break;
      case CMARK_NODE_CODE:
        add_inline({.kind = RichInline::Kind::kCode, .value = literal(node)});
        break;
      case CMARK_NODE_HTML_INLINE:
        warn(node, fmt::format("raw HTML '{}' is shown as text, not applied",
                               printable(literal(node))),
             "write Markdown instead: **bold**, *italic*, [text](https://...)");
        add_inline({.kind = RichInline::Kind::kText, .value = literal(node)});
        break;
      case CMARK_NODE_HTML_BLOCK: {
        std::string source = literal(node);
        while (!source.empty() && source.back() == '\n') source.pop_back();
        warn(node, "raw HTML is shown as text, not applied",
             "write Markdown instead: headings with #, lists with - or 1.");
        RichBlock block{.kind = RichBlock::Kind::kParagraph};
        block.inlines.push_back({.kind = RichInline::Kind::kText, .value = std::move(source)});
        add_block(std::move(block));
        break;
      }
      case CMARK_NODE_CODE_BLOCK:
        add_block({.kind = RichBlock::Kind::kPre, .value = literal(node)});
        break;
      case CMARK_NODE_THEMATIC_BREAK:
        add_block({.kind = RichBlock::Kind::kRule});
        break;
      default:
        break;
    }
  }

  static std::string alt_text(cmark_node* node, cmark_node_type type) {
    switch (type) {
      case CMARK_NODE_TEXT:
      case CMARK_NODE_CODE:
      case CMARK_NODE_HTML_INLINE:
        return literal(node);
      case CMARK_NODE_SOFTBREAK:
      case CMARK_NODE_LINEBREAK:
        return " ";
      default:
        return {};
    }
  }

  void link(cmark_node* node, Frame frame) {
    const char* url = cmark_node_get_url(node);
    const std::string href = url ? url : "";
    std::string reason = unsafe_href_reason(href);
    if (!reason.empty()) {
      warn(node, fmt::format("link '{}' {}: its text is kept without the link", printable(href),
                             reason),
           std::string(kLinkHint));
      for (auto& child : frame.inlines) add_inline(std::move(child));
      return;
    }
    RichInline out{.kind = RichInline::Kind::kLink, .href = href};
    out.children = std::move(frame.inlines);
    if (out.children.empty()) out.children.push_back({.kind = RichInline::Kind::kText, .value = href});
    add_inline(std::move(out));
  }

  void add_block(RichBlock block) { frames_.back().blocks.push_back(std::move(block)); }

  /// Appends to the open container, joining adjacent text (libcmark splits
  /// text at every character that might have started markup).
  void add_inline(RichInline node) {
    auto& inlines = frames_.back().inlines;
    if (node.kind == RichInline::Kind::kText && !inlines.empty() &&
        inlines.back().kind == RichInline::Kind::kText) {
      inlines.back().value += node.value;
      return;
    }
    inlines.push_back(std::move(node));
  }

  /// Where `node` starts, or its nearest container's start if libcmark gave
  /// it no position.
  MarkdownNote note(cmark_node* node, std::string message, std::string hint) const {
    int line = cmark_node_get_start_line(node);
    int column = cmark_node_get_start_column(node);
    for (auto it = frames_.rbegin(); line <= 0 && it != frames_.rend(); ++it) {
      line = cmark_node_get_start_line(it->node);
      column = cmark_node_get_start_column(it->node);
    }
    return {std::max(line, 0), std::max(column, 0), std::move(message), std::move(hint)};
  }

  void warn(cmark_node* node, std::string message, std::string hint) {
    out_.warnings.push_back(note(node, std::move(message), std::move(hint)));
  }

  std::vector<Frame> frames_;
  int image_depth_ = 0;  ///< images open around the current node (an image's alt may hold one)
  CompiledMarkdown out_;
};

}  // namespace

CompiledMarkdown compile_markdown(std::string_view text) { return Compiler().run(text); }

std::string unsafe_href_reason(std::string_view href) {
  for (char c : href) {
    auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x20 || byte == 0x7f) return "has a space or control character";
    if (c == '\\') return "has a backslash";
  }
  if (href.starts_with("#/")) return {};
  if (href.empty()) return "is empty";
  if (href.starts_with("//")) return "has no scheme (protocol-relative)";
  std::size_t scheme_end = 0;
  while (scheme_end < href.size() && is_scheme_char(href[scheme_end])) ++scheme_end;
  const bool has_scheme =
      scheme_end > 0 && scheme_end < href.size() && href[scheme_end] == ':' && is_ascii_letter(href[0]);
  if (!has_scheme) return "is relative";
  const std::string_view scheme = href.substr(0, scheme_end + 1);
  if (!starts_with_ignoring_case(href, "http:") && !starts_with_ignoring_case(href, "https:")) {
    return fmt::format("has the scheme '{}', which is not allowed", scheme);
  }
  const std::string_view rest = href.substr(scheme_end + 1);
  if (!rest.starts_with("//") || rest.size() == 2 || rest[2] == '/' || rest[2] == '?' ||
      rest[2] == '#') {
    return fmt::format("has no host after '{}//'", scheme);
  }
  return {};
}

}  // namespace lobbykit
