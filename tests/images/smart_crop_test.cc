#include "images/smart_crop.h"

#include <gtest/gtest.h>
#include <webp/decode.h>

#include <cstdint>
#include <string>

#include "images/thumbnail.h"
#include "images/webp_encode.h"

namespace lobbykit {
namespace {

/// A flat, slightly colourful background, as plain artwork has.
Pixels8 flat(std::uint32_t width, std::uint32_t height, int channels = 3,
             std::uint8_t alpha = 255) {
  Pixels8 image{width, height, channels, {}};
  image.data.resize(std::size_t(width) * height * std::size_t(channels));
  for (std::size_t i = 0; i < image.data.size(); i += std::size_t(channels)) {
    const std::uint8_t colour[] = {70, 90, 120, alpha};
    for (int c = 0; c < channels; ++c)
      image.data[i + std::size_t(c)] = channels == 1 ? 90 : colour[c];
  }
  return image;
}

/// A subject: a yellow and black checkerboard (edges and colour) of
/// `width` x `height` around (centre_x, centre_y), squares of `cell` pixels,
/// with `alpha` if the image has it.
void paint_subject(Pixels8& image, std::uint32_t centre_x, std::uint32_t centre_y,
                   std::uint32_t width, std::uint32_t height, std::uint8_t alpha = 255,
                   std::uint32_t cell = 8) {
  for (std::uint32_t y = centre_y - height / 2; y < centre_y + height / 2; ++y) {
    for (std::uint32_t x = centre_x - width / 2; x < centre_x + width / 2; ++x) {
      const bool light = ((x / cell) + (y / cell)) % 2 == 0;
      const std::uint8_t colour[] = {std::uint8_t(light ? 250 : 20), std::uint8_t(light ? 210 : 20),
                                     std::uint8_t(light ? 30 : 20), alpha};
      std::uint8_t* p =
          &image.data[(std::size_t(y) * image.width + x) * std::size_t(image.channels)];
      for (int c = 0; c < image.channels; ++c) p[c] = image.channels == 1 ? colour[1] : colour[c];
    }
  }
}

bool contains_columns(const CropWindow& window, double left, double right) {
  return window.x <= left && window.x + window.width >= right;
}

TEST(SmartCrop, KeepsASubjectNearTheLeftEdge) {
  Pixels8 image = flat(1600, 900);
  paint_subject(image, 240, 450, 120, 120);  // 15% from the left
  const CropWindow window = smart_crop_window(image, 0.75);
  EXPECT_DOUBLE_EQ(window.width, 675);
  EXPECT_DOUBLE_EQ(window.height, 900);
  EXPECT_DOUBLE_EQ(window.y, 0);
  EXPECT_TRUE(contains_columns(window, 180, 300)) << window.x;
  // the centred crop would have lost it
  EXPECT_FALSE(contains_columns(cover_window(1600, 900, 0.75, 0.5, 0.5), 180, 300));
}

TEST(SmartCrop, KeepsASubjectNearTheRightEdge) {
  Pixels8 image = flat(1600, 900);
  paint_subject(image, 1280, 450, 120, 120);  // 80% across
  const CropWindow window = smart_crop_window(image, 0.75);
  EXPECT_TRUE(contains_columns(window, 1220, 1340)) << window.x;
  EXPECT_FALSE(contains_columns(cover_window(1600, 900, 0.75, 0.5, 0.5), 1220, 1340));
}

TEST(SmartCrop, BringsASubjectThatFitsTowardsTheMiddle) {
  Pixels8 image = flat(1600, 900);
  paint_subject(image, 1040, 450, 120, 120);  // 65% across: the centred crop has it at its edge
  const CropWindow window = smart_crop_window(image, 0.75);
  // placed to within a pixel of the 256-pixel copy (6.25 source pixels)
  EXPECT_NEAR(window.x + window.width / 2, 1040, 12.5);
}

TEST(SmartCrop, KeepsATitleBandAcrossTheTopOfTallArt) {
  // 600x1200 art (1:2) to 3:4 keeps 800 of the 1200 rows; the title sits at
  // rows 60-180, which the centred crop (rows 200-1000) would cut away
  Pixels8 image = flat(600, 1200);
  paint_subject(image, 300, 120, 560, 120);
  const CropWindow window = smart_crop_window(image, 0.75);
  EXPECT_DOUBLE_EQ(window.width, 600);
  EXPECT_DOUBLE_EQ(window.height, 800);
  EXPECT_LE(window.y, 60);
  EXPECT_GE(window.y + window.height, 180);
}

TEST(SmartCrop, AFlatImageGetsTheCentredWindowExactly) {
  for (auto [width, height] : {std::pair{1600u, 900u}, {601u, 1201u}, {1000u, 1000u}}) {
    const CropWindow window = smart_crop_window(flat(width, height), 0.75);
    const CropWindow centred = cover_window(width, height, 0.75, 0.5, 0.5);
    EXPECT_DOUBLE_EQ(window.x, centred.x) << width << "x" << height;
    EXPECT_DOUBLE_EQ(window.y, centred.y);
    EXPECT_DOUBLE_EQ(window.width, centred.width);
    EXPECT_DOUBLE_EQ(window.height, centred.height);
  }
}

TEST(SmartCrop, ACentredSubjectAndArtInProportionKeepTheirWindow) {
  Pixels8 centred = flat(1600, 900);
  paint_subject(centred, 800, 450, 200, 200);
  EXPECT_DOUBLE_EQ(smart_crop_window(centred, 0.75).x, 462.5);
  Pixels8 card = flat(720, 960);
  paint_subject(card, 100, 100, 80, 80);
  const CropWindow whole = smart_crop_window(card, 0.75);
  EXPECT_DOUBLE_EQ(whole.x, 0);
  EXPECT_DOUBLE_EQ(whole.y, 0);
  EXPECT_DOUBLE_EQ(whole.width, 720);
  EXPECT_DOUBLE_EQ(whole.height, 960);
}

TEST(SmartCrop, ColourfulBackgroundsDoNotPullCentredArtAside) {
  // square art as the demo draws it: a smooth gradient from dark blue to
  // bright green, a subject a little right of the middle and a title across
  // 86% of the centred 600-pixel window: any shift would cut the title
  Pixels8 image = flat(800, 800);
  for (std::uint32_t y = 0; y < 800; ++y) {
    for (std::uint32_t x = 0; x < 800; ++x) {
      std::uint8_t* p = &image.data[(std::size_t(y) * 800 + x) * 3];
      p[0] = 10, p[1] = std::uint8_t(20 + x * 200 / 800), p[2] = std::uint8_t(120 - x * 100 / 800);
    }
  }
  paint_subject(image, 460, 250, 160, 160);
  paint_subject(image, 400, 640, 516, 90);
  EXPECT_DOUBLE_EQ(smart_crop_window(image, 0.75).x, 100);
}

TEST(SmartCrop, IsDeterministic) {
  Pixels8 image = flat(2000, 1125);
  paint_subject(image, 500, 300, 160, 100);
  paint_subject(image, 1500, 800, 100, 160);  // two subjects of equal weight
  const CropWindow first = smart_crop_window(image, 0.75);
  for (int run = 0; run < 3; ++run) {
    const CropWindow again = smart_crop_window(image, 0.75);
    EXPECT_EQ(again.x, first.x);
    EXPECT_EQ(again.width, first.width);
  }
}

TEST(SmartCrop, SeesGreyImagesAndIgnoresWhatIsTransparent) {
  Pixels8 grey = flat(1600, 900, 1);
  paint_subject(grey, 240, 450, 120, 120);
  EXPECT_TRUE(contains_columns(smart_crop_window(grey, 0.75), 180, 300));

  // a transparent background with a busy pattern, transparent too, on the
  // left, and the subject on the right
  Pixels8 rgba = flat(1600, 900, 4, 0);
  paint_subject(rgba, 240, 450, 400, 800, 0);
  paint_subject(rgba, 1280, 450, 120, 120);
  EXPECT_TRUE(contains_columns(smart_crop_window(rgba, 0.75), 1220, 1340));
}

TEST(SmartCrop, HandlesTinyAndExtremeImages) {
  Pixels8 strip = flat(5000, 2);
  paint_subject(strip, 600, 1, 100, 2);
  const CropWindow window = smart_crop_window(strip, 0.75);
  EXPECT_DOUBLE_EQ(window.width, 1.5);
  EXPECT_GE(window.x, 0);
  EXPECT_LE(window.x + window.width, 5000);
  EXPECT_DOUBLE_EQ(smart_crop_window(flat(2, 2), 0.75).x, 0.25);
}

/// The share of a decoded WebP's pixels that are the subject's yellow.
double yellow_share(const std::string& webp) {
  int width = 0, height = 0;
  std::uint8_t* rgb = WebPDecodeRGB(reinterpret_cast<const std::uint8_t*>(webp.data()), webp.size(),
                                    &width, &height);
  if (!rgb) return -1;
  std::size_t yellow = 0;
  for (std::size_t i = 0; i < std::size_t(width) * std::size_t(height); ++i)
    yellow += rgb[i * 3] > 180 && rgb[i * 3 + 2] < 100;
  WebPFree(rgb);
  return double(yellow) / (double(width) * height);
}

TEST(SmartCrop, TheThumbnailsFollowTheChosenCropAndAFocusStillRules) {
  Pixels8 image = flat(1600, 900);
  paint_subject(image, 240, 450, 240, 240, 255, 40);
  const std::string source = encode_webp(image, {95, 4, 0});
  ThumbnailSpec spec;
  spec.width = 90;
  spec.height = 120;
  spec.densities = {1};
  spec.crop = CoverCrop::kAttention;
  auto subject_shown = [&] { return yellow_share(render_thumbnails(source, spec).webp[0]); };
  EXPECT_GT(subject_shown(), 0.02);
  spec.crop = CoverCrop::kFocus;  // the centre: background only
  EXPECT_EQ(subject_shown(), 0);
  spec.focus_x = 0.1;  // an explicit focus on the subject's side
  EXPECT_GT(subject_shown(), 0.02);
  spec.focus_x = 0.95;  // and one away from it is obeyed, whatever the image shows
  EXPECT_EQ(subject_shown(), 0);
}

}  // namespace
}  // namespace lobbykit
