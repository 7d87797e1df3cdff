// Each cross-part check on the base fixture with one thing broken, through
// the whole check run, so the message, its place and its hint are what an
// editor reads.
#include "pipeline/cross_part_checks.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "pipeline/pipeline.h"
#include "testing/base_fixture.h"

namespace lobbykit {
namespace {

using testing::base_repository;

/// `fs` with the first `from` in `path` replaced by `to`.
void replace_in(MemoryFileSystem& fs, const std::string& path, std::string_view from,
                std::string_view to) {
  std::string text(*fs.read(path));
  auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from << " not in " << path;
  fs.add_file(path, text.replace(at, from.size(), to));
}

/// The one error a check of `fs` reports: a failure, and an empty
/// diagnostic, unless there is exactly one.
Diagnostic only_error(MemoryFileSystem fs) {
  PipelineOptions options;
  options.root = "repo";
  PipelineResult result = check_repository(fs, options);
  EXPECT_EQ(result.diagnostics.error_count(), 1u) << format_text(result.diagnostics);
  return result.diagnostics.error_count() == 1 ? result.diagnostics.all()[0] : Diagnostic{};
}

TEST(CrossPartChecks, TheBaseFixtureIsClean) {
  PipelineOptions options;
  options.root = "repo";
  auto fs = base_repository();
  PipelineResult result = check_repository(fs, options);
  EXPECT_EQ(result.outcome, PipelineResult::Outcome::kClean) << format_text(result.diagnostics);
}

TEST(CrossPartChecks, TheDefaultCurrencyMustBeListedFirst) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/site.yaml", "defaultCurrency: USDT", "defaultCurrency: BDT");
  EXPECT_EQ(only_error(fs).message, "the default currency 'BDT' must be listed first");
}

TEST(CrossPartChecks, AnUnknownDefaultCurrencyIsRefusedWithAHint) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/site.yaml", "defaultCurrency: USDT", "defaultCurrency: USTD");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "default currency 'USTD' is not in currencies.yaml");
  EXPECT_EQ(error.hint, "did you mean 'USDT'?");
  EXPECT_EQ(error.location.path, "content/site.yaml");
}

TEST(CrossPartChecks, TheDefaultLanguageNeedsAFileInI18n) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/site.yaml", "defaultLanguage: en", "defaultLanguage: ej");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "default language 'ej' has no file in i18n/");
  EXPECT_EQ(error.location.path, "content/site.yaml");
}

/// The one error of `fs`, as `path:line:col: message | hint`.
std::string located_error(MemoryFileSystem fs) {
  const Diagnostic error = only_error(std::move(fs));
  return fmt::format("{}:{}:{}: {} | {}", error.location.path, error.location.line,
                     error.location.column, error.message, error.hint);
}

TEST(CrossPartChecks, AnUnknownDefaultCurrencyIsLocatedInSiteYaml) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/site.yaml", "defaultCurrency: USDT", "defaultCurrency: XYZ");
  EXPECT_EQ(located_error(fs),
            "content/site.yaml:8:18: default currency 'XYZ' is not in currencies.yaml | ");
}

TEST(CrossPartChecks, TheSiteDefaultThemeMustBeAListedTheme) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/site.yaml", "defaultTheme: defaultTheme",
             "defaultTheme: defaultThem");
  EXPECT_EQ(located_error(fs),
            "content/site.yaml:9:15: unknown theme 'defaultThem' | did you mean 'defaultTheme'?");
}

TEST(CrossPartChecks, ACategoryLabelKeyMustBeInEnglish) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/categories.yaml", "labelKey: category.slots",
             "labelKey: category.slot");
  EXPECT_EQ(located_error(fs),
            "content/categories.yaml:4:15: label key 'category.slot' is not in i18n/en.yaml | "
            "did you mean 'category.slots'?");
}

TEST(CrossPartChecks, ACurrencyNameKeyMustBeInEnglish) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/currencies.yaml", "nameKey: currency.usdt", "nameKey: currency.usd");
  EXPECT_EQ(located_error(fs),
            "content/currencies.yaml:6:14: currency name key 'currency.usd' is not in "
            "i18n/en.yaml | did you mean 'currency.usdt'?");
}

TEST(CrossPartChecks, APaymentMethodLabelKeyMustBeInEnglish) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/currencies.yaml", "labelKey: paymentMethod.nagad",
             "labelKey: paymentMethods.nagad");
  EXPECT_EQ(located_error(fs),
            "content/currencies.yaml:28:15: payment method label key 'paymentMethods.nagad' is "
            "not in i18n/en.yaml | did you mean 'paymentMethod.nagad'?");
}

TEST(CrossPartChecks, APaymentMethodLabelKeyMissingEverywhereGetsTheAddHint) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/currencies.yaml", "labelKey: paymentMethod.trc20",
             "labelKey: paymentMethod.tron-network");
  EXPECT_EQ(located_error(fs),
            "content/currencies.yaml:24:15: payment method label key "
            "'paymentMethod.tron-network' is not in i18n/en.yaml | add "
            "'paymentMethod.tron-network' to i18n/en.yaml, then to every locale");
}

TEST(CrossPartChecks, AThemeNeedsItsLabelKeyInEnglish) {
  auto fs = base_repository();
  for (const char* tag : {"en", "ja", "ar"}) {
    replace_in(fs, fmt::format("repo/i18n/{}.yaml", tag), "  whiteTheme:", "  whiteThemes:");
  }
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "theme label key 'theme.whiteTheme' is not in i18n/en.yaml");
  EXPECT_EQ(error.hint, "did you mean 'theme.whiteThemes'?");
  EXPECT_EQ(error.location.path, "themes/themes.yaml");
  EXPECT_EQ(error.location.line, 6);
}

TEST(CrossPartChecks, ABankListNeedsAKnownCurrency) {
  auto fs = base_repository();
  const std::string path = "repo/content/banks/bangladesh.yaml";
  ASSERT_TRUE(fs.read(path)) << "the base fixture's bank list moved";
  replace_in(fs, path, "currency: BDT", "currency: BTD");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "unknown currency 'BTD'");
  EXPECT_EQ(error.hint, "did you mean 'BDT'?");
}

TEST(CrossPartChecks, AVipLevelNameKeyMustBeInEnglish) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/vip.yaml", "nameKey: vip.levels.silver",
             "nameKey: vip.levels.silvr");
  EXPECT_EQ(located_error(fs),
            "content/vip.yaml:24:14: VIP level name key 'vip.levels.silvr' is not in "
            "i18n/en.yaml | did you mean 'vip.levels.silver'?");
}

TEST(CrossPartChecks, AVipPerkNeedsItsTitleAndDescriptionKeysInEnglish) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/vip.yaml", "titleKey: vip.perks.rebate.title",
             "titleKey: vip.perk.rebate.title");
  EXPECT_EQ(located_error(fs),
            "content/vip.yaml:4:15: VIP perk title key 'vip.perk.rebate.title' is not in "
            "i18n/en.yaml | did you mean 'vip.perks.rebate.title'?");
  fs = base_repository();
  replace_in(fs, "repo/content/vip.yaml", "descriptionKey: vip.perks.birthday-gift.description",
             "descriptionKey: vip.perks.birthday-gift.details-of-the-gift");
  EXPECT_EQ(located_error(fs),
            "content/vip.yaml:8:21: VIP perk description key "
            "'vip.perks.birthday-gift.details-of-the-gift' is not in i18n/en.yaml | add "
            "'vip.perks.birthday-gift.details-of-the-gift' to i18n/en.yaml, then to every locale");
}

TEST(CrossPartChecks, TheVipRewardCurrencyMustBeACurrency) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/vip.yaml", "currency: USDT", "currency: USTD");
  EXPECT_EQ(located_error(fs),
            "content/vip.yaml:1:11: unknown currency 'USTD' | did you mean 'USDT'?");
}

TEST(CrossPartChecks, ATaskNeedsItsTitleAndDescriptionKeysInEnglish) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/tasks.yaml", "titleKey: tasks.stakeFifty.title",
             "titleKey: tasks.stakeFifty.titel");
  EXPECT_EQ(located_error(fs),
            "content/tasks.yaml:18:15: task title key 'tasks.stakeFifty.titel' is not in "
            "i18n/en.yaml | did you mean 'tasks.stakeFifty.title'?");
  fs = base_repository();
  replace_in(fs, "repo/content/tasks.yaml", "descriptionKey: tasks.firstDeposit.description",
             "descriptionKey: tasks.welcome.text");
  EXPECT_EQ(located_error(fs),
            "content/tasks.yaml:11:21: task description key 'tasks.welcome.text' is not in "
            "i18n/en.yaml | add 'tasks.welcome.text' to i18n/en.yaml, then to every locale");
}

TEST(CrossPartChecks, TheTaskCurrencyMustBeACurrency) {
  auto fs = base_repository();
  replace_in(fs, "repo/content/tasks.yaml", "currency: USDT", "currency: USTD");
  EXPECT_EQ(located_error(fs),
            "content/tasks.yaml:2:11: unknown currency 'USTD' | did you mean 'USDT'?");
  fs = base_repository();
  replace_in(fs, "repo/content/tasks.yaml", "currency: USDT", "currency: EUR");
  EXPECT_EQ(located_error(fs),
            "content/tasks.yaml:2:11: unknown currency 'EUR' | currencies.yaml has: USDT, BDT");
}

TEST(CrossPartChecks, EveryAvatarFrom1To21NeedsAnImage) {
  auto fs = base_repository();
  fs.add_file("repo/content/avatars/avatars.yaml", "avatars:\n  - id: 1\n    image: avatar.png\n");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(
      error.message,
      "avatars 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21 are missing");
  EXPECT_EQ(error.hint, "every avatar id from 1 to 21 needs an image");
}

}  // namespace
}  // namespace lobbykit
