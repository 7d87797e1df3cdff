#include "images/blurhash.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace lobbykit {
namespace {

Pixels8 gradient(std::uint32_t width, std::uint32_t height) {
  Pixels8 image{width, height, 4, PixelBytes(std::size_t(width) * height * 4, 0)};
  for (std::uint32_t y = 0; y < height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      std::uint8_t* p = &image.data[(y * width + x) * 4];
      p[0] = static_cast<std::uint8_t>(255 * x / (width - 1));
      p[1] = static_cast<std::uint8_t>(255 * y / (height - 1));
      p[2] = 128;
      p[3] = 255;
    }
  }
  return image;
}

// Strings from the npm package (blurhash 2.0.5, `encode`) on the same pixels;
// tests/images/blurhash_npm.mjs checks many more against it on every run.
TEST(Blurhash, MatchesTheNpmEncoder) {
  EXPECT_EQ(blurhash_encode(gradient(24, 32), 4, 3), "LEHoEv3U|cTcuvRUo1a5hVf%fQf%");
  EXPECT_EQ(blurhash_encode(gradient(24, 32), 1, 1), "00HoEv");
}

TEST(Blurhash, HasTheLengthItsComponentsNeed) {
  EXPECT_EQ(blurhash_encode(gradient(8, 8), 4, 3).size(), 6u + 2 * (4 * 3 - 1));
  EXPECT_EQ(blurhash_encode(gradient(8, 8), 9, 9).size(), 6u + 2 * (9 * 9 - 1));
}

TEST(Blurhash, IgnoresAlphaAndReadsRgb) {
  Pixels8 rgba = gradient(6, 4);
  Pixels8 rgb{6, 4, 3, {}};
  for (std::size_t i = 0; i < rgba.data.size(); i += 4)
    rgb.data.insert(rgb.data.end(), &rgba.data[i], &rgba.data[i + 3]);
  for (std::size_t i = 3; i < rgba.data.size(); i += 4) rgba.data[i] = 7;
  EXPECT_EQ(blurhash_encode(rgba, 3, 3), blurhash_encode(rgb, 3, 3));
}

TEST(Blurhash, ChecksTheComponentRangeFirst) {
  EXPECT_THROW(blurhash_encode(gradient(4, 4), 0, 3), std::invalid_argument);
  EXPECT_THROW(blurhash_encode(gradient(4, 4), 4, 10), std::invalid_argument);
}

}  // namespace
}  // namespace lobbykit
