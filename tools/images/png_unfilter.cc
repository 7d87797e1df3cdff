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

/// Paeth for pixels of 3 or 4 bytes, a pixel per step in 16-bit lanes (the
/// fourth lane of an RGB pixel is the next pixel's first byte, computed and
/// then overwritten). The left pixel, all a step hands the next, stays in a
/// register, and the spec's choice is made with selects, not branches.
template <std::size_t kBytes>
void paeth_pixels(const std::uint8_t* filtered, std::uint8_t* row, const std::uint8_t* previous,
                  std::size_t row_bytes) {
  const hn::CappedTag<std::int16_t, 4> d;
  const hn::Rebind<std::uint8_t, decltype(d)> d8;
  std::size_t i = 0;
  if (hn::Lanes(d) == 4) {
    const auto byte = hn::Set(d, 0xff);
    auto left = hn::Zero(d), upper_left = hn::Zero(d);
    // 4 bytes are loaded and stored at each pixel: the last RGB pixel is left to paeth_bytes
    for (; i + 4 <= row_bytes; i += kBytes) {
      const auto above = hn::PromoteTo(d, hn::LoadU(d8, previous + i));
      const auto raw = hn::PromoteTo(d, hn::LoadU(d8, filtered + i));
      const auto to_left = hn::Sub(above, upper_left);  // p - left
      const auto to_above = hn::Sub(left, upper_left);  // p - above
      const auto pa = hn::Abs(to_left), pb = hn::Abs(to_above);
      const auto pc = hn::Abs(hn::Add(to_left, to_above));
      const auto above_or_upper_left = hn::IfThenElse(hn::Lt(pc, pb), upper_left, above);
      const auto predicted = hn::IfThenElse(hn::Lt(hn::Min(pb, pc), pa), above_or_upper_left, left);
      left = hn::And(hn::Add(raw, predicted), byte);
      hn::StoreU(hn::DemoteTo(d8, left), d8, row + i);
      upper_left = above;
    }
  }
  paeth_bytes(filtered, row, previous, row_bytes, kBytes, i);
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

}  // namespace lobbykit::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace lobbykit {

HWY_EXPORT(paeth_row_on_target);

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

}  // namespace lobbykit
#endif  // HWY_ONCE
