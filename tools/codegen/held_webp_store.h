// The WebP bytes of one image made without a cache, held in memory until
// the output writes them: the record (rendered_image.h) keeps none.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "codegen/published_image.h"

namespace lobbykit {

class HeldWebpStore final : public WebpStore {
 public:
  /// webp[i]: the bytes of record->variants()[i].
  HeldWebpStore(RenderedImageRef record, std::vector<std::string> webp)
      : record_(std::move(record)), webp_(std::move(webp)) {}

  /// The store's one image is 0.
  [[nodiscard]] std::string load(std::size_t /*image*/, std::size_t index) const override {
    return webp_.at(index);
  }
  [[nodiscard]] const RenderedImage& record(std::size_t /*image*/) const override {
    return *record_;
  }

 private:
  RenderedImageRef record_;
  std::vector<std::string> webp_;
};

/// `webp` as the place of the bytes of `record`'s variants.
inline StoredWebp held_webp(RenderedImageRef record, std::vector<std::string> webp) {
  return {std::make_shared<const HeldWebpStore>(std::move(record), std::move(webp)), 0};
}

}  // namespace lobbykit
