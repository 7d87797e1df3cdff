#include "themes/contrast_report.h"

#include <gtest/gtest.h>

#include "theme_fixture.h"

namespace lobbykit {
namespace {

ThemeSet base_set() {
  auto fs = testing::base_repository();
  Diagnostics diagnostics;
  return testing::load_base_themes(fs, diagnostics);
}

TEST(ContrastReport, SummarisesTheLowestRatioPerTheme) {
  EXPECT_EQ(contrast_summary(base_set()),
            "2 themes (lowest contrast: defaultTheme 7.29:1, whiteTheme 4.83:1)");
  EXPECT_EQ(contrast_summary(ThemeSet{}), "0 themes");
}

TEST(ContrastReport, ListsEveryPairOfEveryTheme) {
  auto report = contrast_report_json(base_set());
  EXPECT_EQ(report["minimums"]["text"], 4.5);
  EXPECT_EQ(report["minimums"]["ui"], 3.0);
  ASSERT_EQ(report["themes"].size(), 2u);
  const auto& white = report["themes"][1];
  EXPECT_EQ(white["name"], "whiteTheme");
  EXPECT_EQ(white["failures"], 0);
  ASSERT_EQ(white["pairs"].size(), 5u);
  // Dark text on the scrim over a white card is the closest call.
  EXPECT_EQ(white["lowest"], white["pairs"][3]);
  EXPECT_EQ(white["lowest"]["ratio"], 4.83);
  const auto& on_accent = white["pairs"][2];
  EXPECT_EQ(on_accent["foreground"], "color.on-accent");
  EXPECT_EQ(on_accent["kind"], "text");
  EXPECT_EQ(on_accent["ratio"], 5.28);
  EXPECT_EQ(on_accent["pass"], true);
  EXPECT_EQ(on_accent["shown"]["background"], "#1d66db");
  EXPECT_EQ(white["pairs"][3]["backdrop"], "color.surface");
  EXPECT_FALSE(white["pairs"][0].contains("backdrop"));
}

TEST(ContrastReport, CountsFailures) {
  ThemeSet set = base_set();
  set.themes[0].contrast[1].pass = false;
  EXPECT_EQ(contrast_report_json(set)["themes"][0]["failures"], 1);
}

}  // namespace
}  // namespace lobbykit
