#include "content/rich_text.h"

namespace lobbykit {

namespace {

using Json = nlohmann::ordered_json;

Json inlines_json(const std::vector<RichInline>& inlines);
Json blocks_json(const std::vector<RichBlock>& blocks);

Json inline_json(const RichInline& node) {
  Json out;
  switch (node.kind) {
    case RichInline::Kind::kText:
      out["t"] = "text";
      out["v"] = node.value;
      break;
    case RichInline::Kind::kEmphasis:
      out["t"] = "em";
      out["c"] = inlines_json(node.children);
      break;
    case RichInline::Kind::kStrong:
      out["t"] = "strong";
      out["c"] = inlines_json(node.children);
      break;
    case RichInline::Kind::kCode:
      out["t"] = "code";
      out["v"] = node.value;
      break;
    case RichInline::Kind::kLink:
      out["t"] = "link";
      out["href"] = node.href;
      out["c"] = inlines_json(node.children);
      break;
    case RichInline::Kind::kBreak:
      out["t"] = "br";
      break;
  }
  return out;
}

Json inlines_json(const std::vector<RichInline>& inlines) {
  Json out = Json::array();
  for (const auto& node : inlines) out.push_back(inline_json(node));
  return out;
}

Json items_json(const std::vector<std::vector<RichBlock>>& items) {
  Json out = Json::array();
  for (const auto& item : items) out.push_back(blocks_json(item));
  return out;
}

Json block_json(const RichBlock& block) {
  Json out;
  switch (block.kind) {
    case RichBlock::Kind::kParagraph:
      out["t"] = "p";
      out["c"] = inlines_json(block.inlines);
      break;
    case RichBlock::Kind::kHeading:
      out["t"] = "h";
      out["level"] = block.level;
      out["c"] = inlines_json(block.inlines);
      break;
    case RichBlock::Kind::kBulletList:
      out["t"] = "ul";
      out["items"] = items_json(block.items);
      break;
    case RichBlock::Kind::kOrderedList:
      out["t"] = "ol";
      out["start"] = block.start;
      out["items"] = items_json(block.items);
      break;
    case RichBlock::Kind::kQuote:
      out["t"] = "quote";
      out["c"] = blocks_json(block.blocks);
      break;
    case RichBlock::Kind::kPre:
      out["t"] = "pre";
      out["v"] = block.value;
      break;
    case RichBlock::Kind::kRule:
      out["t"] = "hr";
      break;
  }
  return out;
}

Json blocks_json(const std::vector<RichBlock>& blocks) {
  Json out = Json::array();
  for (const auto& block : blocks) out.push_back(block_json(block));
  return out;
}

}  // namespace

Json rich_text_json(const std::vector<RichBlock>& blocks) { return blocks_json(blocks); }

std::string rich_text_typescript() {
  return R"(export type RichInline =
  | { readonly t: 'text'; readonly v: string }
  | { readonly t: 'em' | 'strong'; readonly c: readonly RichInline[] }
  | { readonly t: 'code'; readonly v: string }
  | { readonly t: 'link'; readonly href: string; readonly c: readonly RichInline[] } // href: http: or https: absolute URL, or an app route '#/...'
  | { readonly t: 'br' };
export type RichBlock =
  | { readonly t: 'p'; readonly c: readonly RichInline[] }
  | { readonly t: 'h'; readonly level: 2 | 3 | 4; readonly c: readonly RichInline[] } // Markdown # and ## -> 2, ### -> 3, deeper -> 4
  | { readonly t: 'ul'; readonly items: readonly (readonly RichBlock[])[] }
  | { readonly t: 'ol'; readonly start: number; readonly items: readonly (readonly RichBlock[])[] }
  | { readonly t: 'quote'; readonly c: readonly RichBlock[] }
  | { readonly t: 'pre'; readonly v: string }
  | { readonly t: 'hr' };
)";
}

}  // namespace lobbykit
