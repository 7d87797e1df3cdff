// The parsed form of one ICU MessageFormat message, shaped like the FormatJS
// message AST (formatjs_ast.h writes it out) so the app's runtime
// (intl-messageformat) can use it without a parser, and annotated with
// source positions for diagnostics.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace lobbykit::i18n {

/// FormatJS's element type numbers (TYPE in @formatjs/icu-messageformat-parser).
enum class ElementType {
  kLiteral = 0,
  kArgument = 1,  ///< {name}
  kNumber = 2,    ///< {name, number, ...}
  kDate = 3,      ///< {name, date, ...}
  kTime = 4,      ///< {name, time, ...}
  kSelect = 5,    ///< {name, select, ...}
  kPlural = 6,    ///< {name, plural, ...} and {name, selectordinal, ...}
  kPound = 7,     ///< # inside a plural: the number
  kTag = 8,       ///< <b>...</b>
};

/// The third part of a number, date or time argument.
struct ArgumentStyle {
  enum class Kind {
    kNone,            ///< {n, number}
    kNamed,           ///< {n, number, percent}: `text` is the name
    kNumberSkeleton,  ///< {n, number, ::currency/USD}: `text` is "currency/USD"
    kDateSkeleton,    ///< {d, date, ::yMMMd}: `text` as written, `pattern` with 'j' resolved
  };
  struct Token {
    std::string stem;
    std::vector<std::string> options;
  };

  Kind kind = Kind::kNone;
  std::string text;
  std::vector<Token> tokens;  ///< kNumberSkeleton
  std::string pattern;        ///< kDateSkeleton
  /// Intl.NumberFormat / Intl.DateTimeFormat options, as intl-messageformat reads them.
  nlohmann::ordered_json parsed_options = nlohmann::ordered_json::object();

  /// How the style reads in a message after the type: "", "percent", "::currency/USD".
  [[nodiscard]] std::string written() const;
};

struct Element;
using Elements = std::vector<Element>;

/// One case of a select or plural: `one {# game}`.
struct Option {
  std::string selector;  ///< "one", "other", "=0", "male"
  int at = 0;            ///< code point index of the selector in the message
  Elements value;
};

struct Element {
  ElementType type = ElementType::kLiteral;
  /// kLiteral: the text; kTag: the tag name; otherwise the argument name.
  std::string value;
  int at = 0;                   ///< code point index in the message where the element starts
  ArgumentStyle style;          ///< kNumber, kDate, kTime
  std::vector<Option> options;  ///< kSelect, kPlural, in source order
  int plural_offset = 0;        ///< kPlural: `offset:1`
  bool ordinal = false;         ///< kPlural: selectordinal
  Elements children;            ///< kTag
};

/// A problem found in a message: what is wrong, a hint, and where (a code
/// point index into the message).
struct MessageProblem {
  std::string message;
  std::string hint;
  int at = 0;
};

/// Calls `visit(element)` for every element of the tree, depth first.
template <typename Visit>
void for_each_element(const Elements& elements, const Visit& visit) {
  for (const Element& element : elements) {
    visit(element);
    for (const Option& option : element.options) for_each_element(option.value, visit);
    for_each_element(element.children, visit);
  }
}

}  // namespace lobbykit::i18n
