#include "i18n/bidi_isolation.h"

namespace lobbykit::i18n {

namespace {

bool is_placeholder(ElementType type) {
  return type == ElementType::kArgument || type == ElementType::kNumber ||
         type == ElementType::kDate || type == ElementType::kTime || type == ElementType::kPound;
}

Element literal(std::string_view text, int at) {
  return {.type = ElementType::kLiteral, .value = std::string(text), .at = at};
}

}  // namespace

Elements merge_literals(Elements elements) {
  Elements out;
  for (auto& element : elements) {
    if (element.type == ElementType::kLiteral && !out.empty() &&
        out.back().type == ElementType::kLiteral) {
      out.back().value += element.value;
    } else {
      out.push_back(std::move(element));
    }
  }
  return out;
}

Elements isolate_placeholders(const Elements& elements) {
  Elements out;
  for (const auto& element : elements) {
    if (is_placeholder(element.type)) {
      out.push_back(literal(kFirstStrongIsolate, element.at));
      out.push_back(element);
      out.push_back(literal(kPopDirectionalIsolate, element.at));
      continue;
    }
    Element copy = element;
    for (auto& option : copy.options) option.value = isolate_placeholders(option.value);
    copy.children = isolate_placeholders(copy.children);
    out.push_back(std::move(copy));
  }
  return merge_literals(std::move(out));
}

}  // namespace lobbykit::i18n
