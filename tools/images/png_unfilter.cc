#include "images/png_unfilter.h"

// Highway compiles this file once per target instruction set.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "images/png_unfilter.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <algorithm>
#include <cstdlib>

HWY_BEFORE_NAMESPACE();
namespace lobbykit::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

/// Paeth byte by byte from `from` on, as the spec writes it (ties: left,
/// then above, then upper left).
void paeth_bytes(const std::uint8_t* filtered, std::uint8_t* row, const std::uint8_t* previous,
                 std::size_t row_bytes, std::size_t pixel_bytes, std::size_t from) {
  for (std::size_t i = from; i < row_bytes; ++i) {
    const bool has_left = i >= pixel_bytes;
    const int a = has_left ? row[i - pixel_bytes] : 0, b = previous[i];
    const int c = has_left ? previous[i - pixel_bytes] : 0;
    const int pa = std::abs(b - c), pb = std::abs(a - c), pc = std::abs(a + b - 2 * c);
    const int predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    row[i] = static_cast<std::uint8_t>(filtered[i] + predicted);
  }
}

/// One Paeth step in 16-bit lanes, each lane its own byte: the filtered
/// byte plus the spec's prediction (left if pa is least, else above if pb is
/// at most pc, else upper left), chosen by selects, not branches.
template <class D, class V>
V paeth_step(D d, V filtered, V left, V above, V upper_left) {
  const V to_left = hn::Sub(above, upper_left);  // p - left
  const V to_above = hn::Sub(left, upper_left);  // p - above
  const V pa = hn::Abs(to_left), pb = hn::Abs(to_above);
  const V pc = hn::Abs(hn::Add(to_left, to_above));
  const V above_or_upper_left = hn::IfThenElse(hn::Lt(pc, pb), upper_left, above);
  const V predicted = hn::IfThenElse(hn::Lt(hn::Min(pb, pc), pa), above_or_upper_left, left);
  return hn::And(hn::Add(filtered, predicted), hn::Set(d, 0xff));
}

/// A pixel of 3 or 4 bytes into 4 lanes and out again. Four bytes move at
/// once (an RGB pixel's fourth is its neighbour's, computed and then
/// overwritten), except at a row's last pixel, which must not reach past it.
template <std::size_t kBytes, class D>
auto load_pixel(D d, const std::uint8_t* at, bool last) {
  const hn::Rebind<std::uint8_t, D> d8;
  if (kBytes == 4 || !last) return hn::PromoteTo(d, hn::LoadU(d8, at));
  std::uint8_t bytes[4] = {};
  std::copy(at, at + kBytes, bytes);
  return hn::PromoteTo(d, hn::LoadU(d8, bytes));
}
template <std::size_t kBytes, class D, class V>
void store_pixel(D /* d */, V pixel, std::uint8_t* at, bool last) {
  const hn::Rebind<std::uint8_t, D> d8;
  if (kBytes == 4 || !last) return hn::StoreU(hn::DemoteTo(d8, pixel), d8, at);
  std::uint8_t bytes[4];
  hn::StoreU(hn::DemoteTo(d8, pixel), d8, bytes);
  std::copy(bytes, bytes + kBytes, at);
}

/// Paeth for pixels of 3 or 4 bytes, a pixel a step: the left pixel, all a
/// step hands the next, stays in a register.
template <std::size_t kBytes>
void paeth_pixels(const std::uint8_t* filtered, std::uint8_t* row, const std::uint8_t* previous,
                  std::size_t row_bytes) {
  const hn::CappedTag<std::int16_t, 4> d;
  if (hn::Lanes(d) < 4) return paeth_bytes(filtered, row, previous, row_bytes, kBytes, 0);
  const std::size_t pixels = row_bytes / kBytes;
  auto left = hn::Zero(d), upper_left = hn::Zero(d);
  for (std::size_t j = 0; j < pixels; ++j) {
    const bool last = j + 1 == pixels;
    const auto above = load_pixel<kBytes>(d, previous + j * kBytes, last);
    left =
        paeth_step(d, load_pixel<kBytes>(d, filtered + j * kBytes, last), left, above, upper_left);
    store_pixel<kBytes>(d, left, row + j * kBytes, last);
    upper_left = above;
  }
}

/// Two Paeth rows at once, as a wavefront: step j rebuilds pixel j of the
/// first row in lanes 0-3 and pixel j-1 of the second in lanes 4-7, whose
/// above and upper left pixels the first row made in the step before. A
/// step's chain is one operation longer than paeth_pixels' and does two
/// pixels.
template <std::size_t kBytes>
void paeth_pixel_pairs(const std::uint8_t* filtered_first, std::uint8_t* first,
                       const std::uint8_t* filtered_second, std::uint8_t* second,
                       const std::uint8_t* previous, std::size_t row_bytes) {
#if HWY_TARGET == HWY_SCALAR
  paeth_pixels<kBytes>(filtered_first, first, previous, row_bytes);
  paeth_pixels<kBytes>(filtered_second, second, first, row_bytes);
#else
  const hn::CappedTag<std::int16_t, 8> d;
  const hn::Half<decltype(d)> half;
  const std::size_t pixels = row_bytes / kBytes;
  auto made = hn::Zero(d), above = hn::Zero(d);  // the step before's
  for (std::size_t j = 0; j <= pixels; ++j) {
    const bool in_first = j<pixels, in_second = j> 0;
    const auto zero = hn::Zero(half);
    const auto above_first =
        in_first ? load_pixel<kBytes>(half, previous + j * kBytes, j + 1 == pixels) : zero;
    const auto filtered = hn::Combine(
        d,
        in_second ? load_pixel<kBytes>(half, filtered_second + (j - 1) * kBytes, j == pixels)
                  : zero,
        in_first ? load_pixel<kBytes>(half, filtered_first + j * kBytes, j + 1 == pixels) : zero);
    const auto upper_left = above;
    above = hn::Combine(d, hn::LowerHalf(half, made), above_first);
    made = paeth_step(d, filtered, made, above, upper_left);
    if (in_first)
      store_pixel<kBytes>(half, hn::LowerHalf(half, made), first + j * kBytes, j + 1 == pixels);
    if (in_second)
      store_pixel<kBytes>(half, hn::UpperHalf(half, made), second + (j - 1) * kBytes, j == pixels);
  }
#endif
}

void paeth_row_on_target(const std::uint8_t* filtered, std::uint8_t* row,
                         const std::uint8_t* previous, std::size_t row_bytes,
                         std::size_t pixel_bytes) {
  if (pixel_bytes == 3 && row_bytes % 3 == 0)
    return paeth_pixels<3>(filtered, row, previous, row_bytes);
  if (pixel_bytes == 4 && row_bytes % 4 == 0)
    return paeth_pixels<4>(filtered, row, previous, row_bytes);
  paeth_bytes(filtered, row, previous, row_bytes, pixel_bytes, 0);
}

void paeth_row_pair_on_target(const std::uint8_t* filtered_first, std::uint8_t* first,
                              const std::uint8_t* filtered_second, std::uint8_t* second,
                              const std::uint8_t* previous, std::size_t row_bytes,
                              std::size_t pixel_bytes) {
  if (pixel_bytes == 3 && row_bytes % 3 == 0)
    return paeth_pixel_pairs<3>(filtered_first, first, filtered_second, second, previous,
                                row_bytes);
  if (pixel_bytes == 4 && row_bytes % 4 == 0)
    return paeth_pixel_pairs<4>(filtered_first, first, filtered_second, second, previous,
                                row_bytes);
  paeth_row_on_target(filtered_first, first, previous, row_bytes, pixel_bytes);
  paeth_row_on_target(filtered_second, second, first, row_bytes, pixel_bytes);
}

}  // namespace lobbykit::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace lobbykit {

HWY_EXPORT(paeth_row_on_target);
HWY_EXPORT(paeth_row_pair_on_target);

namespace {

enum Filter : std::uint8_t { kNone = 0, kSub = 1, kUp = 2, kAverage = 3, kPaeth = 4 };

}  // namespace

bool unfilter_png_row(std::uint8_t filter, const std::uint8_t* filtered, std::uint8_t* row,
                      const std::uint8_t* previous, std::size_t row_bytes,
                      std::size_t pixel_bytes) {
  if (filter > kPaeth) return false;
  const std::size_t lead = std::min(pixel_bytes, row_bytes);  // bytes with no pixel to the left
  if (previous == nullptr) {
    // Above is all zero: Up is None, Paeth is Sub, Average halves the left.
    std::copy(filtered, filtered + lead, row);
    for (std::size_t i = lead; i < row_bytes; ++i) {
      const std::uint8_t left = row[i - pixel_bytes];
      row[i] = static_cast<std::uint8_t>(filtered[i] + (filter == kSub || filter == kPaeth ? left
                                                        : filter == kAverage ? left >> 1
                                                                             : 0));
    }
    return true;
  }
  switch (filter) {
    case kNone:
      std::copy(filtered, filtered + row_bytes, row);
      break;
    case kSub:
      std::copy(filtered, filtered + lead, row);
      for (std::size_t i = lead; i < row_bytes; ++i)
        row[i] = static_cast<std::uint8_t>(filtered[i] + row[i - pixel_bytes]);
      break;
    case kUp:
      for (std::size_t i = 0; i < row_bytes; ++i)
        row[i] = static_cast<std::uint8_t>(filtered[i] + previous[i]);
      break;
    case kAverage:
      for (std::size_t i = 0; i < lead; ++i)
        row[i] = static_cast<std::uint8_t>(filtered[i] + (previous[i] >> 1));
      for (std::size_t i = lead; i < row_bytes; ++i)
        row[i] =
            static_cast<std::uint8_t>(filtered[i] + ((row[i - pixel_bytes] + previous[i]) >> 1));
      break;
    case kPaeth:
      HWY_DYNAMIC_DISPATCH(paeth_row_on_target)(filtered, row, previous, row_bytes, pixel_bytes);
      break;
  }
  return true;
}

bool unfilter_png_rows(const std::uint8_t* filtered, std::size_t count, std::uint8_t* rows,
                       const std::uint8_t* previous, std::size_t row_bytes,
                       std::size_t pixel_bytes) {
  const std::size_t stored = 1 + row_bytes;
  for (std::size_t y = 0; y < count;) {
    const std::uint8_t* in = filtered + y * stored;
    std::uint8_t* out = rows + y * row_bytes;
    if (previous != nullptr && y + 1 < count && in[0] == kPaeth && in[stored] == kPaeth) {
      HWY_DYNAMIC_DISPATCH(paeth_row_pair_on_target)
      (in + 1, out, in + stored + 1, out + row_bytes, previous, row_bytes, pixel_bytes);
      previous = out + row_bytes;
      y += 2;
      continue;
    }
    if (!unfilter_png_row(in[0], in + 1, out, previous, row_bytes, pixel_bytes)) return false;
    previous = out;
    ++y;
  }
  return true;
}

}  // namespace lobbykit
#endif  // HWY_ONCE
