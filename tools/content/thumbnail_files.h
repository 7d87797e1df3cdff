// ThumbnailFiles: a WebpStore's thumbnails as the output tree stages them,
// by the store's numbers (image, variant), each file named when the tree
// asks: by thumbnail_media_path, from the path of the image the store keeps
// a view of and the variant its record gives. So the tree holds no path of
// a thumbnail (40,000 at 20,000 games, 2.9 MB), and the one code that
// names thumbnails names them there too.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "codegen/output_tree.h"
#include "codegen/published_image.h"

namespace lobbykit {

class ThumbnailFiles final : public LazySource {
 public:
  /// REQUIRES: a store.
  explicit ThumbnailFiles(std::shared_ptr<const WebpStore> store) : store_(std::move(store)) {}

  [[nodiscard]] const std::shared_ptr<const WebpStore>& store() const { return store_; }

  /// Variant `index` of the store's image `image`.
  [[nodiscard]] std::string load(std::size_t image, std::size_t index) const override {
    return store_->load(image, index);
  }
  [[nodiscard]] Identity identity(std::size_t image, std::size_t index) const override {
    return store_->identity(image, index);
  }
  void path(std::size_t image, std::size_t index, std::string& path) const override;

 private:
  std::shared_ptr<const WebpStore> store_;
};

}  // namespace lobbykit
