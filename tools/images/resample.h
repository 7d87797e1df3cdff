// Separable Lanczos-3 resampling in linear light, with premultiplied alpha.
//
// A source rectangle (fractional edges allowed, for crops around a focal
// point) is mapped onto an output size: when reducing, the kernel is widened
// by the reduction factor so every source pixel contributes; taps that fall
// outside the source repeat its edge pixels. Rows are filtered first (the
// vectorised pass that reads the most data), then columns.
#pragma once

#include <cstdint>
#include <vector>

#include "images/pixels.h"

namespace lobbykit {

/// A rectangle of the source image in source pixels; pixel (x, y) covers
/// [x, x + 1) x [y, y + 1).
struct CropWindow {
  double x = 0;
  double y = 0;
  double width = 0;
  double height = 0;
};

/// The filter of one axis: output i is the sum over k < taps of
/// weights[i * taps + k] * input[first[i] + k], every index in range.
struct AxisWeights {
  std::uint32_t taps = 0;
  std::vector<std::uint32_t> first;
  std::vector<float> weights;
};

/// The Lanczos-3 kernel: sinc(x) * sinc(x / 3) for |x| < 3, else 0.
double lanczos3(double x);

/// Weights mapping [start, start + length) of an axis of `in_size` pixels
/// onto `out_size` pixels, each row summing to 1.
/// REQUIRES: in_size > 0, out_size > 0, length > 0.
AxisWeights lanczos3_weights(std::uint32_t in_size, double start, double length,
                             std::uint32_t out_size);

/// Resamples `window` of 8-bit sRGB pixels to out_width x out_height.
/// Rows are converted to linear light through a lookup table as the filter
/// first needs them, so memory stays proportional to a few rows.
LinearImage resample_lanczos3(const Pixels8& source, const CropWindow& window,
                              std::uint32_t out_width, std::uint32_t out_height);

/// The same for a linear image (a smaller variant made from a larger one).
LinearImage resample_lanczos3(const LinearImage& source, const CropWindow& window,
                              std::uint32_t out_width, std::uint32_t out_height);

/// The whole image as a window.
template <typename Image>
CropWindow whole(const Image& image) {
  return {0, 0, double(image.width), double(image.height)};
}

}  // namespace lobbykit
