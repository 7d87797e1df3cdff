// The record of an image's thumbnails: each variant's size and content hash
// (not its bytes) and the BlurHash. A build holds one per image, shared by
// the thumbnail cache's index and the output, so it is laid out in one heap
// block: a small header, each variant's file (size and hash), the variants'
// pixel sizes, and the BlurHash's characters end to end, counted by the
// references to it. The pixel sizes are almost always one size times each
// density (render_thumbnails makes the smaller ones so): then that size is
// kept once with a byte per density. A record of two variants and a
// 28-character BlurHash takes 86 bytes so, where a whole ImageVariant per
// variant took 100 (and a malloc chunk of 112 rather than 96). (As a
// std::vector of variants and a std::string behind a std::shared_ptr it
// took three blocks, 288 bytes.)
#pragma once

#include <atomic>
#include <boost/smart_ptr/intrusive_ptr.hpp>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
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
  /// REQUIRES: fewer than 256 of each (a BlurHash has at most 166 characters).
  static RenderedImageRef make(std::string_view blurhash, std::span<const ImageVariant> variants);

  RenderedImage(const RenderedImage&) = delete;
  RenderedImage& operator=(const RenderedImage&) = delete;

  /// The variants, each made up from the record as it is asked for: a view
  /// of values, which lives no longer than the record.
  class Variants {
   public:
    class Iterator {
     public:
      using iterator_category = std::input_iterator_tag;
      using value_type = ImageVariant;
      using difference_type = std::ptrdiff_t;
      using pointer = void;
      using reference = ImageVariant;

      Iterator() = default;
      Iterator(const RenderedImage* image, std::size_t index) : image_(image), index_(index) {}
      ImageVariant operator*() const { return image_->variant(index_); }
      Iterator& operator++() {
        ++index_;
        return *this;
      }
      Iterator operator++(int) {
        Iterator before = *this;
        ++index_;
        return before;
      }
      bool operator==(const Iterator& other) const { return index_ == other.index_; }

     private:
      const RenderedImage* image_ = nullptr;
      std::size_t index_ = 0;
    };

    explicit Variants(const RenderedImage& image) : image_(&image) {}
    [[nodiscard]] std::size_t size() const { return image_->variant_count_; }
    [[nodiscard]] bool empty() const { return size() == 0; }
    ImageVariant operator[](std::size_t index) const { return image_->variant(index); }
    [[nodiscard]] ImageVariant front() const { return image_->variant(0); }
    [[nodiscard]] Iterator begin() const { return {image_, 0}; }
    [[nodiscard]] Iterator end() const { return {image_, size()}; }

   private:
    const RenderedImage* image_;
  };

  [[nodiscard]] Variants variants() const { return Variants(*this); }
  [[nodiscard]] std::string_view blurhash() const {
    return {reinterpret_cast<const char*>(body() + blurhash_offset()), blurhash_size_};
  }
  /// The same variants and BlurHash.
  friend bool operator==(const RenderedImage& a, const RenderedImage& b);

  /// The bytes of its block, header included.
  [[nodiscard]] std::size_t block_size() const {
    return block_size(variant_count_, blurhash_size_, by_density_);
  }

 private:
  // What the block keeps of each variant: its file, then its pixel size,
  // one way or the other.
  struct File {
    std::uint32_t size = 0;
    VariantHash hash;
  };
  struct Shape {  ///< a variant's own pixel size
    int density = 1;
    std::uint32_t width = 0;
    std::uint32_t height = 0;
  };
  struct Base {  ///< the one size every variant is a multiple of
    std::uint32_t width = 0;
    std::uint32_t height = 0;
  };

  RenderedImage(std::uint8_t variant_count, std::uint8_t blurhash_size, bool by_density)
      : variant_count_(variant_count), blurhash_size_(blurhash_size), by_density_(by_density) {}
  ~RenderedImage() = default;

  static std::size_t shapes_size(std::size_t variants, bool by_density) {
    return by_density ? sizeof(Base) + variants : variants * sizeof(Shape);
  }
  static std::size_t block_size(std::size_t variants, std::size_t blurhash, bool by_density) {
    return sizeof(RenderedImage) + variants * sizeof(File) + shapes_size(variants, by_density) +
           blurhash;
  }
  // The files start right after the header, the shapes after the files, the
  // BlurHash after the shapes. Everything is read and written with memcpy:
  // only the header is an object of its own.
  [[nodiscard]] const std::byte* body() const {
    return reinterpret_cast<const std::byte*>(this + 1);
  }
  [[nodiscard]] std::size_t shapes_offset() const { return variant_count_ * sizeof(File); }
  [[nodiscard]] std::size_t blurhash_offset() const {
    return shapes_offset() + shapes_size(variant_count_, by_density_);
  }
  template <typename T>
  [[nodiscard]] T read(std::size_t offset) const {
    T out;
    std::memcpy(&out, body() + offset, sizeof(T));
    return out;
  }
  [[nodiscard]] ImageVariant variant(std::size_t index) const;

  friend void intrusive_ptr_add_ref(const RenderedImage* image) {
    image->references_.fetch_add(1, std::memory_order_relaxed);
  }
  friend void intrusive_ptr_release(const RenderedImage* image);

  mutable std::atomic<std::uint32_t> references_{0};
  std::uint8_t variant_count_;
  std::uint8_t blurhash_size_;
  bool by_density_;  ///< the shapes are a Base and a byte per density
};

}  // namespace lobbykit
