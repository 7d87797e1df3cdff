#include "i18n/plural_checks.h"

#include <gtest/gtest.h>

#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

std::vector<MessageProblem> check(std::string_view message, std::string_view tag) {
  std::string problem;
  auto facts = locale_facts(tag, problem);
  auto parsed = parse_message(message, [] { return 'h'; });
  EXPECT_FALSE(parsed.error) << message;
  return check_plural_categories(parsed.elements, *facts);
}

TEST(PluralChecks, EveryCategoryTheLocaleHasIsRequired) {
  auto problems = check("x {n, plural, one {#} other {#}}", "ru");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].message, "plural 'n' lacks the 'few' and 'many' cases Russian needs");
  EXPECT_EQ(problems[0].hint, "Russian plural categories: one few many other");
  EXPECT_EQ(problems[0].at, 2);
  EXPECT_TRUE(check("{n, plural, zero {} one {} two {} few {} many {} other {}}", "ar").empty());
}

TEST(PluralChecks, CasesMustBeCategoriesOfTheLocaleOrExactNumbers) {
  auto problems = check("{n, plural, =0 {none} one {#} other {#}}", "ja");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].message, "'one' is not a plural category of Japanese");
  EXPECT_EQ(problems[0].at, 22);
  auto zero = check("{n, plural, zero {none} one {#} other {#}}", "en");
  ASSERT_EQ(zero.size(), 1u);
  EXPECT_EQ(zero[0].hint, "English plural categories: one other; '=0' matches exactly zero");
  auto typo = check("{n, plural, onne {#} one {#} other {#}}", "en");
  ASSERT_EQ(typo.size(), 1u);
  EXPECT_EQ(typo[0].hint, "did you mean 'one'?");
}

TEST(PluralChecks, OrdinalsUseTheOrdinalRules) {
  auto problems = check("{n, selectordinal, one {#st} other {#th}}", "en");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].message, "selectordinal 'n' lacks the 'two' and 'few' cases English needs");
  EXPECT_TRUE(check("{n, selectordinal, other {#.}}", "de").empty());
}

TEST(PluralChecks, NestedPluralsAreChecked) {
  EXPECT_EQ(check("{g, select, other {{n, plural, other {#}}}}", "en").size(), 1u);
}

}  // namespace
}  // namespace lobbykit::i18n
