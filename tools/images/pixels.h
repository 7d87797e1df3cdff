// The two pixel buffers the image pipeline passes between its stages: 8-bit
// sRGB as codecs read and write it, and linear-light float for resampling.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace lobbykit {

/// An allocator that leaves a value-less element uninitialised: a pixel
/// buffer is written whole by whatever makes it (a decoder, the resampler,
/// the encoder), so zero-filling it first is only work. A value given
/// (`PixelBytes(n, 0)`) is still written.
template <typename T>
struct NoFillAllocator : std::allocator<T> {
  template <typename U>
  struct rebind {
    using other = NoFillAllocator<U>;
  };
  NoFillAllocator() = default;
  template <typename U>
  explicit NoFillAllocator(const NoFillAllocator<U>& /*other*/) noexcept {}

  template <typename U>
  void construct(U* place) noexcept {
    ::new (static_cast<void*>(place)) U;
  }
  template <typename U, typename... Args>
  void construct(U* place, Args&&... args) {
    ::new (static_cast<void*>(place)) U(std::forward<Args>(args)...);
  }
};

using PixelBytes = std::vector<std::uint8_t, NoFillAllocator<std::uint8_t>>;
using PixelFloats = std::vector<float, NoFillAllocator<float>>;

/// 8-bit sRGB pixels, rows packed, straight (not premultiplied) alpha.
/// `channels` is 1 (grey), 3 (RGB) or 4 (RGBA).
struct Pixels8 {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  int channels = 3;
  PixelBytes data;

  [[nodiscard]] bool has_alpha() const { return channels == 4; }
  [[nodiscard]] std::size_t stride() const { return std::size_t(width) * std::size_t(channels); }
};

/// Linear-light floats in [0, 1], rows packed: RGBA with premultiplied
/// alpha, or RGB when opaque (a quarter less to filter and encode than an
/// alpha of 1 everywhere). The space in which resampling is done, so
/// averages of light are right and transparent edges get no dark fringe.
struct LinearImage {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  bool has_alpha = false;
  PixelFloats floats;  ///< width * height * channels()

  [[nodiscard]] int channels() const { return has_alpha ? 4 : 3; }
  [[nodiscard]] const float* row(std::uint32_t y) const {
    return floats.data() + std::size_t(y) * width * channels();
  }
};

}  // namespace lobbykit
