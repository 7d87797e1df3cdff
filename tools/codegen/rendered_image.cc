#include "codegen/rendered_image.h"

#include <limits>
#include <new>
#include <stdexcept>
#include <type_traits>

namespace lobbykit {

namespace {

/// Whether every variant is its density times the first one's size over
/// its density, with a density of one byte: then the record keeps that
/// size once.
bool multiples_of_one_size(std::span<const ImageVariant> variants) {
  if (variants.empty()) return false;
  const ImageVariant& first = variants.front();
  if (first.density <= 0) return false;
  const auto density = static_cast<std::uint32_t>(first.density);
  if (first.width % density != 0 || first.height % density != 0) return false;
  const std::uint32_t width = first.width / density;
  const std::uint32_t height = first.height / density;
  for (const ImageVariant& variant : variants) {
    if (variant.density <= 0 || variant.density > std::numeric_limits<std::uint8_t>::max())
      return false;
    const auto times = static_cast<std::uint64_t>(variant.density);
    if (variant.width != width * times || variant.height != height * times) return false;
  }
  return true;
}

}  // namespace

RenderedImageRef RenderedImage::make(std::string_view blurhash,
                                     std::span<const ImageVariant> variants) {
  constexpr std::size_t kMost = std::numeric_limits<std::uint8_t>::max();
  if (variants.size() > kMost || blurhash.size() > kMost)
    throw std::length_error("a rendered image's record holds fewer than 256 of each");
  const bool by_density = multiples_of_one_size(variants);
  void* block = ::operator new(block_size(variants.size(), blurhash.size(), by_density));
  auto* image = new (block) RenderedImage(static_cast<std::uint8_t>(variants.size()),
                                          static_cast<std::uint8_t>(blurhash.size()), by_density);
  auto* body = reinterpret_cast<std::byte*>(image + 1);
  auto write = [&](std::size_t offset, const auto& value) {
    static_assert(std::is_trivially_copyable_v<std::remove_cvref_t<decltype(value)>>);
    std::memcpy(body + offset, &value, sizeof(value));
  };
  const std::size_t shapes = image->shapes_offset();
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const ImageVariant& variant = variants[i];
    write(i * sizeof(File), File{variant.size, variant.hash});
    if (by_density) {
      write(shapes + sizeof(Base) + i, static_cast<std::uint8_t>(variant.density));
    } else {
      write(shapes + i * sizeof(Shape), Shape{variant.density, variant.width, variant.height});
    }
  }
  if (by_density) {
    const ImageVariant& first = variants.front();
    const auto density = static_cast<std::uint32_t>(first.density);
    write(shapes, Base{first.width / density, first.height / density});
  }
  std::memcpy(body + image->blurhash_offset(), blurhash.data(), blurhash.size());
  return RenderedImageRef(image);
}

ImageVariant RenderedImage::variant(std::size_t index) const {
  const auto file = read<File>(index * sizeof(File));
  if (by_density_) {
    const auto base = read<Base>(shapes_offset());
    const auto density = read<std::uint8_t>(shapes_offset() + sizeof(Base) + index);
    return {density, base.width * density, base.height * density, file.size, file.hash};
  }
  const auto shape = read<Shape>(shapes_offset() + index * sizeof(Shape));
  return {shape.density, shape.width, shape.height, file.size, file.hash};
}

bool operator==(const RenderedImage& a, const RenderedImage& b) {
  if (a.blurhash() != b.blurhash() || a.variant_count_ != b.variant_count_) return false;
  for (std::size_t i = 0; i < a.variant_count_; ++i) {
    if (a.variant(i) != b.variant(i)) return false;
  }
  return true;
}

void intrusive_ptr_release(const RenderedImage* image) {
  if (image->references_.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  // the body is bytes: the header is all there is to end
  image->~RenderedImage();
  ::operator delete(const_cast<RenderedImage*>(image));
}

}  // namespace lobbykit
