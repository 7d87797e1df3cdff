#include "i18n/message_printer.h"

#include <fmt/format.h>

#include <string>
#include <string_view>

namespace lobbykit::i18n {

namespace {

/// Whether `c` would start syntax where a literal has it: an argument, a
/// tag, the end of a case, or (in a plural's case) the number.
bool is_syntax(char c, bool in_plural) {
  return c == '{' || c == '}' || c == '<' || c == '>' || (c == '#' && in_plural);
}

/// A literal with its syntax characters quoted: an apostrophe right before
/// one starts quoted text, which runs to the next lone apostrophe; inside
/// and outside it, an apostrophe of the text is written twice. Apostrophes
/// right after a quoted run stay inside it: written after its closing
/// quote, '' would read as one more apostrophe inside.
void print_literal(std::string_view text, bool in_plural, std::string& out) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (is_syntax(text[i], in_plural)) {
      out += '\'';
      for (; i < text.size() && (is_syntax(text[i], in_plural) || text[i] == '\''); ++i) {
        out += text[i] == '\'' ? "''" : std::string_view(&text[i], 1);
      }
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
    case ElementType::kLiteral:  // joined by print_elements
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

// Adjacent literals (text and a self-closing tag such as <br/>) are printed
// as one, so that no quoting rule spans the seam between them.
void print_elements(const Elements& elements, bool in_plural, std::string& out) {
  std::string literal;
  for (const Element& element : elements) {
    if (element.type == ElementType::kLiteral) {
      literal += element.value;
      continue;
    }
    print_literal(literal, in_plural, out);
    literal.clear();
    print_element(element, in_plural, out);
  }
  print_literal(literal, in_plural, out);
}

}  // namespace

std::string print_message(const Elements& elements) {
  std::string out;
  print_elements(elements, false, out);
  return out;
}

}  // namespace lobbykit::i18n
