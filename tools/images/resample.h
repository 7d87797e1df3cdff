// Separable Lanczos resampling in linear light (Lanczos-3 from the source),
// with premultiplied alpha.
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
  PixelFloats weights;  ///< out_size * taps, every one written
};

/// A Lanczos kernel: `lobes` lobes, stretched by `blur` (1 keeps it as is,
/// more is softer).
struct LanczosKernel {
  int lobes = 3;
  double blur = 1;
};

/// Lanczos-3, the kernel every image is made with from its source.
inline constexpr LanczosKernel kLanczos3{3, 1};

/// The kernel a smaller density is made with from the largest one (a 2x
/// reduce of pixels Lanczos-3 has already filtered). A second Lanczos-3
/// keeps every bit of detail and ringing for the smaller size, which the
/// encoder pays for: this softer kernel makes the 1x files of the benchmark
/// corpus 5.7% smaller, at an SSIM against the float Lanczos-3 reference
/// still above vipsthumbnail's and sharp's (README, thumbnail benchmark).
inline constexpr LanczosKernel kSmallerDensity{2, 1.15};

/// The Lanczos kernel of `lobes` lobes: sinc(x) * sinc(x / lobes) for |x| < lobes, else 0.
double lanczos(double x, int lobes);

/// Weights mapping [start, start + length) of an axis of `in_size` pixels
/// onto `out_size` pixels, each row summing to 1.
/// REQUIRES: in_size > 0, out_size > 0, length > 0, kernel.blur >= 1.
AxisWeights lanczos_weights(std::uint32_t in_size, double start, double length,
                            std::uint32_t out_size, LanczosKernel kernel = kLanczos3);

/// Resamples `window` of 8-bit sRGB pixels to out_width x out_height.
/// Rows are converted to linear light through a lookup table as the filter
/// first needs them, so memory stays proportional to a few rows.
LinearImage resample_lanczos(const Pixels8& source, const CropWindow& window,
                             std::uint32_t out_width, std::uint32_t out_height,
                             LanczosKernel kernel = kLanczos3);

/// The same for a linear image (a smaller variant made from a larger one).
LinearImage resample_lanczos(const LinearImage& source, const CropWindow& window,
                             std::uint32_t out_width, std::uint32_t out_height,
                             LanczosKernel kernel = kLanczos3);

/// The whole image as a window.
template <typename Image>
CropWindow whole(const Image& image) {
  return {0, 0, double(image.width), double(image.height)};
}

}  // namespace lobbykit
