// What the output publishes for an image a content file names: the
// thumbnails the images part made of it (a WebP per display density and a
// BlurHash placeholder), or the file as it is. The images part produces it,
// the pipeline hands it to the emitters: neither needs the other. The
// thumbnails' record (rendered_image.h) and their bytes (a WebpStore) are
// kept apart: every image's record is held for the whole build, its bytes
// only while the output writes them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>

#include "codegen/output_tree.h"
#include "codegen/rendered_image.h"
#include "core/fatal_error.h"

namespace lobbykit {

/// Where the images part left the WebP bytes of the images it made or found
/// in its cache, to be read only if the output must write them. One store
/// serves every image of a cache, which keeps a number in it: a build holds
/// no bytes and no reader per image, however many it publishes. Its
/// load(image, index) gives the bytes of variants()[index] of the store's
/// image `image`, as its record's size and hash say; the output takes that
/// size and hash from the record too, through identity.
class WebpStore : public LazySource {
 public:
  /// The record of the store's image `image`. REQUIRES: the store has it.
  [[nodiscard]] virtual const RenderedImage& record(std::size_t image) const = 0;

  [[nodiscard]] Identity identity(std::size_t image, std::size_t index) const final;
};

static_assert(std::is_same_v<VariantHash, LazySource::Hash>,
              "a variant's hash names its file and goes into the output manifest as it is");

inline LazySource::Identity WebpStore::identity(std::size_t image, std::size_t index) const {
  const auto variants = record(image).variants();
  if (index >= variants.size()) {
    throw FatalError("internal error: an image's thumbnails have no variant " +
                     std::to_string(index));
  }
  const ImageVariant variant = variants[index];  // made up from the record (rendered_image.h)
  return {variant.hash, variant.size};
}

/// An image's place in a WebpStore.
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
  /// Where the thumbnails made of it are; empty for an image published as it is.
  StoredWebp webp;

  /// The thumbnails' record, which their store holds; null for an image
  /// published as it is. (Held here too, it was 8 bytes more an image.)
  [[nodiscard]] const RenderedImage* rendered() const {
    return webp ? &webp.store->record(webp.image) : nullptr;
  }
};

}  // namespace lobbykit
