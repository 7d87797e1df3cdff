#include "i18n/locale_facts.h"

#include <gtest/gtest.h>

namespace lobbykit::i18n {
namespace {

LocaleFacts facts(std::string_view tag) {
  std::string problem;
  auto out = locale_facts(tag, problem);
  EXPECT_TRUE(out) << problem;
  return out.value_or(LocaleFacts{});
}

using Categories = std::vector<std::string>;

TEST(LocaleFacts, PluralCategoriesComeFromCldrInCanonicalOrder) {
  EXPECT_EQ(facts("ar").cardinal_categories,
            (Categories{"zero", "one", "two", "few", "many", "other"}));
  EXPECT_EQ(facts("ru").cardinal_categories, (Categories{"one", "few", "many", "other"}));
  EXPECT_EQ(facts("pl").cardinal_categories, (Categories{"one", "few", "many", "other"}));
  EXPECT_EQ(facts("ja").cardinal_categories, (Categories{"other"}));
  EXPECT_EQ(facts("en").ordinal_categories, (Categories{"one", "two", "few", "other"}));
  EXPECT_EQ(facts("ja").ordinal_categories, (Categories{"other"}));
}

TEST(LocaleFacts, DirectionNameAndHourSymbol) {
  EXPECT_TRUE(facts("ar").right_to_left);
  EXPECT_TRUE(facts("ur").right_to_left);
  EXPECT_FALSE(facts("zh-HK").right_to_left);
  EXPECT_TRUE(facts("tl").latin_script);
  EXPECT_FALSE(facts("ru").latin_script);
  EXPECT_EQ(preferred_hour_symbol("en"), 'h');
  EXPECT_EQ(preferred_hour_symbol("de"), 'H');
  EXPECT_EQ(facts("zh-HK").english_name, "Chinese (Hong Kong SAR China)");
}

TEST(LocaleFacts, RefusesTagsThatAreNotCanonicalOrUnknown) {
  std::string problem;
  EXPECT_FALSE(locale_facts("en_US", problem));
  EXPECT_EQ(problem, "'en_US' is not a BCP 47 language tag");
  EXPECT_FALSE(locale_facts("zh-hk", problem));
  EXPECT_EQ(problem, "'zh-hk' is not written the canonical way: 'zh-HK'");
  EXPECT_FALSE(locale_facts("qq", problem));
  EXPECT_EQ(problem, "'qq' is not a language ICU knows");
}

TEST(LocaleFacts, KnowsTheSixCategoryNames) {
  EXPECT_TRUE(is_plural_category("many"));
  EXPECT_FALSE(is_plural_category("single"));
}

}  // namespace
}  // namespace lobbykit::i18n
