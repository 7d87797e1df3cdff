#include "i18n/untranslated_text.h"

#include <gtest/gtest.h>

#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

bool suspicious(std::string_view english, bool latin_script) {
  return identical_text_is_suspicious(parse_message(english, [] { return 'h'; }).elements,
                                      latin_script);
}

TEST(UntranslatedText, PhrasesAreSuspiciousEverywhere) {
  EXPECT_TRUE(suspicious("Game history", true));
  EXPECT_TRUE(suspicious("Game history", false));
  EXPECT_TRUE(suspicious("VIP Club", true));
}

TEST(UntranslatedText, SingleWordsOnlyOutsideLatinScript) {
  EXPECT_FALSE(suspicious("Bonus", true));
  EXPECT_FALSE(suspicious("Avatar {id}", true));
  EXPECT_FALSE(suspicious("{n, plural, one {# item} other {# items}}", true));
  EXPECT_TRUE(suspicious("Bonus", false));
}

TEST(UntranslatedText, AcronymsAndTextWithoutLettersNever) {
  EXPECT_FALSE(suspicious("OK", false));
  EXPECT_FALSE(suspicious("VIP {level}", false));
  EXPECT_FALSE(suspicious("ID: {id}", false));
  EXPECT_FALSE(suspicious("{count} / {total}", false));
}

}  // namespace
}  // namespace lobbykit::i18n
