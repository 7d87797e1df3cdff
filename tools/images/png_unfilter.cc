#include "images/png_unfilter.h"

#include <algorithm>
#include <cstdlib>

namespace lobbykit {

namespace {

enum Filter : std::uint8_t { kNone = 0, kSub = 1, kUp = 2, kAverage = 3, kPaeth = 4 };

/// The Paeth predictor of the spec, with the same ties (left, then above,
/// then upper left), as masks rather than branches: a branch on the pixels
/// mispredicts on most bytes of a photograph.
inline int paeth(int left, int above, int upper_left) {
  const int pa = std::abs(above - upper_left);
  const int pb = std::abs(left - upper_left);
  const int pc = std::abs(left + above - 2 * upper_left);
  const int take_above = -int(pb <= pc);  // all ones or zero
  const int nearest = (pb & take_above) | (pc & ~take_above);
  const int above_or_upper_left = (above & take_above) | (upper_left & ~take_above);
  const int take_left = -int(pa <= nearest);
  return (left & take_left) | (above_or_upper_left & ~take_left);
}

/// Paeth for pixels of N bytes from the second pixel on: the left and upper
/// left pixels are carried in registers, so each pixel's chain does not wait
/// on the store of the one before it.
template <std::size_t N>
void paeth_row(std::uint8_t* row, const std::uint8_t* previous, std::size_t row_bytes) {
  int left[N], upper_left[N];
  for (std::size_t k = 0; k < N; ++k) left[k] = row[k], upper_left[k] = previous[k];
  for (std::size_t i = N; i + N <= row_bytes; i += N) {
    for (std::size_t k = 0; k < N; ++k) {
      const int above = previous[i + k];
      left[k] = (row[i + k] + paeth(left[k], above, upper_left[k])) & 0xff;
      row[i + k] = static_cast<std::uint8_t>(left[k]);
      upper_left[k] = above;
    }
  }
}

}  // namespace

bool unfilter_png_row(std::uint8_t filter, std::uint8_t* row, const std::uint8_t* previous,
                      std::size_t row_bytes, std::size_t pixel_bytes) {
  if (filter > kPaeth) return false;
  const std::size_t lead = std::min(pixel_bytes, row_bytes);  // bytes with no pixel to the left
  if (previous == nullptr) {
    // Above is all zero: Up is None, Paeth is Sub, Average halves the left.
    if (filter == kSub || filter == kPaeth) {
      for (std::size_t i = lead; i < row_bytes; ++i) row[i] += row[i - pixel_bytes];
    } else if (filter == kAverage) {
      for (std::size_t i = lead; i < row_bytes; ++i) row[i] += row[i - pixel_bytes] >> 1;
    }
    return true;
  }
  switch (filter) {
    case kNone:
      break;
    case kSub:
      for (std::size_t i = lead; i < row_bytes; ++i) row[i] += row[i - pixel_bytes];
      break;
    case kUp:
      for (std::size_t i = 0; i < row_bytes; ++i) row[i] += previous[i];
      break;
    case kAverage:
      for (std::size_t i = 0; i < lead; ++i) row[i] += previous[i] >> 1;
      for (std::size_t i = lead; i < row_bytes; ++i)
        row[i] += static_cast<std::uint8_t>((row[i - pixel_bytes] + previous[i]) >> 1);
      break;
    case kPaeth:
      for (std::size_t i = 0; i < lead; ++i) row[i] += previous[i];
      if (pixel_bytes == 3 && row_bytes % 3 == 0) {
        paeth_row<3>(row, previous, row_bytes);
      } else if (pixel_bytes == 4 && row_bytes % 4 == 0) {
        paeth_row<4>(row, previous, row_bytes);
      } else {
        for (std::size_t i = lead; i < row_bytes; ++i) {
          row[i] += static_cast<std::uint8_t>(
              paeth(row[i - pixel_bytes], previous[i], previous[i - pixel_bytes]));
        }
      }
      break;
  }
  return true;
}

}  // namespace lobbykit
