#include "themes/css_variable.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

TEST(CssVariable, JoinsNamesWithDashes) {
  EXPECT_EQ(css_variable_name("color.surface-raised"), "--color-surface-raised");
  EXPECT_EQ(css_variable_name("color.text.primary"), "--color-text-primary");
  EXPECT_EQ(css_variable_name("color.wheel.segment-a"), "--color-wheel-segment-a");
}

TEST(CssVariable, SplitsCamelCase) {
  EXPECT_EQ(css_variable_name("bgColor"), "--bg-color");
  EXPECT_EQ(css_variable_name("color.onAccent2x"), "--color-on-accent2x");
  EXPECT_EQ(css_variable_name("Brand.navy_900"), "--brand-navy_900");
}

TEST(CssVariable, RefusesNamesCssWouldNeedToEscape) {
  EXPECT_FALSE(css_variable_name("color.text primary").has_value());
  EXPECT_FALSE(css_variable_name("color.é").has_value());
}

}  // namespace
}  // namespace lobbykit
