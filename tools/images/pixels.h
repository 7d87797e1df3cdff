// The two pixel buffers the image pipeline passes between its stages: 8-bit
// sRGB as codecs read and write it, and linear-light float for resampling.
#pragma once

#include <cstdint>
#include <vector>

namespace lobbykit {

/// 8-bit sRGB pixels, rows packed, straight (not premultiplied) alpha.
/// `channels` is 1 (grey), 3 (RGB) or 4 (RGBA).
struct Pixels8 {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  int channels = 3;
  std::vector<std::uint8_t> data;

  [[nodiscard]] bool has_alpha() const { return channels == 4; }
  [[nodiscard]] std::size_t stride() const { return std::size_t(width) * std::size_t(channels); }
};

/// Linear-light RGBA floats in [0, 1] with premultiplied alpha, rows packed:
/// the space in which resampling is done, so averages of light are right and
/// transparent edges get no dark fringe.
struct LinearImage {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  bool has_alpha = false;
  std::vector<float> rgba;  ///< width * height * 4

  [[nodiscard]] const float* row(std::uint32_t y) const {
    return rgba.data() + std::size_t(y) * width * 4;
  }
};

}  // namespace lobbykit
