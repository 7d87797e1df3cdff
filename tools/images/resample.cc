#include "images/resample.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "images/resample_kernels.h"
#include "images/srgb.h"

namespace lobbykit {

namespace {

/// Hands the filter linear RGBA rows of the columns [column_begin, column_end).
class LinearRows {
 public:
  LinearRows(const LinearImage& image, std::uint32_t column_begin)
      : image_(image), column_begin_(column_begin) {}
  const float* row(std::uint32_t y) { return image_.row(y) + std::size_t(column_begin_) * 4; }

 private:
  const LinearImage& image_;
  std::uint32_t column_begin_;
};

/// Converts 8-bit sRGB rows to premultiplied linear RGBA on demand, keeping
/// the last `capacity` rows. The vertical filter asks for rows in a window
/// that only moves down, and the window's rows map to distinct slots, so a
/// row is converted once and stays put while the window needs it.
class Srgb8Rows {
 public:
  Srgb8Rows(const Pixels8& image, std::uint32_t column_begin, std::uint32_t column_end,
            std::uint32_t capacity)
      : image_(image),
        column_begin_(column_begin),
        columns_(column_end - column_begin),
        capacity_(capacity),
        loaded_(capacity, UINT32_MAX),
        buffer_(std::size_t(capacity) * columns_ * 4) {}

  const float* row(std::uint32_t y) {
    std::uint32_t slot = y % capacity_;
    float* out = buffer_.data() + std::size_t(slot) * columns_ * 4;
    if (loaded_[slot] != y) {
      convert(y, out);
      loaded_[slot] = y;
    }
    return out;
  }

 private:
  void convert(std::uint32_t y, float* out) const {
    const auto& linear = srgb::to_linear_table();
    const int channels = image_.channels;
    const std::uint8_t* in =
        image_.data.data() + y * image_.stride() + std::size_t(column_begin_) * channels;
    if (channels == 3) {
      for (std::uint32_t x = 0; x < columns_; ++x, in += 3, out += 4) {
        out[0] = linear[in[0]];
        out[1] = linear[in[1]];
        out[2] = linear[in[2]];
        out[3] = 1;
      }
    } else if (channels == 4) {
      for (std::uint32_t x = 0; x < columns_; ++x, in += 4, out += 4) {
        // alpha is linear coverage already; colour is premultiplied by it
        float alpha = in[3] * (1.0f / 255);
        out[0] = linear[in[0]] * alpha;
        out[1] = linear[in[1]] * alpha;
        out[2] = linear[in[2]] * alpha;
        out[3] = alpha;
      }
    } else {
      for (std::uint32_t x = 0; x < columns_; ++x, in += 1, out += 4) {
        out[0] = out[1] = out[2] = linear[in[0]];
        out[3] = 1;
      }
    }
  }

  const Pixels8& image_;
  std::uint32_t column_begin_;
  std::uint32_t columns_;
  std::uint32_t capacity_;
  std::vector<std::uint32_t> loaded_;
  std::vector<float> buffer_;
};

struct ColumnSpan {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
};

ColumnSpan span_of(const AxisWeights& axis) {
  auto [low, high] = std::minmax_element(axis.first.begin(), axis.first.end());
  return {*low, *high + axis.taps};
}

/// Both axes' weights, and the source columns the horizontal ones read.
struct PlaneFilter {
  AxisWeights horizontal;
  AxisWeights vertical;
  ColumnSpan span;
};

PlaneFilter plane_filter(std::uint32_t width, std::uint32_t height, const CropWindow& window,
                         std::uint32_t out_width, std::uint32_t out_height, LanczosKernel kernel) {
  PlaneFilter filter{lanczos_weights(width, window.x, window.width, out_width, kernel),
                     lanczos_weights(height, window.y, window.height, out_height, kernel),
                     {}};
  filter.span = span_of(filter.horizontal);
  return filter;
}

template <typename RowSource>
LinearImage resample_rows(RowSource& rows, const PlaneFilter& filter, std::uint32_t out_width,
                          std::uint32_t out_height, bool has_alpha) {
  const auto& [horizontal, vertical, span] = filter;
  LinearImage out{out_width, out_height, has_alpha,
                  std::vector<float>(std::size_t(out_width) * out_height * 4)};
  std::vector<std::uint32_t> first(horizontal.first);
  for (auto& f : first) f -= span.begin;
  std::vector<float> column_sums(std::size_t(span.end - span.begin) * 4);
  std::vector<const float*> taps(vertical.taps);
  for (std::uint32_t y = 0; y < out_height; ++y) {
    for (std::uint32_t k = 0; k < vertical.taps; ++k) taps[k] = rows.row(vertical.first[y] + k);
    kernels::weighted_row_sum(taps.data(), vertical.weights.data() + std::size_t(y) * vertical.taps,
                              vertical.taps, column_sums.size(), column_sums.data());
    kernels::weighted_pixel_sum(column_sums.data(), first.data(), horizontal.weights.data(),
                                horizontal.taps, out_width,
                                out.rgba.data() + std::size_t(y) * out_width * 4);
  }
  return out;
}

}  // namespace

double lanczos(double x, int lobes) {
  x = std::abs(x);
  if (x < 1e-9) return 1;
  if (x >= lobes) return 0;
  const double pi_x = std::numbers::pi * x;
  return lobes * std::sin(pi_x) * std::sin(pi_x / lobes) / (pi_x * pi_x);
}

AxisWeights lanczos_weights(std::uint32_t in_size, double start, double length,
                            std::uint32_t out_size, LanczosKernel kernel) {
  const double scale = length / out_size;
  // reducing: stretch the kernel over every source pixel
  const double widen = std::max(scale, 1.0) * kernel.blur;
  const double support = kernel.lobes * widen;
  const auto last = static_cast<std::int64_t>(in_size) - 1;
  // First pass: which (clamped) source pixels each output reaches.
  std::vector<std::int64_t> low(out_size), high(out_size);
  std::int64_t taps = 1;
  for (std::uint32_t i = 0; i < out_size; ++i) {
    double centre = start + (i + 0.5) * scale;
    low[i] = std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil(centre - support - 0.5)),
                                      0, last);
    high[i] = std::clamp<std::int64_t>(
        static_cast<std::int64_t>(std::floor(centre + support - 0.5)), 0, last);
    taps = std::max(taps, high[i] - low[i] + 1);
  }
  AxisWeights axis;
  axis.taps = static_cast<std::uint32_t>(taps);
  axis.first.resize(out_size);
  axis.weights.assign(std::size_t(out_size) * axis.taps, 0.0f);
  std::vector<double> row(axis.taps);
  for (std::uint32_t i = 0; i < out_size; ++i) {
    double centre = start + (i + 0.5) * scale;
    auto first = std::min<std::int64_t>(low[i], last + 1 - taps);
    axis.first[i] = static_cast<std::uint32_t>(first);
    std::fill(row.begin(), row.end(), 0.0);
    double sum = 0;
    auto from = static_cast<std::int64_t>(std::ceil(centre - support - 0.5));
    auto to = static_cast<std::int64_t>(std::floor(centre + support - 0.5));
    for (std::int64_t t = from; t <= to; ++t) {
      double w = lanczos((t + 0.5 - centre) / widen, kernel.lobes);
      // a tap outside the source repeats the edge pixel
      row[std::clamp<std::int64_t>(t, 0, last) - first] += w;
      sum += w;
    }
    for (std::uint32_t k = 0; k < axis.taps; ++k) {
      axis.weights[std::size_t(i) * axis.taps + k] = static_cast<float>(row[k] / sum);
    }
  }
  return axis;
}

LinearImage resample_lanczos(const Pixels8& source, const CropWindow& window,
                             std::uint32_t out_width, std::uint32_t out_height,
                             LanczosKernel kernel) {
  PlaneFilter filter =
      plane_filter(source.width, source.height, window, out_width, out_height, kernel);
  Srgb8Rows rows(source, filter.span.begin, filter.span.end, filter.vertical.taps);
  return resample_rows(rows, filter, out_width, out_height, source.has_alpha());
}

LinearImage resample_lanczos(const LinearImage& source, const CropWindow& window,
                             std::uint32_t out_width, std::uint32_t out_height,
                             LanczosKernel kernel) {
  PlaneFilter filter =
      plane_filter(source.width, source.height, window, out_width, out_height, kernel);
  LinearRows rows(source, filter.span.begin);
  return resample_rows(rows, filter, out_width, out_height, source.has_alpha);
}

}  // namespace lobbykit
