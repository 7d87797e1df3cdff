#include "images/resample.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "images/resample_kernels.h"
#include "images/srgb.h"

namespace lobbykit {

namespace {

/// Hands the filter linear rows (RGBA, or opaque RGB) of the columns
/// [column_begin, column_end).
class LinearRows {
 public:
  LinearRows(const LinearImage& image, std::uint32_t column_begin)
      : image_(image), column_begin_(column_begin) {}
  const float* row(std::uint32_t y) {
    return image_.row(y) + std::size_t(column_begin_) * floats_per_pixel();
  }
  int floats_per_pixel() const { return image_.channels(); }

 private:
  const LinearImage& image_;
  std::uint32_t column_begin_;
};

/// Converts 8-bit sRGB rows to linear light on demand, keeping the last
/// `capacity` rows. The vertical filter asks for rows in a window that only
/// moves down, and the window's rows map to distinct slots, so a row is
/// converted once and stays put while the window needs it. Opaque RGB and
/// grey become 3 floats a pixel, RGBA premultiplied RGBA.
class Srgb8Rows {
 public:
  Srgb8Rows(const Pixels8& image, std::uint32_t column_begin, std::uint32_t column_end,
            std::uint32_t capacity)
      : image_(image),
        column_begin_(column_begin),
        columns_(column_end - column_begin),
        capacity_(capacity),
        loaded_(capacity, UINT32_MAX),
        buffer_(std::size_t(capacity) * columns_ * floats_per_pixel()) {}

  const float* row(std::uint32_t y) {
    std::uint32_t slot = y % capacity_;
    float* out = buffer_.data() + std::size_t(slot) * columns_ * floats_per_pixel();
    if (loaded_[slot] != y) {
      convert(y, out);
      loaded_[slot] = y;
    }
    return out;
  }

  int floats_per_pixel() const { return image_.has_alpha() ? 4 : 3; }

 private:
  void convert(std::uint32_t y, float* out) const {
    const auto& linear = srgb::to_linear_table();
    const int channels = image_.channels;
    const std::uint8_t* in =
        image_.data.data() + y * image_.stride() + std::size_t(column_begin_) * channels;
    if (channels == 3) {
      kernels::lookup_codes(in, std::size_t(columns_) * 3, srgb::to_linear_codes(), out);
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
      for (std::uint32_t x = 0; x < columns_; ++x, in += 1, out += 3)
        out[0] = out[1] = out[2] = linear[in[0]];
    }
  }

  const Pixels8& image_;
  std::uint32_t column_begin_;
  std::uint32_t columns_;
  std::uint32_t capacity_;
  std::vector<std::uint32_t> loaded_;
  PixelFloats buffer_;  // every slot is converted before it is read
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

/// How many input rows the vertical pass reads at once: two output rows'
/// taps where they overlap (resample_rows), else one row's.
std::uint32_t rows_in_reach(const AxisWeights& vertical) {
  std::uint32_t shift = 0;
  for (std::size_t i = 1; i < vertical.first.size(); ++i)
    shift = std::max(shift, vertical.first[i] - vertical.first[i - 1]);
  return vertical.taps + std::min(shift, vertical.taps - 1);
}

template <typename RowSource>
LinearImage resample_rows(RowSource& rows, const PlaneFilter& filter, std::uint32_t out_width,
                          std::uint32_t out_height, bool has_alpha) {
  const auto& [horizontal, vertical, span] = filter;
  LinearImage out{out_width, out_height, has_alpha, {}};
  out.floats.resize(std::size_t(out_width) * out_height * out.channels());
  std::vector<std::uint32_t> first(horizontal.first);
  for (auto& f : first) f -= span.begin;
  const int floats = rows.floats_per_pixel();  // as out's: RGB stays RGB
  const std::size_t row_floats = std::size_t(span.end - span.begin) * floats;
  // 8 floats more: the horizontal kernels' last loads read past the row
  const std::size_t sums_floats = row_floats + 8;
  std::vector<float> column_sums(2 * sums_floats);  // two rows: the paired kernel takes both
  const bool paired = kernels::paired_tap_lanes() == 8;
  const std::size_t pairs = (horizontal.taps + 1) / 2;
  std::vector<float> weights_by_pair;
  if (paired) {
    weights_by_pair =
        kernels::paired_tap_weights(horizontal.weights.data(), horizontal.taps, out_width, floats);
  }
  std::vector<const float*> taps(2 * std::size_t(vertical.taps));
  for (std::uint32_t y = 0; y < out_height;) {
    // the vertical pass of one output row, or of two (the paired kernel
    // takes both; and two rows whose taps overlap share their loads)
    const std::uint32_t rows_now = paired && y + 1 < out_height ? 2 : 1;
    const float* sums[2] = {column_sums.data(), column_sums.data() + sums_floats};
    float* out_rows[2];
    for (std::uint32_t r = 0; r < rows_now; ++r)
      out_rows[r] = out.floats.data() + std::size_t(y + r) * out_width * floats;
    const float* weights = vertical.weights.data() + std::size_t(y) * vertical.taps;
    const std::uint32_t shift = rows_now == 2 ? vertical.first[y + 1] - vertical.first[y] : 0;
    if (rows_now == 2 && shift < vertical.taps) {
      for (std::uint32_t k = 0; k < vertical.taps + shift; ++k)
        taps[k] = rows.row(vertical.first[y] + k);
      kernels::weighted_row_sum_2(taps.data(), shift, weights, weights + vertical.taps,
                                  vertical.taps, row_floats, column_sums.data(),
                                  column_sums.data() + sums_floats);
    } else {
      for (std::uint32_t r = 0; r < rows_now; ++r) {
        for (std::uint32_t k = 0; k < vertical.taps; ++k)
          taps[k] = rows.row(vertical.first[y + r] + k);
        kernels::weighted_row_sum(taps.data(), weights + r * vertical.taps, vertical.taps,
                                  row_floats, column_sums.data() + r * sums_floats);
      }
    }
    if (paired) {
      kernels::paired_tap_sum(sums, rows_now, first.data(), weights_by_pair.data(), pairs,
                              out_width, floats, out_rows);
    } else {
      kernels::weighted_pixel_sum(sums[0], first.data(), horizontal.weights.data(), horizontal.taps,
                                  out_width, floats, out_rows[0]);
    }
    y += rows_now;
  }
  return out;
}

/// lanczos(x, lobes) from its two sines, sin(pi x) and sin(pi x / lobes),
/// however they were found (both odd: the sign of x does not matter).
double lanczos_of_sines(double x, int lobes, double sin_pi_x, double sin_pi_x_per_lobe) {
  x = std::abs(x);
  if (x < 1e-9) return 1;
  if (x >= lobes) return 0;
  const double pi_x = std::numbers::pi * x;
  return lobes * sin_pi_x * sin_pi_x_per_lobe / (pi_x * pi_x);
}

/// sin(angle + n * step) for n = 0, 1, 2...: a unit vector turned by `step`
/// each time (the error after the few dozen steps of a kernel is about
/// 1e-15, far below a float weight's).
class Rotation {
 public:
  /// The turn by `step`, worked out once for all of an axis's outputs.
  struct Turn {
    explicit Turn(double step) : sin(std::sin(step)), cos(std::cos(step)) {}
    double sin, cos;
  };
  Rotation(double angle, const Turn& step)
      : sin_(std::sin(angle)), cos_(std::cos(angle)), step_sin_(step.sin), step_cos_(step.cos) {}
  [[nodiscard]] double sine() const { return sin_; }
  void step() {
    const double s = sin_ * step_cos_ + cos_ * step_sin_;
    cos_ = cos_ * step_cos_ - sin_ * step_sin_;
    sin_ = s;
  }

 private:
  double sin_, cos_, step_sin_, step_cos_;
};

}  // namespace

double lanczos(double x, int lobes) {
  const double pi_x = std::numbers::pi * x;
  return lanczos_of_sines(x, lobes, std::sin(pi_x), std::sin(pi_x / lobes));
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
  axis.weights.resize(std::size_t(out_size) * axis.taps);
  std::vector<double> row(axis.taps);
  const Rotation::Turn outer_turn(std::numbers::pi / widen);
  const Rotation::Turn inner_turn(std::numbers::pi / widen / kernel.lobes);
  for (std::uint32_t i = 0; i < out_size; ++i) {
    double centre = start + (i + 0.5) * scale;
    auto first = std::min<std::int64_t>(low[i], last + 1 - taps);
    axis.first[i] = static_cast<std::uint32_t>(first);
    std::fill(row.begin(), row.end(), 0.0);
    double sum = 0;
    auto from = static_cast<std::int64_t>(std::ceil(centre - support - 0.5));
    auto to = static_cast<std::int64_t>(std::floor(centre + support - 0.5));
    // The taps' x step by 1 / widen, so both sines of lanczos() step by a
    // fixed angle: rotating them costs a few multiplies where two calls of
    // sin per tap cost most of this function.
    const double x0 = (from + 0.5 - centre) / widen;
    Rotation outer(std::numbers::pi * x0, outer_turn);
    Rotation inner(std::numbers::pi * x0 / kernel.lobes, inner_turn);
    for (std::int64_t t = from; t <= to; ++t, outer.step(), inner.step()) {
      const double w =
          lanczos_of_sines((t + 0.5 - centre) / widen, kernel.lobes, outer.sine(), inner.sine());
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
  Srgb8Rows rows(source, filter.span.begin, filter.span.end, rows_in_reach(filter.vertical));
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
