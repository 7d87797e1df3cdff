#include "i18n/formatjs_ast.h"

namespace lobbykit::i18n {

namespace {

using Json = nlohmann::ordered_json;

Json style_json(const ArgumentStyle& style) {
  switch (style.kind) {
    case ArgumentStyle::Kind::kNone:
      return nullptr;
    case ArgumentStyle::Kind::kNamed:
      return style.text;
    case ArgumentStyle::Kind::kNumberSkeleton: {
      Json tokens = Json::array();
      for (const auto& token : style.tokens)
        tokens.push_back({{"stem", token.stem}, {"options", token.options}});
      return {{"type", 0}, {"tokens", std::move(tokens)}, {"parsedOptions", style.parsed_options}};
    }
    case ArgumentStyle::Kind::kDateSkeleton:
      return {{"type", 1}, {"pattern", style.pattern}, {"parsedOptions", style.parsed_options}};
  }
  return nullptr;
}

Json element_json(const Element& element) {
  Json out;
  out["type"] = static_cast<int>(element.type);
  switch (element.type) {
    case ElementType::kPound:
      break;
    case ElementType::kLiteral:
    case ElementType::kArgument:
      out["value"] = element.value;
      break;
    case ElementType::kNumber:
    case ElementType::kDate:
    case ElementType::kTime:
      out["value"] = element.value;
      out["style"] = style_json(element.style);
      break;
    case ElementType::kSelect:
    case ElementType::kPlural: {
      out["value"] = element.value;
      Json options = Json::object();
      for (const auto& option : element.options)
        options[option.selector] = {{"value", to_formatjs_json(option.value)}};
      out["options"] = std::move(options);
      if (element.type == ElementType::kPlural) {
        out["offset"] = element.plural_offset;
        out["pluralType"] = element.ordinal ? "ordinal" : "cardinal";
      }
      break;
    }
    case ElementType::kTag:
      out["value"] = element.value;
      out["children"] = to_formatjs_json(element.children);
      break;
  }
  return out;
}

}  // namespace

nlohmann::ordered_json to_formatjs_json(const Elements& elements) {
  Json out = Json::array();
  for (const auto& element : elements) out.push_back(element_json(element));
  return out;
}

}  // namespace lobbykit::i18n
