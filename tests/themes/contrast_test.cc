#include "themes/contrast.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

SrgbColor hex(const char* text) { return *parse_hex(text); }

TEST(Contrast, MatchesKnownWcagRatios) {
  EXPECT_DOUBLE_EQ(contrast_ratio(hex("#000"), hex("#fff")), 21);
  EXPECT_DOUBLE_EQ(contrast_ratio(hex("#777"), hex("#777")), 1);
  // #777 on white is the classic near miss: 4.48:1, just below 4.5.
  EXPECT_NEAR(contrast_ratio(hex("#777777"), hex("#ffffff")), 4.478, 0.001);
  EXPECT_NEAR(contrast_ratio(hex("#767676"), hex("#ffffff")), 4.54, 0.01);
  EXPECT_NEAR(contrast_ratio(hex("#ff0000"), hex("#ffffff")), 3.998, 0.001);
}

TEST(Contrast, IsSymmetric) {
  EXPECT_DOUBLE_EQ(contrast_ratio(hex("#1d66db"), hex("#fff")),
                   contrast_ratio(hex("#fff"), hex("#1d66db")));
}

TEST(Contrast, LuminanceUsesTheWcag22Coefficients) {
  EXPECT_DOUBLE_EQ(relative_luminance(hex("#fff")), 1);
  EXPECT_NEAR(relative_luminance(hex("#f00")), 0.2126, 1e-12);
  EXPECT_NEAR(relative_luminance(hex("#0f0")), 0.7152, 1e-12);
  EXPECT_NEAR(relative_luminance(hex("#00f")), 0.0722, 1e-12);
}

TEST(Contrast, CompositesSourceOverInSrgb) {
  SrgbColor half_black = {0, 0, 0, 0.5};
  SrgbColor shown = composite(half_black, hex("#fff"));
  EXPECT_DOUBLE_EQ(shown.red, 0.5);
  EXPECT_DOUBLE_EQ(shown.alpha, 1);
  EXPECT_EQ(composite(hex("#123456"), hex("#fff")), hex("#123456"));  // opaque stays as it is
  // A translucent text colour loses contrast against what shows through it.
  EXPECT_LT(contrast_ratio(composite({1, 1, 1, 0.5}, hex("#000")), hex("#000")),
            contrast_ratio(hex("#fff"), hex("#000")));
}

TEST(Contrast, MinimumsFollowWcag22LevelAa) {
  EXPECT_EQ(minimum_ratio(ContrastKind::kText), 4.5);
  EXPECT_EQ(minimum_ratio(ContrastKind::kLargeText), 3);
  EXPECT_EQ(minimum_ratio(ContrastKind::kUi), 3);
  EXPECT_EQ(kind_name(ContrastKind::kLargeText), "large-text");
}

TEST(Contrast, ShowsRatiosRoundedDown) {
  EXPECT_EQ(format_ratio(4.478), "4.47:1");
  EXPECT_EQ(format_ratio(21), "21.00:1");
  EXPECT_EQ(format_ratio(4.4999), "4.49:1");  // never shown as the 4.50 it missed
  EXPECT_DOUBLE_EQ(displayed_ratio(3.987), 3.98);
}

}  // namespace
}  // namespace lobbykit
