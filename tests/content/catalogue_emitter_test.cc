// Where the emitter publishes images.
#include "content/catalogue_emitter.h"

#include <gtest/gtest.h>

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

/// The name fs::path gives a variant of `content_path`: what
/// thumbnail_media_path gave before it cut the path as a string.
std::string named_by_fs_path(const std::string& content_path, const ImageVariant& variant,
                             std::string_view hash) {
  fs::path path = fs::path(content_path).lexically_relative("content");
  std::string name = path.stem().string() + "." + std::to_string(variant.width) + "x" +
                     std::to_string(variant.height) + "." + std::string(hash.substr(0, 10)) +
                     ".webp";
  return ("media" / path.parent_path() / name).generic_string();
}

TEST(CatalogueEmitter, NamesAThumbnailVariantByFolderStemSizeAndHash) {
  ImageVariant variant;
  variant.width = 360;
  variant.height = 480;
  const std::string hash = "0123456789abcdef0123456789abcdef";
  EXPECT_EQ(thumbnail_media_path("content/games/aurora-reels/comet-chase.jpg", variant, hash),
            "media/games/aurora-reels/comet-chase.360x480.0123456789.webp");
  for (const std::string path :
       {"content/games/a/b.png", "content/logo.webp", "content/games/a/b.c.jpeg",
        "content/avatars/.hidden.png", "content/games/a/noextension", "content/a/./b.png"}) {
    EXPECT_EQ(thumbnail_media_path(path, variant, hash), named_by_fs_path(path, variant, hash))
        << path;
  }
}

}  // namespace
}  // namespace lobbykit
