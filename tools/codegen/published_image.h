// What the output publishes for an image a content file names: the
// thumbnails the images part made of it (a WebP per display density and a
// BlurHash placeholder), or the file as it is. The images part produces it,
// the pipeline hands it to the emitters: neither needs the other.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "codegen/output_tree.h"
#include "core/content_hash.h"
#include "core/hex_digest.h"

namespace lobbykit {

/// Hex digits of a variant's content hash, which names the published file
/// and is what the output manifest records for it.
inline constexpr std::size_t kVariantHashDigits = 32;
/// A variant's content hash, kept as its 16 bytes: a build holds one per
/// variant of every image, and a string of 32 digits had a block of its own.
using VariantHash = HexDigest<kVariantHashDigits>;

struct ImageVariant {
  int density = 1;  ///< 1 for 1x, 2 for 2x...
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::string webp;        ///< the encoded file; empty if it was left in a WebpStore
  std::uint64_t size = 0;  ///< bytes of the encoded file
  VariantHash hash;        ///< content_hash(webp, kVariantHashDigits)
};

/// A variant holding `webp`, with its size and hash.
inline ImageVariant encoded_variant(int density, std::uint32_t width, std::uint32_t height,
                                    std::string webp) {
  const VariantHash hash = *VariantHash::parse(content_hash(webp, kVariantHashDigits));
  std::uint64_t size = webp.size();
  return {density, width, height, std::move(webp), size, hash};
}

struct RenderedImage {
  std::string blurhash;
  std::vector<ImageVariant> variants;  ///< by density, ascending
};

/// Where the images part left the WebP bytes of the images it made or found
/// in its cache, to be read only if the output must write them. One store
/// serves every such image, which keeps a number in it: a build holds no
/// bytes and no reader per image, however many it publishes. Its
/// load(image, index) gives the bytes of variants[index] of the store's
/// image `image`, as its record's size and hash say.
class WebpStore : public LazySource {};

/// An image's place in a WebpStore; empty when its variants hold their bytes.
struct StoredWebp {
  std::shared_ptr<const WebpStore> store;
  std::size_t image = 0;

  explicit operator bool() const { return store != nullptr; }
  [[nodiscard]] std::string load(std::size_t index) const { return store->load(image, index); }
};

/// One image as the output publishes it.
struct PublishedImage {
  /// The intrinsic size of an image published as it is (0 for an SVG).
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  /// The thumbnails made of it; null for an image published as it is.
  std::shared_ptr<const RenderedImage> rendered;
  /// Where the thumbnails' bytes are, when `rendered`'s variants are without them.
  StoredWebp webp;
};

}  // namespace lobbykit
