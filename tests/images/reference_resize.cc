#include "reference_resize.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lobbykit::testing {

namespace {

double srgb_to_linear(double v) {
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}
double linear_to_srgb(double v) {
  return v <= 0.0031308 ? v * 12.92 : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}

double kernel(double x, int lobes) {
  x = std::abs(x);
  if (x < 1e-12) return 1;
  if (x >= lobes) return 0;
  return std::sin(std::numbers::pi * x) / (std::numbers::pi * x) *
         std::sin(std::numbers::pi * x / lobes) / (std::numbers::pi * x / lobes);
}

/// For one output position: (source index, weight) pairs, edges repeated.
std::vector<std::pair<int, double>> taps(int in_size, double start, double length, int out_size,
                                         int i, LanczosKernel lanczos) {
  const double scale = length / out_size, widen = std::max(1.0, scale) * lanczos.blur;
  const double centre = start + (i + 0.5) * scale;
  std::vector<std::pair<int, double>> out;
  double sum = 0;
  for (int t = static_cast<int>(std::floor(centre - lanczos.lobes * widen)) - 1;
       t <= static_cast<int>(std::ceil(centre + lanczos.lobes * widen)) + 1; ++t) {
    double w = kernel((t + 0.5 - centre) / widen, lanczos.lobes);
    if (w == 0) continue;
    out.emplace_back(std::clamp(t, 0, in_size - 1), w);
    sum += w;
  }
  for (auto& tap : out) tap.second /= sum;
  return out;
}

}  // namespace

Pixels8 reference_resize(const Pixels8& source, const CropWindow& window, std::uint32_t width,
                         std::uint32_t height, LanczosKernel lanczos) {
  const int in_w = static_cast<int>(source.width), in_h = static_cast<int>(source.height);
  std::vector<double> linear(std::size_t(in_w) * in_h * 4);
  for (int y = 0; y < in_h; ++y) {
    for (int x = 0; x < in_w; ++x) {
      const std::uint8_t* p = source.data.data() + (std::size_t(y) * in_w + x) * source.channels;
      double rgb[3];
      for (int c = 0; c < 3; ++c) rgb[c] = srgb_to_linear(p[source.channels == 1 ? 0 : c] / 255.0);
      double alpha = source.channels == 4 ? p[3] / 255.0 : 1.0;
      double* out = &linear[(std::size_t(y) * in_w + x) * 4];
      for (int c = 0; c < 3; ++c) out[c] = rgb[c] * alpha;
      out[3] = alpha;
    }
  }
  // columns first here (the resampler does rows first): the result is the same
  std::vector<double> across(std::size_t(width) * in_h * 4, 0.0);
  for (std::uint32_t x = 0; x < width; ++x) {
    for (auto [sx, w] : taps(in_w, window.x, window.width, static_cast<int>(width),
                             static_cast<int>(x), lanczos)) {
      for (int y = 0; y < in_h; ++y) {
        for (int c = 0; c < 4; ++c)
          across[(std::size_t(y) * width + x) * 4 + c] +=
              w * linear[(std::size_t(y) * in_w + sx) * 4 + c];
      }
    }
  }
  Pixels8 out;
  out.width = width;
  out.height = height;
  out.channels = source.channels == 4 ? 4 : 3;
  out.data.resize(std::size_t(width) * height * out.channels);
  for (std::uint32_t y = 0; y < height; ++y) {
    auto row_taps =
        taps(in_h, window.y, window.height, static_cast<int>(height), static_cast<int>(y), lanczos);
    for (std::uint32_t x = 0; x < width; ++x) {
      double sum[4] = {0, 0, 0, 0};
      for (auto [sy, w] : row_taps) {
        for (int c = 0; c < 4; ++c) sum[c] += w * across[(std::size_t(sy) * width + x) * 4 + c];
      }
      double alpha = std::clamp(sum[3], 0.0, 1.0);
      std::uint8_t* o = out.data.data() + (std::size_t(y) * width + x) * out.channels;
      for (int c = 0; c < 3; ++c) {
        double v = alpha > 0 ? sum[c] / alpha : 0;
        o[c] =
            static_cast<std::uint8_t>(std::lround(linear_to_srgb(std::clamp(v, 0.0, 1.0)) * 255));
      }
      if (out.channels == 4) o[3] = static_cast<std::uint8_t>(std::lround(alpha * 255));
    }
  }
  return out;
}

}  // namespace lobbykit::testing
