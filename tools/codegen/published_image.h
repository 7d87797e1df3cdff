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

#include "codegen/output_tree.h"
#include "codegen/rendered_image.h"

namespace lobbykit {

/// Where the images part left the WebP bytes of the images it made or found
/// in its cache, to be read only if the output must write them. One store
/// serves every image of a cache, which keeps a number in it: a build holds
/// no bytes and no reader per image, however many it publishes. Its
/// load(image, index) gives the bytes of variants()[index] of the store's
/// image `image`, as its record's size and hash say.
class WebpStore : public LazySource {};

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
  /// The thumbnails made of it; null for an image published as it is.
  RenderedImageRef rendered;
  /// Where the thumbnails' bytes are. REQUIRES: set when `rendered` is.
  StoredWebp webp;
};

}  // namespace lobbykit
