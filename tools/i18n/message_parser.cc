#include "i18n/message_parser.h"

#include <fmt/format.h>
#include <unicode/uchar.h>

#include <algorithm>
#include <set>

#include "core/did_you_mean.h"
#include "i18n/code_points.h"
#include "i18n/date_skeleton.h"
#include "i18n/number_skeleton.h"

namespace lobbykit::i18n {

namespace {

/// The argument type a nested message belongs to (FormatJS's parentArgType):
/// '#' is the number only directly inside a plural or selectordinal.
enum class Parent { kNone, kPlural, kSelectOrdinal, kSelect };

constexpr std::string_view kQuoteHint = "to show it as text, quote it with apostrophes: '{' or '<'";

// Pattern_White_Space, as FormatJS's _isWhiteSpace.
bool is_space(char32_t c) {
  return (c >= 9 && c <= 13) || c == 32 || c == 0x85 || c == 0x200E || c == 0x200F || c == 0x2028 ||
         c == 0x2029;
}

// What JavaScript's trimStart/trimEnd remove.
bool is_js_space(char32_t c) {
  return (c >= 9 && c <= 13) || c == 32 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
         c == 0x3000 || c == 0xFEFF;
}

bool is_identifier_char(char32_t c) {
  return !u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_WHITE_SPACE) &&
         !u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_PATTERN_SYNTAX);
}

bool is_alpha(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// FormatJS's _isPotentialElementNameChar.
bool is_tag_name_char(char32_t c) {
  return c == '-' || c == '.' || (c >= '0' && c <= '9') || c == '_' || is_alpha(c) || c == 0xB7 ||
         (c >= 0xC0 && c <= 0xD6) || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x37D) ||
         (c >= 0x37F && c <= 0x1FFF) || (c >= 0x200C && c <= 0x200D) ||
         (c >= 0x203F && c <= 0x2040) || (c >= 0x2070 && c <= 0x218F) ||
         (c >= 0x2C00 && c <= 0x2FEF) || (c >= 0x3001 && c <= 0xD7FF) ||
         (c >= 0xF900 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFFFD) ||
         (c >= 0x10000 && c <= 0xEFFFF);
}

std::string_view type_name(Parent parent) {
  switch (parent) {
    case Parent::kPlural:
      return "plural";
    case Parent::kSelectOrdinal:
      return "selectordinal";
    case Parent::kSelect:
      return "select";
    case Parent::kNone:
      return "";
  }
  return "";
}

class Parser {
 public:
  Parser(std::string_view message, const HourSymbol& hour_symbol)
      : text_(decode_utf8(message)), hour_symbol_(hour_symbol) {}

  ParseResult run() {
    ParseResult result;
    if (!message(0, Parent::kNone, false, result.elements)) {
      result.elements.clear();
      result.error = std::move(error_);
    }
    return result;
  }

 private:
  // Cursor ----------------------------------------------------------------

  [[nodiscard]] bool eof() const { return pos_ >= text_.size(); }
  [[nodiscard]] char32_t ch() const { return eof() ? 0 : text_[pos_]; }
  [[nodiscard]] char32_t peek() const { return pos_ + 1 < text_.size() ? text_[pos_ + 1] : 0; }
  [[nodiscard]] int here() const { return static_cast<int>(pos_); }
  void bump() {
    if (!eof()) ++pos_;
  }
  bool bump_if(std::u32string_view prefix) {
    if (std::u32string_view(text_).substr(pos_, prefix.size()) != prefix) return false;
    pos_ += prefix.size();
    return true;
  }
  void skip_space() {
    while (!eof() && is_space(ch())) bump();
  }
  std::string identifier() {
    std::size_t start = pos_;
    while (!eof() && is_identifier_char(ch())) bump();
    return encode_utf8(std::u32string_view(text_).substr(start, pos_ - start));
  }
  std::string slice(std::size_t start) const {
    return encode_utf8(std::u32string_view(text_).substr(start, pos_ - start));
  }

  bool fail(int at, std::string message, std::string hint = {}) {
    error_ = MessageProblem{std::move(message), std::move(hint), at};
    return false;
  }

  // Fails when a tag or case opened at `at` would nest its content deeper
  // than kMaxMessageNesting (checked before recursing, see the header).
  bool too_deep(int nesting, int at) {
    if (nesting < kMaxMessageNesting) return false;
    fail(at, fmt::format("tags and cases are nested more than {} levels", kMaxMessageNesting),
         "flatten the message: real messages nest a few levels at most");
    return true;
  }

  // Grammar ---------------------------------------------------------------

  bool message(int nesting, Parent parent, bool expecting_close_tag, Elements& out) {
    bool in_plural = parent == Parent::kPlural || parent == Parent::kSelectOrdinal;
    while (!eof()) {
      char32_t c = ch();
      if (c == '{') {
        if (!argument(nesting, expecting_close_tag, out)) return false;
      } else if (c == '}' && nesting > 0) {
        break;
      } else if (c == '#' && in_plural) {
        out.push_back({.type = ElementType::kPound, .at = here()});
        bump();
      } else if (c == '<' && peek() == '/') {
        if (expecting_close_tag) break;
        return fail(here(), "closing tag without an opening tag", std::string(kQuoteHint));
      } else if (c == '<' && is_alpha(peek())) {
        if (!tag(nesting, parent, out)) return false;
      } else {
        literal(nesting, parent, out);
      }
    }
    return true;
  }

  void literal(int nesting, Parent parent, Elements& out) {
    int start = here();
    std::u32string value;
    while (quoted(parent, value) || unquoted(nesting, parent, value) || left_angle_bracket(value)) {
    }
    out.push_back({.type = ElementType::kLiteral, .value = encode_utf8(value), .at = start});
  }

  bool quoted(Parent parent, std::u32string& value) {
    if (eof() || ch() != '\'') return false;
    switch (peek()) {
      case '\'':
        bump();
        bump();
        value += U'\'';
        return true;
      case '{':
      case '<':
      case '>':
      case '}':
        break;
      case '#':
        if (parent == Parent::kPlural || parent == Parent::kSelectOrdinal) break;
        return false;
      default:
        return false;
    }
    bump();
    value += ch();
    bump();
    while (!eof()) {
      char32_t c = ch();
      if (c == '\'') {
        if (peek() != '\'') {
          bump();
          break;
        }
        value += U'\'';
        bump();
      } else {
        value += c;
      }
      bump();
    }
    return true;
  }

  bool unquoted(int nesting, Parent parent, std::u32string& value) {
    if (eof()) return false;
    char32_t c = ch();
    bool in_plural = parent == Parent::kPlural || parent == Parent::kSelectOrdinal;
    if (c == '<' || c == '{' || (c == '#' && in_plural) || (c == '}' && nesting > 0)) return false;
    value += c;
    bump();
    return true;
  }

  bool left_angle_bracket(std::u32string& value) {
    if (eof() || ch() != '<' || is_alpha(peek()) || peek() == '/') return false;
    value += U'<';
    bump();
    return true;
  }

  bool tag(int nesting, Parent parent, Elements& out) {
    int start = here();
    bump();
    std::string name = tag_name();
    skip_space();
    if (bump_if(U"/>")) {
      out.push_back({.type = ElementType::kLiteral, .value = "<" + name + "/>", .at = start});
      return true;
    }
    if (!bump_if(U">")) {
      return fail(start, fmt::format("malformed tag '<{}'", name), "write tags as <b>text</b>");
    }
    if (too_deep(nesting, start)) return false;
    Elements children;
    if (!message(nesting + 1, parent, true, children)) return false;
    int end_tag = here();
    if (!bump_if(U"</")) {
      return fail(start, fmt::format("tag '<{}>' is not closed", name),
                  fmt::format("close it with '</{}>'", name));
    }
    if (eof() || !is_alpha(ch()))
      return fail(end_tag, "malformed closing tag", fmt::format("write '</{}>'", name));
    int closing_at = here();
    std::string closing = tag_name();
    if (closing != name) {
      return fail(closing_at,
                  fmt::format("closing tag '</{}>' does not match '<{}>'", closing, name),
                  fmt::format("close it with '</{}>'", name));
    }
    skip_space();
    if (!bump_if(U">"))
      return fail(end_tag, "malformed closing tag", fmt::format("write '</{}>'", name));
    out.push_back(
        {.type = ElementType::kTag, .value = name, .at = start, .children = std::move(children)});
    return true;
  }

  std::string tag_name() {
    std::size_t start = pos_;
    bump();
    while (!eof() && is_tag_name_char(ch())) bump();
    return slice(start);
  }

  bool argument(int nesting, bool expecting_close_tag, Elements& out) {
    int open = here();
    bump();
    skip_space();
    if (eof()) return unclosed(open, "");
    if (ch() == '}') {
      bump();
      return fail(open, "empty argument '{}'",
                  "name the value, like {count}; " + std::string(kQuoteHint));
    }
    std::string name = identifier();
    if (name.empty()) {
      return fail(here(),
                  fmt::format("expected an argument name, found '{}'",
                              encode_utf8(std::u32string(1, ch()))),
                  std::string(kQuoteHint));
    }
    skip_space();
    if (eof()) return unclosed(open, name);
    if (ch() == '}') {
      bump();
      out.push_back({.type = ElementType::kArgument, .value = name, .at = open});
      return true;
    }
    if (ch() != ',') {
      return fail(here(), fmt::format("expected ',' or '}}' after argument '{}'", name),
                  "argument names cannot contain spaces or punctuation");
    }
    bump();
    skip_space();
    if (eof()) return unclosed(open, name);
    return argument_options(nesting, expecting_close_tag, std::move(name), open, out);
  }

  bool unclosed(int open, const std::string& name) {
    return fail(open,
                name.empty() ? std::string("argument is not closed")
                             : fmt::format("argument '{}' is not closed", name),
                "close it with '}'; " + std::string(kQuoteHint));
  }

  bool argument_options(int nesting, bool expecting_close_tag, std::string name, int open,
                        Elements& out) {
    int type_at = here();
    std::string type = identifier();
    if (type.empty()) {
      return fail(type_at, fmt::format("expected an argument type after '{},'", name),
                  "use number, date, time, select, plural or selectordinal");
    }
    if (type == "number" || type == "date" || type == "time") {
      return formatted_argument(type, std::move(name), open, out);
    }
    if (type == "plural" || type == "selectordinal" || type == "select") {
      Parent parent = type == "plural"   ? Parent::kPlural
                      : type == "select" ? Parent::kSelect
                                         : Parent::kSelectOrdinal;
      return cases_argument(nesting, expecting_close_tag, parent, std::move(name), open, out);
    }
    static const std::vector<std::string> types = {"number", "date",   "time",
                                                   "select", "plural", "selectordinal"};
    std::string hint = did_you_mean(type, types);
    if (type == "integer" || type == "percent" || type == "currency") {
      hint = fmt::format("'{}' is a number style: write {{{}, number, {}}}", type, name,
                         type == "currency" ? "::currency/USD" : type);
    }
    return fail(type_at, fmt::format("unknown argument type '{}'", type),
                hint.empty() ? "use number, date, time, select, plural or selectordinal" : hint);
  }

  bool formatted_argument(const std::string& type, std::string name, int open, Elements& out) {
    skip_space();
    Element element{.type = type == "number" ? ElementType::kNumber
                            : type == "date" ? ElementType::kDate
                                             : ElementType::kTime,
                    .value = std::move(name),
                    .at = open};
    std::u32string style;
    int style_at = 0;
    if (bump_if(U",")) {
      skip_space();
      style_at = here();
      if (!simple_style(style)) return false;
      while (!style.empty() && is_js_space(style.back())) style.pop_back();
      if (style.empty())
        return fail(here(), fmt::format("expected a style after '{}, {},'", element.value, type),
                    style_hint(type));
    }
    if (eof() || ch() != '}') return unclosed(open, element.value);
    bump();
    if (!style.empty() && !apply_style(type, style, element.style, style_at)) return false;
    out.push_back(std::move(element));
    return true;
  }

  static std::string style_hint(const std::string& type) {
    return type == "number" ? "use integer, percent or a skeleton like ::currency/USD"
                            : "use short, medium, long, full or a skeleton like ::yMMMd";
  }

  bool apply_style(const std::string& type, std::u32string_view style, ArgumentStyle& out,
                   int style_at) {
    if (style.starts_with(U"::")) {
      std::u32string_view skeleton = style.substr(2);
      while (!skeleton.empty() && is_js_space(skeleton.front())) skeleton.remove_prefix(1);
      std::string text = encode_utf8(skeleton);
      auto problem = type == "number" ? parse_number_skeleton(text, out)
                                      : parse_date_skeleton(text, date_hour_symbol(text), out);
      if (problem) return fail(style_at, std::move(problem->message), std::move(problem->hint));
      return true;
    }
    // intl-messageformat knows only these names; it ignores others, and its
    // "currency" style has no currency code, so it throws at run time.
    std::string name = encode_utf8(style);
    static const std::vector<std::string> number_styles = {"integer", "percent"};
    static const std::vector<std::string> date_styles = {"short", "medium", "long", "full"};
    const auto& known = type == "number" ? number_styles : date_styles;
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string hint = name == "currency" ? "name the currency with a skeleton: ::currency/USD"
                                            : did_you_mean(name, known);
      return fail(style_at, fmt::format("unknown {} style '{}'", type, name),
                  hint.empty() ? style_hint(type) : hint);
    }
    out.kind = ArgumentStyle::Kind::kNamed;
    out.text = std::move(name);
    return true;
  }

  char date_hour_symbol(const std::string& skeleton) const {
    return skeleton.find('j') == std::string::npos ? 'h' : hour_symbol_();
  }

  // FormatJS's parseSimpleArgStyleIfPossible, including its handling of a
  // nested '}' (counted down without being consumed).
  bool simple_style(std::u32string& out) {
    std::size_t start = pos_;
    int nested = 0;
    while (!eof()) {
      char32_t c = ch();
      if (c == '\'') {
        bump();
        int quote_at = here() - 1;
        std::size_t close = text_.find(U'\'', pos_);
        if (close == std::u32string::npos) {
          pos_ = text_.size();
          return fail(quote_at, "unclosed quote in argument style",
                      "close it with another apostrophe");
        }
        pos_ = close + 1;
      } else if (c == '{') {
        ++nested;
        bump();
      } else if (c == '}') {
        if (nested == 0) break;
        --nested;
      } else {
        bump();
      }
    }
    out = text_.substr(start, pos_ - start);
    return true;
  }

  bool cases_argument(int nesting, bool expecting_close_tag, Parent parent, std::string name,
                      int open, Elements& out) {
    skip_space();
    if (!bump_if(U",")) {
      return fail(here(),
                  fmt::format("expected ',' and cases after '{}, {}'", name, type_name(parent)),
                  "like {count, plural, one {# game} other {# games}}");
    }
    skip_space();
    int selector_at = here();
    std::string selector = identifier();
    Element element{.type = parent == Parent::kSelect ? ElementType::kSelect : ElementType::kPlural,
                    .value = std::move(name),
                    .at = open,
                    .ordinal = parent == Parent::kSelectOrdinal};
    if (parent != Parent::kSelect && selector == "offset") {
      if (!bump_if(U":")) return fail(here(), "expected ':' after 'offset'", "write offset:1");
      skip_space();
      std::int64_t offset = 0;
      if (!decimal_integer(offset)) return fail(here(), "expected a whole number after 'offset:'");
      element.plural_offset = static_cast<int>(offset);
      skip_space();
      selector_at = here();
      selector = identifier();
    }
    if (!cases(nesting, parent, expecting_close_tag, std::move(selector), selector_at, element))
      return false;
    if (eof() || ch() != '}') return unclosed(open, element.value);
    bump();
    out.push_back(std::move(element));
    return true;
  }

  bool cases(int nesting, Parent parent, bool expecting_close_tag, std::string selector,
             int selector_at, Element& element) {
    std::set<std::string> seen;
    bool has_other = false;
    while (true) {
      if (selector.empty()) {
        std::size_t start = pos_;
        if (parent == Parent::kSelect || !bump_if(U"=")) break;
        std::int64_t exact = 0;
        if (!decimal_integer(exact))
          return fail(here(), "expected a whole number after '='", "like =0 {no games}");
        selector = slice(start);
        selector_at = static_cast<int>(start);
      }
      if (!seen.insert(selector).second) {
        return fail(selector_at,
                    fmt::format("duplicate case '{}' in {} '{}'", selector, type_name(parent),
                                element.value),
                    "each case may appear once; remove or merge one");
      }
      has_other |= selector == "other";
      skip_space();
      int brace = here();
      if (!bump_if(U"{")) {
        return fail(here(), fmt::format("expected '{{' after case '{}'", selector),
                    "write each case as name {text}");
      }
      if (too_deep(nesting, brace)) return false;
      Option option{.selector = std::move(selector), .at = selector_at};
      if (!message(nesting + 1, parent, expecting_close_tag, option.value)) return false;
      if (eof() || ch() != '}') {
        return fail(brace, fmt::format("case '{}' is not closed", option.selector),
                    "close it with '}'");
      }
      bump();
      element.options.push_back(std::move(option));
      skip_space();
      selector_at = here();
      selector = identifier();
    }
    if (element.options.empty()) {
      return fail(here(),
                  fmt::format("expected cases in {} '{}'", type_name(parent), element.value),
                  "like {count, plural, one {# game} other {# games}}");
    }
    if (!has_other) {
      return fail(element.at,
                  fmt::format("{} '{}' has no 'other' case", type_name(parent), element.value),
                  "add other {...}: it is used for every value no other case matches");
    }
    return true;
  }

  // FormatJS's tryParseDecimalInteger: an optional sign, digits, and a value
  // JavaScript holds exactly.
  bool decimal_integer(std::int64_t& value) {
    bool negative = false;
    if (bump_if(U"+")) {
    } else if (bump_if(U"-")) {
      negative = true;
    }
    bool digits = false;
    value = 0;
    constexpr std::int64_t kMaxSafeInteger = (std::int64_t{1} << 53) - 1;
    while (!eof() && ch() >= '0' && ch() <= '9') {
      digits = true;
      value = value * 10 + (ch() - '0');
      if (value > kMaxSafeInteger) return false;
      bump();
    }
    if (negative) value = -value;
    return digits;
  }

  std::u32string text_;
  const HourSymbol& hour_symbol_;
  std::size_t pos_ = 0;
  std::optional<MessageProblem> error_;
};

}  // namespace

ParseResult parse_message(std::string_view message, const HourSymbol& hour_symbol) {
  return Parser(message, hour_symbol).run();
}

}  // namespace lobbykit::i18n
