#include "images/thumbnail.h"

#include <gtest/gtest.h>
#include <webp/decode.h>

#include <filesystem>

#include "core/content_hash.h"
#include "images/image_error.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kInputs = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/images/inputs";

TEST(Thumbnail, CoverWindowKeepsTheFocalPointInsideTheImage) {
  // 400x300 to 3:4: a 225x300 window, centred on x = 0.5 * 400
  CropWindow centred = cover_window(400, 300, 0.75, 0.5, 0.5);
  EXPECT_DOUBLE_EQ(centred.x, 87.5);
  EXPECT_DOUBLE_EQ(centred.width, 225);
  EXPECT_DOUBLE_EQ(centred.height, 300);
  EXPECT_DOUBLE_EQ(cover_window(400, 300, 0.75, 0.9, 0.5).x, 175);  // stops at the right edge
  EXPECT_DOUBLE_EQ(cover_window(400, 300, 0.75, 0.0, 0.5).x, 0);
  CropWindow tall = cover_window(300, 1000, 0.75, 0.5, 0.25);  // 300x400 window around y = 250
  EXPECT_DOUBLE_EQ(tall.y, 50);
  EXPECT_DOUBLE_EQ(tall.height, 400);
}

TEST(Thumbnail, ShrinkOnLoadLeavesAtLeastTwiceForTheReduce) {
  EXPECT_EQ(shrink_on_load(1.5), 1);
  EXPECT_EQ(shrink_on_load(3.99), 1);
  EXPECT_EQ(shrink_on_load(4), 2);
  EXPECT_EQ(shrink_on_load(15.9), 4);
  EXPECT_EQ(shrink_on_load(40), 8);
}

TEST(Thumbnail, ContainFitsTheWholeImageInTheBox) {
  ThumbnailSpec logo;
  logo.width = 160;
  logo.height = 80;
  logo.fit = Fit::kContain;
  VariantLayout layout = layout_variant(300, 300, logo, 2);
  EXPECT_EQ(layout.width, 160u);
  EXPECT_EQ(layout.height, 160u);
  EXPECT_DOUBLE_EQ(layout.window.width, 300);
}

ThumbnailSpec card() {
  ThumbnailSpec spec;
  spec.width = 18;
  spec.height = 24;
  spec.densities = {1, 2};
  return spec;
}

TEST(Thumbnail, MakesEveryDensityAsPlainWebp) {
  EncodedThumbnails out =
      render_thumbnails(testing::read_file(kInputs / "jpeg-orientation-6.jpg"), card());
  ASSERT_EQ(out.record->variants().size(), 2u);
  ASSERT_EQ(out.webp.size(), 2u);
  for (const auto& [density, width, height] : {std::tuple{1, 18, 24}, std::tuple{2, 36, 48}}) {
    const ImageVariant& v = out.record->variants()[density - 1];
    const std::string& webp = out.webp[density - 1];
    EXPECT_EQ(v.density, density);
    EXPECT_EQ(v.width, std::uint32_t(width));
    EXPECT_EQ(v.height, std::uint32_t(height));
    EXPECT_EQ(v.size, webp.size());
    EXPECT_EQ(v.hash.hex(), content_hash(webp, kVariantHashDigits));
    int w = 0, h = 0;
    ASSERT_TRUE(
        WebPGetInfo(reinterpret_cast<const std::uint8_t*>(webp.data()), webp.size(), &w, &h));
    EXPECT_EQ(w, width);
    EXPECT_EQ(h, height);
    // metadata stripped: a simple-format lossy file, no VP8X/EXIF/ICCP chunks
    EXPECT_EQ(webp.substr(12, 4), "VP8 ");
  }
  EXPECT_EQ(out.record->blurhash().size(), 28u);
}

TEST(Thumbnail, TwoRendersAreByteIdentical) {
  std::string source = testing::read_file(kInputs / "png-rgba-8bit.png");
  EncodedThumbnails a = render_thumbnails(source, card()), b = render_thumbnails(source, card());
  EXPECT_EQ(a.record->blurhash(), b.record->blurhash());
  EXPECT_EQ(a.webp[1], b.webp[1]);
  EXPECT_EQ(a.webp[1].substr(12, 4), "VP8X");  // it has alpha
}

TEST(Thumbnail, RefusesADegenerateImage) {
  std::string png = testing::read_file(
      fs::path(LOBBYKIT_SOURCE_DIR) /
      "tests/fixtures/images/hostile/width-one/overlay/content/games/alpha-studio/line.png");
  try {
    render_thumbnails(png, card());
    FAIL() << "no error";
  } catch (const ImageError& error) {
    EXPECT_STREQ(error.what(),
                 "the image is 1x40 pixels; a thumbnail source needs at least 2 in each direction");
  }
}

}  // namespace
}  // namespace lobbykit
