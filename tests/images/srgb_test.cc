#include "images/srgb.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/srgb_curve.h"

namespace lobbykit {
namespace {

TEST(Srgb, EveryEntryOfTheEncodeTableIsTheNearestCode) {
  // the table is built from the curve's 255 steps, not entry by entry: each
  // entry must still be what the rule gives it
  for (int i = 0; i < 65536; ++i) {
    const float linear = static_cast<float>(i) / 65535.0f;
    const auto entry = static_cast<std::size_t>(std::clamp(linear, 0.0f, 1.0f) * 65535 + 0.5f);
    const long expected = std::lround(linear_to_srgb(double(entry) / 65535) * 255);
    ASSERT_EQ(srgb::to_8bit(linear), expected) << i;
  }
}

TEST(Srgb, DecodeTableIsTheCurve) {
  const auto& table = srgb::to_linear_table();
  for (int code = 0; code < 256; ++code)
    EXPECT_FLOAT_EQ(table[code], static_cast<float>(srgb_to_linear(code / 255.0))) << code;
  EXPECT_EQ(srgb::to_8bit(-1.0f), 0);
  EXPECT_EQ(srgb::to_8bit(2.0f), 255);
}

}  // namespace
}  // namespace lobbykit
