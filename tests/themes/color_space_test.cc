#include "themes/color_space.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

TEST(ColorSpace, ParsesTheThreeHexForms) {
  EXPECT_EQ(parse_hex("#f80"), (SrgbColor{1, 136 / 255.0, 0, 1}));
  EXPECT_EQ(parse_hex("#0B1426"), (SrgbColor{11 / 255.0, 20 / 255.0, 38 / 255.0, 1}));
  EXPECT_EQ(parse_hex("#00000080"), (SrgbColor{0, 0, 0, 128 / 255.0}));
}

TEST(ColorSpace, RefusesOtherHexForms) {
  for (const char* text : {"", "f80", "#f8", "#f800", "#ff88001", "#ff880g", "#ff8800 "}) {
    EXPECT_FALSE(parse_hex(text).has_value()) << text;
  }
}

TEST(ColorSpace, WritesHexWithAlphaOnlyWhenTranslucent) {
  EXPECT_EQ(to_hex({1, 0.5, 0, 1}), "#ff8000");
  EXPECT_EQ(to_hex({0, 0, 0, 0.64}), "#000000a3");
  EXPECT_EQ(to_hex(*parse_hex("#0b1426")), "#0b1426");
  EXPECT_EQ(to_hex({1.2, -0.1, 0, 1}), "#ff0000");  // out-of-range channels are clamped
}

TEST(ColorSpace, QuantizesToWhatTheHexSays) {
  SrgbColor color = quantize({0.0431, 0.0784, 0.149, 0.5});
  EXPECT_EQ(color, (SrgbColor{11 / 255.0, 20 / 255.0, 38 / 255.0, 128 / 255.0}));
}

TEST(ColorSpace, TransferFunctionRoundTrips) {
  for (double channel : {0.0, 0.02, 0.04045, 0.2, 0.5, 1.0}) {
    // The two pieces of the curve meet only to 7 digits at 0.04045.
    EXPECT_NEAR(linear_to_srgb(srgb_to_linear(channel)), channel, 1e-7) << channel;
  }
  EXPECT_NEAR(srgb_to_linear(0.5), 0.21404, 1e-5);
}

TEST(ColorSpace, DisplayP3InsideSrgbKeepsItsColour) {
  // P3 and sRGB share white, black and greys.
  EXPECT_EQ(to_hex(display_p3_to_srgb(1, 1, 1)), "#ffffff");
  EXPECT_EQ(to_hex(display_p3_to_srgb(0.5, 0.5, 0.5)), "#808080");
  // The sRGB primaries as Display P3 writes them (CSS Color 4 converters).
  EXPECT_EQ(to_hex(display_p3_to_srgb(0.9175, 0.2003, 0.1386)), "#ff0000");
  EXPECT_EQ(to_hex(display_p3_to_srgb(0.4584, 0.9853, 0.2983)), "#00ff00");
  EXPECT_EQ(to_hex(display_p3_to_srgb(0, 0, 0.9596)), "#0000ff");
  EXPECT_NEAR(display_p3_to_srgb(0.9175, 0.2003, 0.1386).red, 1, 1e-3);
}

TEST(ColorSpace, DisplayP3OutsideSrgbIsClipped) {
  // Pure P3 red is beyond sRGB: its green and blue go negative and clip to 0.
  SrgbColor red = display_p3_to_srgb(1, 0, 0, 0.5);
  EXPECT_DOUBLE_EQ(red.red, 1);
  EXPECT_EQ(red.green, 0);
  EXPECT_EQ(red.blue, 0);
  EXPECT_EQ(red.alpha, 0.5);
  // Pure P3 green keeps full green but loses the red and blue it would need.
  EXPECT_EQ(to_hex(display_p3_to_srgb(0, 1, 0)), "#00ff00");
}

}  // namespace
}  // namespace lobbykit
