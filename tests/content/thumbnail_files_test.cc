#include "content/thumbnail_files.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "codegen/held_webp_store.h"
#include "content/catalogue_emitter.h"
#include "core/fatal_error.h"

namespace lobbykit {
namespace {

class ThumbnailFilesTest : public ::testing::Test {
 protected:
  const std::vector<std::string> webp_ = {"WEBP 1x", "WEBP 2x"};
  const ImageVariant variants_[2] = {encoded_variant(1, 180, 240, webp_[0]),
                                     encoded_variant(2, 360, 480, webp_[1])};
  const std::string source_path_ = "content/games/aurora-reels/comet-chase.jpg";
  const ThumbnailFiles files_{
      held_webp(RenderedImage::make("LEHV6nWB2yk8pyo0adR*.7kCMdnj", variants_), webp_, source_path_)
          .store};
};

TEST_F(ThumbnailFilesTest, NamesEachVariantAsThumbnailMediaPathDoes) {
  std::string path = "what the buffer held before";
  for (std::size_t i = 0; i < 2; ++i) {
    files_.path(0, i, path);
    EXPECT_EQ(path, thumbnail_media_path(source_path_, variants_[i], variants_[i].hash.hex()));
  }
  EXPECT_EQ(path, "media/games/aurora-reels/comet-chase.360x480." +
                      variants_[1].hash.hex().substr(0, 10) + ".webp");
}

TEST_F(ThumbnailFilesTest, NamesAVariantAgainWithoutGrowingTheBuffer) {
  std::string path;
  files_.path(0, 1, path);
  const std::string first = path;
  const char* bytes = path.data();
  files_.path(0, 1, path);
  EXPECT_EQ(path, first);
  EXPECT_EQ(path.data(), bytes) << "the same buffer, not a new one";
}

TEST_F(ThumbnailFilesTest, GivesTheStoresBytesHashAndSize) {
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(files_.load(0, i), webp_[i]);
    const LazySource::Identity identity = files_.identity(0, i);
    EXPECT_EQ(identity.hash, variants_[i].hash);
    EXPECT_EQ(identity.size, webp_[i].size());
  }
}

TEST_F(ThumbnailFilesTest, AVariantTheImageDoesNotHaveIsAnError) {
  std::string path;
  EXPECT_THROW(files_.path(0, 2, path), FatalError);
  EXPECT_THROW(static_cast<void>(files_.identity(0, 2)), FatalError);
}

}  // namespace
}  // namespace lobbykit
