#include "i18n/message_printer.h"

#include <fmt/format.h>

namespace lobbykit::i18n {

namespace {

/// Whether `c` would start syntax where a literal has it: an argument, a
/// tag, the end of a case, or (in a plural's case) the number.
bool is_syntax(char c, bool in_plural) {
  return c == '{' || c == '}' || c == '<' || c == '>' || (c == '#' && in_plural);
}

/// A literal with its syntax characters quoted: an apostrophe right before
/// one starts quoted text, which runs to the next lone apostrophe; an
/// apostrophe of the text itself is always written twice.
void print_literal(const std::string& text, bool in_plural, std::string& out) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (is_syntax(text[i], in_plural)) {
      out += '\'';
      while (i < text.size() && is_syntax(text[i], in_plural)) out += text[i++];
      out += '\'';
      --i;
    } else if (text[i] == '\'') {
      out += "''";
    } else {
      out += text[i];
    }
  }
}

void print_elements(const Elements& elements, bool in_plural, std::string& out);

void print_cases(const Element& element, std::string& out) {
  if (element.type == ElementType::kSelect) {
    out += fmt::format("{{{}, select,", element.value);
  } else {
    out += fmt::format("{{{}, {},", element.value, element.ordinal ? "selectordinal" : "plural");
    if (element.plural_offset != 0) out += fmt::format(" offset:{}", element.plural_offset);
  }
  // '#' is the number in a plural's cases, a character in a select's
  // (even inside a plural), as the parser reads it.
  const bool cases_in_plural = element.type == ElementType::kPlural;
  for (const Option& option : element.options) {
    out += fmt::format(" {} {{", option.selector);
    print_elements(option.value, cases_in_plural, out);
    out += '}';
  }
  out += '}';
}

void print_element(const Element& element, bool in_plural, std::string& out) {
  switch (element.type) {
    case ElementType::kLiteral:
      print_literal(element.value, in_plural, out);
      break;
    case ElementType::kArgument:
      out += fmt::format("{{{}}}", element.value);
      break;
    case ElementType::kNumber:
    case ElementType::kDate:
    case ElementType::kTime: {
      const char* type = element.type == ElementType::kNumber ? "number"
                         : element.type == ElementType::kDate ? "date"
                                                              : "time";
      const std::string style = element.style.written();
      out += style.empty() ? fmt::format("{{{}, {}}}", element.value, type)
                           : fmt::format("{{{}, {}, {}}}", element.value, type, style);
      break;
    }
    case ElementType::kSelect:
    case ElementType::kPlural:
      print_cases(element, out);
      break;
    case ElementType::kPound:
      out += '#';
      break;
    case ElementType::kTag:
      out += fmt::format("<{}>", element.value);
      print_elements(element.children, in_plural, out);
      out += fmt::format("</{}>", element.value);
      break;
  }
}

void print_elements(const Elements& elements, bool in_plural, std::string& out) {
  for (const Element& element : elements) print_element(element, in_plural, out);
}

}  // namespace

std::string print_message(const Elements& elements) {
  std::string out;
  print_elements(elements, false, out);
  return out;
}

}  // namespace lobbykit::i18n
