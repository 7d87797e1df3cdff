// Printing a parsed message: the text parses back to the same message, with
// literal syntax quoted by the parser's apostrophe rules.
#include "i18n/message_printer.h"

#include <gtest/gtest.h>

#include "i18n/formatjs_ast.h"
#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

std::string printed(std::string_view message) {
  const auto parsed = parse_message(message, [] { return 'H'; });
  EXPECT_FALSE(parsed.error) << message;
  return print_message(parsed.elements);
}

TEST(MessagePrinter, PrintsEachElementAsWritten) {
  for (const char* message : {
           "Hello {name}!",
           "{n, number} {n, number, percent} {n, number, ::currency/EUR .00}",
           "{d, date, short} {t, time, ::jm}",
           "{g, select, male {he} other {they}}",
           "{n, plural, offset:1 =0 {none} one {# game} other {# games}}",
           "{n, selectordinal, one {#st} other {#th}}",
           "<b>bold {name}</b> and <a>link</a>",
       }) {
    EXPECT_EQ(printed(message), message);
  }
}

TEST(MessagePrinter, QuotesSyntaxInLiteralText) {
  EXPECT_EQ(printed("It''s"), "It''s");
  EXPECT_EQ(printed("'{braces}'"), "'{'braces'}'");
  EXPECT_EQ(printed("a '<'b> c"), "a '<'b'>' c");
  EXPECT_EQ(printed("'{}''x'"), "'{}'''x");
  // An apostrophe right after quoted syntax stays inside the quote (found by
  // fuzzing: after the closing quote, '' read as one more apostrophe inside).
  EXPECT_EQ(printed("'}''{'"), "'}''{'");
  EXPECT_EQ(printed("a''<b/>"), "a'''<'b/'>'");
  // '#' is the number in a plural's cases, a character in a select's and outside.
  EXPECT_EQ(printed("# {n, plural, other {'#' #}}"), "# {n, plural, other {'#' #}}");
  EXPECT_EQ(printed("{n, plural, other {{g, select, other {#}}}}"),
            "{n, plural, other {{g, select, other {#}}}}");
}

TEST(MessagePrinter, PrintedMessageParsesToTheSameAst) {
  const char* message =
      "x '{'y'}' {n, plural, =1 {<b>'#'</b> #} other {''}} <i>{d, date, ::yMMMd}</i>";
  const auto parsed = parse_message(message, [] { return 'H'; });
  const auto again = parse_message(print_message(parsed.elements), [] { return 'H'; });
  ASSERT_FALSE(again.error);
  EXPECT_EQ(to_formatjs_json(again.elements), to_formatjs_json(parsed.elements));
}

}  // namespace
}  // namespace lobbykit::i18n
