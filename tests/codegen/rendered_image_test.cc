#include "codegen/rendered_image.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace lobbykit {
namespace {

std::vector<ImageVariant> two_variants() {
  return {encoded_variant(1, 180, 240, "WEBP 1x"), encoded_variant(2, 360, 480, "WEBP 2x")};
}

/// Whether `bytes` lie inside `image`'s own block.
bool inside(const RenderedImage& image, const void* bytes, std::size_t size) {
  const auto* begin = reinterpret_cast<const char*>(&image);
  const auto* at = static_cast<const char*>(bytes);
  return at >= begin && at + size <= begin + image.block_size();
}

TEST(RenderedImage, GivesBackItsVariantsAndBlurHash) {
  const std::vector<ImageVariant> variants = two_variants();
  const RenderedImageRef image = RenderedImage::make("LEHV6nWB2yk8pyo0adR*.7kCMdnj", variants);
  EXPECT_EQ(image->blurhash(), "LEHV6nWB2yk8pyo0adR*.7kCMdnj");
  ASSERT_EQ(image->variants().size(), 2u);
  for (std::size_t i = 0; i < variants.size(); ++i) {
    EXPECT_EQ(image->variants()[i].density, variants[i].density);
    EXPECT_EQ(image->variants()[i].width, variants[i].width);
    EXPECT_EQ(image->variants()[i].height, variants[i].height);
    EXPECT_EQ(image->variants()[i].size, 7u);
    EXPECT_EQ(image->variants()[i].hash, variants[i].hash);
  }
}

TEST(RenderedImage, HoldsABlurHashOfAnyComponents) {
  // 4 + 2 * x * y characters: 1x1 to 9x9 components
  for (std::size_t length : {6u, 28u, 166u}) {
    const std::string blurhash(length, '#');
    const RenderedImageRef image = RenderedImage::make(blurhash, two_variants());
    EXPECT_EQ(image->blurhash(), blurhash);
    EXPECT_EQ(image->variants().size(), 2u);
  }
  EXPECT_EQ(RenderedImage::make("", {})->variants().size(), 0u);
}

TEST(RenderedImage, IsOneSmallBlockWithItsVariantsAndBlurHashInside) {
  // A build holds one per image: 20,000 records as a vector and strings
  // behind a shared_ptr held 288 bytes each, in three blocks; with a whole
  // ImageVariant per variant, 100 bytes.
  const RenderedImageRef image =
      RenderedImage::make("LEHV6nWB2yk8pyo0adR*.7kCMdnj", two_variants());
  EXPECT_EQ(image->block_size(), 86u);
  EXPECT_TRUE(inside(*image, image->blurhash().data(), image->blurhash().size()));
}

TEST(RenderedImage, KeepsSizesThatAreNotOneSizeTimesEachDensityAsTheyAre) {
  // an odd largest variant (361 is no multiple of 2), a density past a
  // byte's, a density of 0: each given back as it was, in a larger block
  const std::vector<std::vector<ImageVariant>> cases = {
      {encoded_variant(1, 180, 240, "1x"), encoded_variant(2, 361, 480, "2x")},
      {encoded_variant(1, 180, 240, "1x"), encoded_variant(3, 540, 721, "3x")},
      {encoded_variant(1, 2, 2, "1x"), encoded_variant(300, 600, 600, "300x")},
      {encoded_variant(0, 0, 0, "0x")},
  };
  for (const auto& variants : cases) {
    const RenderedImageRef image = RenderedImage::make("abc", variants);
    ASSERT_EQ(image->variants().size(), variants.size());
    for (std::size_t i = 0; i < variants.size(); ++i) EXPECT_EQ(image->variants()[i], variants[i]);
    EXPECT_EQ(image->block_size(), 8 + variants.size() * 32 + 3);
  }
  // one size times each density, 1x 2x 3x: kept once
  const std::vector<ImageVariant> multiples = {encoded_variant(1, 7, 5, "1x"),
                                               encoded_variant(2, 14, 10, "2x"),
                                               encoded_variant(3, 21, 15, "3x")};
  const RenderedImageRef image = RenderedImage::make("abc", multiples);
  const std::vector<ImageVariant> back(image->variants().begin(), image->variants().end());
  EXPECT_EQ(back, multiples);
  EXPECT_EQ(image->block_size(), 8 + 3 * 20 + 8 + 3 + 3);
}

TEST(RenderedImage, EqualsARecordOfTheSameVariantsAndBlurHash) {
  const std::string blurhash = "LEHV6nWB2yk8pyo0adR*.7kCMdnj";
  std::vector<ImageVariant> variants = two_variants();
  const RenderedImageRef image = RenderedImage::make(blurhash, variants);
  EXPECT_EQ(*image, *RenderedImage::make(blurhash, variants));
  EXPECT_NE(*image, *RenderedImage::make(blurhash.substr(1), variants));
  EXPECT_NE(*image, *RenderedImage::make(blurhash, {variants.data(), 1}));
  variants[1].hash = variants[0].hash;
  EXPECT_NE(*image, *RenderedImage::make(blurhash, variants));
}

TEST(RenderedImage, LivesAsLongAsItsLastReference) {
  RenderedImageRef kept;
  {
    const RenderedImageRef image = RenderedImage::make("abc", two_variants());
    kept = image;
  }
  EXPECT_EQ(kept->blurhash(), "abc");
  EXPECT_EQ(kept->variants()[1].width, 360u);
}

}  // namespace
}  // namespace lobbykit
