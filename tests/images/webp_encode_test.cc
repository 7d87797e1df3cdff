#include "images/webp_encode.h"

#include <gtest/gtest.h>
#include <webp/decode.h>

#include "images/image_error.h"

namespace lobbykit {
namespace {

/// Blocky content, so the deblocking filter has edges to work on.
Pixels8 checkerboard(int channels) {
  Pixels8 image{64, 48, channels, PixelBytes(64 * 48 * std::size_t(channels), 0)};
  for (std::size_t i = 0; i < image.data.size(); ++i) {
    std::size_t pixel = i / std::size_t(channels), x = pixel % 64, y = pixel / 64;
    image.data[i] = ((x / 5 + y / 7) % 2) ? 200 : static_cast<std::uint8_t>(30 + i % 17);
  }
  return image;
}

TEST(WebpEncode, OpaquePixelsMakeAPlainLossyFile) {
  std::string webp = encode_webp(checkerboard(3), {});
  EXPECT_EQ(webp.substr(0, 4), "RIFF");
  EXPECT_EQ(webp.substr(12, 4), "VP8 ");  // no VP8X, ALPH or metadata chunk
  int width = 0, height = 0;
  ASSERT_TRUE(WebPGetInfo(reinterpret_cast<const std::uint8_t*>(webp.data()), webp.size(), &width,
                          &height));
  EXPECT_EQ(width, 64);
  EXPECT_EQ(height, 48);
}

TEST(WebpEncode, FilterStrengthReachesTheEncoder) {
  // the strength is written in the frame header and changes the in-loop
  // filtered reconstruction the encoder predicts from
  WebpOptions off, strong;
  off.filter_strength = 0;
  strong.filter_strength = 100;
  EXPECT_NE(encode_webp(checkerboard(3), off), encode_webp(checkerboard(3), strong));
  EXPECT_EQ(encode_webp(checkerboard(3), strong), encode_webp(checkerboard(3), strong));
}

TEST(WebpEncode, RefusesAnOutOfRangeFilterStrength) {
  WebpOptions options;
  options.filter_strength = 101;
  EXPECT_THROW(encode_webp(checkerboard(3), options), ImageError);
}

}  // namespace
}  // namespace lobbykit
