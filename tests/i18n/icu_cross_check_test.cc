#include "i18n/icu_cross_check.h"

#include <gtest/gtest.h>

#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

std::optional<MessageProblem> check(std::string_view message, std::string_view tag) {
  return icu_cross_check(message, parse_message(message, [] { return 'h'; }).elements, tag);
}

TEST(IcuCrossCheck, AcceptsWhatBothParsersAccept) {
  EXPECT_FALSE(check("Added {amount, number, ::currency/USD} <b>now</b>", "en"));
  EXPECT_FALSE(check("{n, plural, one {# game} other {# games}}", "en"));
  EXPECT_FALSE(check("{d, date, ::yMMMd} {d, time, ::jm}", "ar"));
}

TEST(IcuCrossCheck, ConvertsIcusUtf16OffsetToCodePoints) {
  // 😀 is two UTF-16 units: ICU reports the bad name at offset 3, code point 2.
  auto problem = icu_cross_check("😀{x!}", {}, "en");
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->message, "ICU rejects the message: syntax error (U_PATTERN_SYNTAX_ERROR)");
  EXPECT_EQ(problem->at, 2);
}

TEST(IcuCrossCheck, TheFormatterRefusesWhatThePatternParserLetsThrough) {
  // Both parsers accept any currency option; only constructing the
  // formatter checks it.
  auto skeleton = check("{x, number, ::currency/DOLLARS}", "en");
  ASSERT_TRUE(skeleton);
  EXPECT_EQ(
      skeleton->message,
      "ICU cannot format the message: invalid number skeleton (U_NUMBER_SKELETON_SYNTAX_ERROR)");
  EXPECT_EQ(skeleton->at, 0);
}

TEST(IcuCrossCheck, ConstructsTheFormatterOnlyForNumbersAndDates) {
  // Without a number, date or time in the AST the formatter is not built.
  EXPECT_FALSE(icu_cross_check("{x, number, ::currency/DOLLARS}", {}, "en"));
}

}  // namespace
}  // namespace lobbykit::i18n
