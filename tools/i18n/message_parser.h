// A recursive-descent parser for ICU MessageFormat as the app's runtime reads
// it: the grammar, apostrophe rules and AST of
// @formatjs/icu-messageformat-parser 3 (parse() with `requiresOtherClause`
// and `shouldParseSkeletons`, given the locale), so what the toolchain
// compiles is exactly what intl-messageformat would have parsed.
//
// Apostrophes (ICU 4.8+ "DOUBLE_OPTIONAL"): '' is always one apostrophe; a
// single ' starts quoted text only right before { } < > (and # inside a
// plural), and the quote runs to the next lone '; any other ' is literal.
#pragma once

#include <functional>
#include <optional>
#include <string_view>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

struct ParseResult {
  Elements elements;
  /// The first syntax error; `at` is a code point index into the message.
  std::optional<MessageProblem> error;
};

/// The locale's preferred hour symbol (see date_skeleton.h), asked for only
/// when a date-time skeleton has a 'j'.
using HourSymbol = std::function<char()>;

/// How deep tags and plural/select cases may nest inside one another. The
/// parser recurses once per level, so without a limit a message of thousands
/// of nested tags overflows the stack; real messages nest two or three deep.
inline constexpr int kMaxMessageNesting = 64;

/// Parses `message` (UTF-8). Beyond FormatJS, skeleton stems and named
/// styles the runtime would ignore or refuse are errors, and so is nesting
/// deeper than kMaxMessageNesting.
ParseResult parse_message(std::string_view message, const HourSymbol& hour_symbol);

}  // namespace lobbykit::i18n
