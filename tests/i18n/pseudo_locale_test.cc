#include "i18n/pseudo_locale.h"

#include <gtest/gtest.h>

#include "i18n/code_points.h"
#include "i18n/formatjs_ast.h"
#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

std::string pseudo(std::string_view message) {
  return to_formatjs_json(pseudo_localize(parse_message(message, [] { return 'h'; }).elements))
      .dump();
}

TEST(PseudoLocale, AccentsBracketsAndLengthens) {
  EXPECT_EQ(pseudo("Home"), R"([{"type":0,"value":"[Ĥööɱéé]"}])");
  // 10 letters get 4 more, one per vowel.
  EXPECT_EQ(pseudo("Promotions"), R"([{"type":0,"value":"[Þŕööɱööţîîööñš]"}])");
  EXPECT_EQ(pseudo("Hmm"), R"([{"type":0,"value":"[Ĥɱɱ~]"}])");
}

TEST(PseudoLocale, MakesEveryLiteralAboutFortyPercentLonger) {
  std::string english = "Withdrawals are processed within one business day";
  std::string result =
      pseudo_localize(parse_message(english, [] { return 'h'; }).elements)[0].value;
  std::size_t letters = 0;
  for (char c : english) letters += std::isalpha(static_cast<unsigned char>(c)) != 0;
  EXPECT_EQ(decode_utf8(result).size(), english.size() + (letters * 2 + 2) / 5 + 2);
}

TEST(PseudoLocale, KeepsArgumentsCasesAndTags) {
  EXPECT_EQ(
      pseudo("Hi <b>{name}</b>, {n, plural, one {# game} other {# games}}"),
      R"([{"type":0,"value":"[Ĥîî "},{"type":8,"value":"b","children":[{"type":1,"value":"name"}]},)"
      R"({"type":0,"value":", "},{"type":6,"value":"n","options":{"one":{"value":[{"type":7},{"type":0,"value":" ĝååɱéé"}]},)"
      R"("other":{"value":[{"type":7},{"type":0,"value":" ĝååɱééš"}]}},"offset":0,"pluralType":"cardinal"},{"type":0,"value":"]"}])");
}

}  // namespace
}  // namespace lobbykit::i18n
