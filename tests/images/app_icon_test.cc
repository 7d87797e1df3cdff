// The app icon: what the header check refuses, the rendered sizes, the
// maskable icon's safe zone and padding colour, and deterministic PNGs.
#include "images/app_icon.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "images/image_decode.h"
#include "images/png_encode.h"

namespace lobbykit {
namespace {

/// A square of `size` px: opaque red, or fully transparent when `clear`.
Pixels8 square(std::uint32_t width, std::uint32_t height, bool clear = false) {
  Pixels8 pixels;
  pixels.width = width;
  pixels.height = height;
  pixels.channels = 4;
  pixels.data.resize(std::size_t(width) * height * 4, 0);
  for (std::size_t i = 0; i < pixels.data.size(); i += 4) {
    pixels.data[i] = 255;
    pixels.data[i + 3] = clear ? 0 : 255;
  }
  return pixels;
}

Pixels8 decoded(const std::string& png) { return decode_image(png, DecodeRequest{}); }

/// The pixel at (x, y) as {r, g, b}.
std::array<int, 3> at(const Pixels8& pixels, std::uint32_t x, std::uint32_t y) {
  const std::size_t i = (std::size_t(y) * pixels.width + x) * pixels.channels;
  return {pixels.data[i], pixels.data[i + 1], pixels.data[i + 2]};
}

TEST(AppIcon, ReadsHexColours) {
  auto colour = parse_hex_colour("#0b1426");
  ASSERT_TRUE(colour);
  EXPECT_EQ(colour->r, 0x0b);
  EXPECT_EQ(colour->g, 0x14);
  EXPECT_EQ(colour->b, 0x26);
  EXPECT_TRUE(parse_hex_colour("#FFFFFF"));
  for (const char* bad : {"0b1426", "#0b142", "#0b14266", "#0g1426", ""})
    EXPECT_FALSE(parse_hex_colour(bad)) << bad;
}

TEST(AppIcon, AcceptsASquarePngOf512OrMore) {
  EXPECT_FALSE(check_app_icon(encode_png(square(512, 512))));
  EXPECT_FALSE(check_app_icon(encode_png(square(1024, 1024))));
}

TEST(AppIcon, RefusesWhatIsNotAPng) {
  auto problem = check_app_icon("\xFF\xD8\xFF\xE0 this is a JPEG");
  ASSERT_TRUE(problem);
  EXPECT_STREQ(problem->what(), "the app icon is not a PNG file: its bytes are JPEG");
  EXPECT_EQ(problem->hint(), "export the icon as PNG (square, at least 512x512 px)");
  problem = check_app_icon("plain text");
  ASSERT_TRUE(problem);
  EXPECT_STREQ(problem->what(), "the app icon is not a PNG file");
}

TEST(AppIcon, RefusesAnIconNotSquare) {
  auto problem = check_app_icon(encode_png(square(640, 512)));
  ASSERT_TRUE(problem);
  EXPECT_STREQ(problem->what(), "the app icon is 640x512 px, not square");
  EXPECT_EQ(problem->hint(), "crop or pad it to a square of at least 512 px");
}

TEST(AppIcon, RefusesAnIconSmallerThan512) {
  auto problem = check_app_icon(encode_png(square(511, 511)));
  ASSERT_TRUE(problem);
  EXPECT_STREQ(problem->what(), "the app icon is 511x511 px, smaller than 512x512");
}

TEST(AppIcon, RefusesATruncatedPngHeader) {
  std::string png = encode_png(square(512, 512)).substr(0, 20);
  auto problem = check_app_icon(png);
  ASSERT_TRUE(problem);
  EXPECT_TRUE(std::string(problem->what()).starts_with("the app icon cannot be read: "))
      << problem->what();
}

TEST(AppIcon, RendersEachSize) {
  const AppIcons icons = render_app_icons(encode_png(square(1024, 1024)), Rgb8{11, 20, 38});
  EXPECT_EQ(decoded(icons.any192).width, 192u);
  EXPECT_EQ(decoded(icons.any192).height, 192u);
  EXPECT_EQ(decoded(icons.any512).width, 512u);
  EXPECT_EQ(decoded(icons.maskable512).width, 512u);
  EXPECT_EQ(decoded(icons.maskable512).height, 512u);
  EXPECT_EQ(decoded(icons.apple180).width, 180u);
  EXPECT_EQ(decoded(icons.apple180).height, 180u);
}

TEST(AppIcon, MaskableIconPadsTheSafeZoneWithTheBackgroundColour) {
  const AppIcons icons = render_app_icons(encode_png(square(512, 512)), Rgb8{11, 20, 38});
  const Pixels8 maskable = decoded(icons.maskable512);
  EXPECT_EQ(maskable.channels, 3) << "opaque";
  // The margin: 51 px on each side of a 410 px art square (80% of 512).
  EXPECT_EQ(at(maskable, 0, 0), (std::array<int, 3>{11, 20, 38}));
  EXPECT_EQ(at(maskable, 511, 511), (std::array<int, 3>{11, 20, 38}));
  EXPECT_EQ(at(maskable, 49, 256), (std::array<int, 3>{11, 20, 38}));
  EXPECT_EQ(at(maskable, 256, 49), (std::array<int, 3>{11, 20, 38}));
  // The art: red from just inside the safe square to its centre.
  EXPECT_EQ(at(maskable, 53, 256), (std::array<int, 3>{255, 0, 0}));
  EXPECT_EQ(at(maskable, 256, 256), (std::array<int, 3>{255, 0, 0}));
  EXPECT_EQ(at(maskable, 458, 256), (std::array<int, 3>{255, 0, 0}));
  EXPECT_EQ(at(maskable, 462, 256), (std::array<int, 3>{11, 20, 38}));
  // The "any" icon keeps the art to its edges.
  EXPECT_EQ(at(decoded(icons.any512), 0, 0), (std::array<int, 3>{255, 0, 0}));
}

TEST(AppIcon, FillsTransparencyWithTheBackgroundOnlyWhereTheIconMustBeOpaque) {
  const AppIcons icons = render_app_icons(encode_png(square(512, 512, true)), Rgb8{200, 100, 50});
  const Pixels8 apple = decoded(icons.apple180);
  EXPECT_EQ(apple.channels, 3);
  EXPECT_EQ(at(apple, 90, 90), (std::array<int, 3>{200, 100, 50}));
  const Pixels8 any = decoded(icons.any192);
  ASSERT_EQ(any.channels, 4);
  EXPECT_EQ(any.data[3], 0) << "the any-purpose icon keeps its transparency";
}

TEST(AppIcon, EncodesTheSamePixelsToTheSameBytes) {
  const std::string source = encode_png(square(600, 600));
  EXPECT_EQ(source, encode_png(square(600, 600)));
  const AppIcons one = render_app_icons(source, Rgb8{1, 2, 3});
  const AppIcons two = render_app_icons(source, Rgb8{1, 2, 3});
  EXPECT_EQ(one.any192, two.any192);
  EXPECT_EQ(one.maskable512, two.maskable512);
  EXPECT_EQ(one.apple180, two.apple180);
  EXPECT_EQ(std::string_view(one.any192).substr(1, 3), "PNG");
}

TEST(AppIcon, CheckRefusesWhatRenderingWouldAsRenderingSaysIt) {
  // A sound header over damaged pixel data: check must not pass what build refuses.
  std::string png = encode_png(square(512, 512));
  const std::size_t idat = png.find("IDAT");
  ASSERT_NE(idat, std::string::npos);
  png[idat + 8] ^= 0x55;  // inside the data, so its CRC no longer matches
  auto problem = check_app_icon(png);
  ASSERT_TRUE(problem);
  EXPECT_THAT(problem->what(), ::testing::StartsWith(
                                   "the app icon cannot be used: the PNG data is corrupt (IDAT: "));
  // Which of zlib and the chunk's CRC notices first is libpng's business;
  // check and build must say the same.
  try {
    render_app_icons(png, Rgb8{0, 0, 0});
    ADD_FAILURE() << "rendering accepted what check refused";
  } catch (const ImageError& rendering) {
    EXPECT_EQ(problem->what(), "the app icon cannot be used: " + std::string(rendering.what()));
  }
}

}  // namespace
}  // namespace lobbykit
