// The record of an image's thumbnails: each variant's size and content hash
// (not its bytes) and the BlurHash. A build holds one per image, shared by
// the thumbnail cache's index and the output, so it is laid out in one heap
// block of about 100 bytes: a small header, the variants and the BlurHash's
// characters end to end, counted by the references to it. (As a
// std::vector of variants and a std::string behind a std::shared_ptr it
// took three blocks, 288 bytes.)
#pragma once

#include <algorithm>
#include <atomic>
#include <boost/smart_ptr/intrusive_ptr.hpp>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "codegen/image_variant.h"

namespace lobbykit {

class RenderedImage;
/// A shared record: copies point at the same block, which goes with the last.
using RenderedImageRef = boost::intrusive_ptr<const RenderedImage>;

class RenderedImage {
 public:
  /// A record of `variants` (by density, ascending) and `blurhash`.
  /// REQUIRES: fewer than 65,536 of each (a BlurHash has at most 166 characters).
  static RenderedImageRef make(std::string_view blurhash, std::span<const ImageVariant> variants);

  RenderedImage(const RenderedImage&) = delete;
  RenderedImage& operator=(const RenderedImage&) = delete;

  [[nodiscard]] std::span<const ImageVariant> variants() const {
    return {first_variant(), variant_count_};
  }
  [[nodiscard]] std::string_view blurhash() const {
    return {reinterpret_cast<const char*>(first_variant() + variant_count_), blurhash_size_};
  }
  /// The same variants and BlurHash.
  friend bool operator==(const RenderedImage& a, const RenderedImage& b) {
    return a.blurhash() == b.blurhash() && std::ranges::equal(a.variants(), b.variants());
  }

  /// The bytes of its block, header included.
  [[nodiscard]] std::size_t block_size() const {
    return block_size(variant_count_, blurhash_size_);
  }

 private:
  RenderedImage(std::uint16_t variant_count, std::uint16_t blurhash_size)
      : variant_count_(variant_count), blurhash_size_(blurhash_size) {}
  ~RenderedImage() = default;

  static std::size_t block_size(std::size_t variants, std::size_t blurhash) {
    return sizeof(RenderedImage) + variants * sizeof(ImageVariant) + blurhash;
  }
  // The variants start right after the header: it is a whole number of them apart.
  [[nodiscard]] const ImageVariant* first_variant() const {
    return reinterpret_cast<const ImageVariant*>(this + 1);
  }

  friend void intrusive_ptr_add_ref(const RenderedImage* image) {
    image->references_.fetch_add(1, std::memory_order_relaxed);
  }
  friend void intrusive_ptr_release(const RenderedImage* image);

  mutable std::atomic<std::uint32_t> references_{0};
  std::uint16_t variant_count_;
  std::uint16_t blurhash_size_;
};

static_assert(sizeof(RenderedImage) % alignof(ImageVariant) == 0 &&
                  alignof(RenderedImage) >= alignof(ImageVariant),
              "the variants follow the header without padding");

}  // namespace lobbykit
