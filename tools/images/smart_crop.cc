#include "images/smart_crop.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "images/thumbnail.h"

namespace lobbykit {

namespace {

/// How much an edge in luma and one in colour count. Colour counts by its
/// edges, not its amount: scored by saturation itself, a colourful
/// background pulled the crop of centred demo art up to 17% aside, cutting
/// titles; smooth gradients have no edges.
constexpr std::int64_t kLumaEdgeWeight = 2;
constexpr std::int64_t kColourEdgeWeight = 1;
/// The centred window is kept unless another scores this much better.
constexpr std::int64_t kCentreMarginPercent = 5;

/// A box-filtered copy: luma and chroma per pixel.
struct Attention {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::vector<int> luma;    ///< 0-255
  std::vector<int> chroma;  ///< max - min of R, G, B, 0-255
};

/// One pixel of the copy, from the sums of its block.
void put(Attention& out, std::size_t at, std::uint64_t r, std::uint64_t g, std::uint64_t b,
         std::uint64_t count) {
  const int red = static_cast<int>((r + count / 2) / count);
  const int green = static_cast<int>((g + count / 2) / count);
  const int blue = static_cast<int>((b + count / 2) / count);
  out.luma[at] = (54 * red + 183 * green + 19 * blue + 128) >> 8;  // BT.709 weights
  out.chroma[at] = std::max({red, green, blue}) - std::min({red, green, blue});
}

/// Adds one row of the source to `columns`: one sum per column and plane
/// (grey: one plane; colour: R, G, B, premultiplied by alpha if there is one).
void add_row(const std::uint8_t* row, std::uint32_t width, int channels, std::uint32_t* columns) {
  if (channels == 4) {
    for (std::uint32_t x = 0; x < width; ++x, row += 4) {
      for (int c = 0; c < 3; ++c)
        columns[x * 3 + c] += (std::uint32_t(row[c]) * row[3] + 127) / 255;
    }
    return;
  }
  // grey and RGB: the planes lie as the bytes do (a loop the compiler vectorises)
  const std::size_t size = std::size_t(width) * std::size_t(channels);
  for (std::size_t i = 0; i < size; ++i) columns[i] += row[i];
}

/// The copy whose longest side is at most kSmartCropSide, each pixel the
/// mean of a factor x factor block (smaller at the right and bottom edges),
/// alpha premultiplied: all in integers.
Attention shrink(const Pixels8& pixels) {
  const std::uint32_t longest = std::max(pixels.width, pixels.height);
  const std::uint32_t factor = (longest + kSmartCropSide - 1) / kSmartCropSide;
  Attention out;
  out.width = (pixels.width + factor - 1) / factor;
  out.height = (pixels.height + factor - 1) / factor;
  out.luma.resize(std::size_t(out.width) * out.height);
  out.chroma.resize(out.luma.size());
  const std::size_t planes = pixels.channels == 1 ? 1 : 3;
  // a block's rows are summed per column first, then its columns
  std::vector<std::uint32_t> columns(std::size_t(pixels.width) * planes);
  for (std::uint32_t small_y = 0; small_y < out.height; ++small_y) {
    std::fill(columns.begin(), columns.end(), 0);
    const std::uint32_t top = small_y * factor, bottom = std::min(top + factor, pixels.height);
    for (std::uint32_t y = top; y < bottom; ++y) {
      add_row(pixels.data.data() + std::size_t(y) * pixels.stride(), pixels.width, pixels.channels,
              columns.data());
    }
    for (std::uint32_t small_x = 0; small_x < out.width; ++small_x) {
      const std::uint32_t left = small_x * factor, right = std::min(left + factor, pixels.width);
      std::uint64_t sum[3] = {0, 0, 0};
      for (std::uint32_t x = left; x < right; ++x) {
        for (std::size_t c = 0; c < planes; ++c) sum[c] += columns[x * planes + c];
      }
      if (planes == 1) sum[1] = sum[2] = sum[0];
      put(out, std::size_t(small_y) * out.width + small_x, sum[0], sum[1], sum[2],
          std::uint64_t(right - left) * (bottom - top));
    }
  }
  return out;
}

/// The attention of each column (`columns`) or row of the copy.
std::vector<std::int64_t> profile(const Attention& image, bool columns) {
  std::vector<std::int64_t> out(columns ? image.width : image.height);
  const auto w = static_cast<std::int64_t>(image.width),
             h = static_cast<std::int64_t>(image.height);
  // |4 v(x, y) - its four neighbours|, the edges repeated outwards
  auto laplacian = [&](const std::vector<int>& plane, std::int64_t x, std::int64_t y) {
    auto at = [&](std::int64_t nx, std::int64_t ny) {
      return plane[std::size_t(std::clamp<std::int64_t>(ny, 0, h - 1) * w +
                               std::clamp<std::int64_t>(nx, 0, w - 1))];
    };
    return std::abs(4 * at(x, y) - at(x - 1, y) - at(x + 1, y) - at(x, y - 1) - at(x, y + 1));
  };
  for (std::int64_t y = 0; y < h; ++y) {
    for (std::int64_t x = 0; x < w; ++x) {
      out[std::size_t(columns ? x : y)] += kLumaEdgeWeight * laplacian(image.luma, x, y) +
                                           kColourEdgeWeight * laplacian(image.chroma, x, y);
    }
  }
  return out;
}

/// The window of `length` entries starting at `start`, its middle weighing
/// twice its ends.
std::int64_t score(const std::vector<std::int64_t>& profile, std::size_t start,
                   std::size_t length) {
  std::int64_t sum = 0;
  for (std::size_t i = 0; i < length; ++i) {
    const auto from_edge = static_cast<std::int64_t>(std::min(i, length - 1 - i));
    sum += profile[start + i] * (static_cast<std::int64_t>(length) + 2 * from_edge);
  }
  return sum;
}

}  // namespace

CropWindow smart_crop_window(const Pixels8& pixels, double aspect) {
  const CropWindow centred = cover_window(pixels.width, pixels.height, aspect, 0.5, 0.5);
  const bool columns = centred.width < pixels.width;  // the window slides left and right
  if (!columns && centred.height >= pixels.height) return centred;  // nothing is cropped

  const Attention image = shrink(pixels);
  const std::vector<std::int64_t> attention = profile(image, columns);
  // The window in pixels of the copy. The search tries every position with
  // every weight, at most 256 x 256 multiply-adds: the shrink costs more.
  const std::size_t size = attention.size();
  const double source_size = columns ? pixels.width : pixels.height;
  const double window_size = columns ? centred.width : centred.height;
  const std::size_t length = std::clamp<std::size_t>(
      static_cast<std::size_t>(std::lround(window_size / source_size * double(size))), 1, size);
  const std::size_t last = size - length;
  if (last == 0) return centred;

  std::vector<std::int64_t> scores(last + 1);
  for (std::size_t start = 0; start <= last; ++start)
    scores[start] = score(attention, start, length);
  const std::int64_t best = *std::max_element(scores.begin(), scores.end());
  // the centred window unless another is clearly better: art symmetric
  // about its middle stays centred, whatever the copy's pixel grid does
  const std::int64_t centre = std::max(scores[last / 2], scores[(last + 1) / 2]);
  if (centre * 100 >= best * (100 - kCentreMarginPercent)) return centred;
  std::size_t chosen = 0;
  auto off_centre = [last](std::size_t start) {
    return std::abs(2 * static_cast<std::int64_t>(start) - static_cast<std::int64_t>(last));
  };
  for (std::size_t start = 0; start <= last; ++start) {
    if (scores[start] == best && (scores[chosen] != best || off_centre(start) < off_centre(chosen)))
      chosen = start;
  }
  const double middle = (double(chosen) + double(length) / 2) / double(size);
  return cover_window(pixels.width, pixels.height, aspect, columns ? middle : 0.5,
                      columns ? 0.5 : middle);
}

}  // namespace lobbykit
