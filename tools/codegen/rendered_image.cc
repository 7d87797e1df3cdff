#include "codegen/rendered_image.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>
#include <type_traits>

namespace lobbykit {

RenderedImageRef RenderedImage::make(std::string_view blurhash,
                                     std::span<const ImageVariant> variants) {
  constexpr std::size_t kMost = std::numeric_limits<std::uint16_t>::max();
  if (variants.size() > kMost || blurhash.size() > kMost)
    throw std::length_error("a rendered image's record holds fewer than 65,536 of each");
  void* block = ::operator new(block_size(variants.size(), blurhash.size()));
  auto* image = new (block) RenderedImage(static_cast<std::uint16_t>(variants.size()),
                                          static_cast<std::uint16_t>(blurhash.size()));
  auto* first = reinterpret_cast<ImageVariant*>(image + 1);
  std::uninitialized_copy(variants.begin(), variants.end(), first);
  std::copy(blurhash.begin(), blurhash.end(), reinterpret_cast<char*>(first + variants.size()));
  return RenderedImageRef(image);
}

void intrusive_ptr_release(const RenderedImage* image) {
  if (image->references_.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  // ImageVariant is trivially destructible: the header is all there is to end
  static_assert(std::is_trivially_destructible_v<ImageVariant>);
  image->~RenderedImage();
  ::operator delete(const_cast<RenderedImage*>(image));
}

}  // namespace lobbykit
