#include "images/png_unfilter.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <vector>

namespace lobbykit {
namespace {

/// The spec's predictors, written as section 9 states them (branches and
/// all), independent of the code under test.
int predict(int filter, int left, int above, int upper_left) {
  switch (filter) {
    case 1:
      return left;
    case 2:
      return above;
    case 3:
      return (left + above) / 2;
    case 4: {
      const int p = left + above - upper_left;
      const int pa = std::abs(p - left), pb = std::abs(p - above), pc = std::abs(p - upper_left);
      if (pa <= pb && pa <= pc) return left;
      if (pb <= pc) return above;
      return upper_left;
    }
    default:
      return 0;
  }
}

/// Filters row `y` of `image` (rows of `row_bytes`) as an encoder would.
std::vector<std::uint8_t> filtered(const std::vector<std::uint8_t>& image, std::size_t y,
                                   std::size_t row_bytes, std::size_t pixel_bytes, int filter) {
  std::vector<std::uint8_t> out(row_bytes);
  auto at = [&](std::size_t row, std::size_t i) -> int { return image[row * row_bytes + i]; };
  for (std::size_t i = 0; i < row_bytes; ++i) {
    const int left = i >= pixel_bytes ? at(y, i - pixel_bytes) : 0;
    const int above = y > 0 ? at(y - 1, i) : 0;
    const int upper_left = y > 0 && i >= pixel_bytes ? at(y - 1, i - pixel_bytes) : 0;
    out[i] = static_cast<std::uint8_t>(at(y, i) - predict(filter, left, above, upper_left));
  }
  return out;
}

/// Smooth ramps with noise (the predictors' ties and near-ties), then
/// stretches of pure noise and of flat colour.
std::vector<std::uint8_t> picture(std::size_t row_bytes, std::size_t rows, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<std::uint8_t> out(row_bytes * rows);
  for (std::size_t y = 0; y < rows; ++y) {
    for (std::size_t i = 0; i < row_bytes; ++i) {
      const int noise = int(random() % 9) - 4;
      const int base = y % 3 == 0 ? int(random() % 256) : y % 3 == 1 ? 200 : int(i * 3 + y * 5);
      out[y * row_bytes + i] = static_cast<std::uint8_t>(base + noise);
    }
  }
  return out;
}

TEST(PngUnfilter, EveryFilterAndPixelSizeRebuildsTheRowsAnEncoderFiltered) {
  for (std::size_t pixel_bytes : {1, 2, 3, 4, 6, 8}) {
    for (std::size_t pixels : {1, 2, 5, 64}) {
      const std::size_t row_bytes = pixels * pixel_bytes, rows = 6;
      const std::vector<std::uint8_t> image =
          picture(row_bytes, rows, unsigned(pixel_bytes * 97 + pixels));
      for (int filter = 0; filter <= 4; ++filter) {
        std::vector<std::uint8_t> rebuilt(image.size());
        for (std::size_t y = 0; y < rows; ++y) {
          const std::vector<std::uint8_t> row = filtered(image, y, row_bytes, pixel_bytes, filter);
          const std::uint8_t* previous = y > 0 ? &rebuilt[(y - 1) * row_bytes] : nullptr;
          ASSERT_TRUE(unfilter_png_row(std::uint8_t(filter), row.data(), &rebuilt[y * row_bytes],
                                       previous, row_bytes, pixel_bytes));
        }
        EXPECT_EQ(rebuilt, image) << "filter " << filter << ", " << pixel_bytes
                                  << " bytes a pixel, " << pixels << " pixels a row";
      }
    }
  }
}

TEST(PngUnfilter, RowsRebuiltTogetherMatchTheSpecWhateverTheirFilters) {
  // Runs of Paeth rows (rebuilt two at a time), single ones, and others
  // between, after a given row above or from the first row.
  for (std::size_t pixel_bytes : {1, 3, 4, 6}) {
    for (std::size_t pixels : {1, 2, 7, 300}) {
      const std::size_t row_bytes = pixels * pixel_bytes, rows = 12;
      const std::vector<std::uint8_t> image =
          picture(row_bytes, rows + 1, unsigned(pixels * 31 + pixel_bytes));
      const int filters[rows] = {4, 4, 4, 1, 4, 4, 2, 4, 3, 4, 4, 0};
      for (bool from_top : {true, false}) {
        const std::size_t skip =
            from_top ? 0 : 1;  // else the picture's first row is given as above
        std::vector<std::uint8_t> stored;
        for (std::size_t y = 0; y < rows; ++y) {
          // an encoder filters against the true rows; from_top, row 0 has no row above
          std::vector<std::uint8_t> row =
              filtered(image, y + skip, row_bytes, pixel_bytes, filters[y]);
          stored.push_back(std::uint8_t(filters[y]));
          stored.insert(stored.end(), row.begin(), row.end());
        }
        std::vector<std::uint8_t> rebuilt(rows * row_bytes);
        ASSERT_TRUE(unfilter_png_rows(stored.data(), rows, rebuilt.data(),
                                      from_top ? nullptr : image.data(), row_bytes, pixel_bytes));
        EXPECT_TRUE(std::equal(rebuilt.begin(), rebuilt.end(),
                               image.begin() + std::ptrdiff_t(skip * row_bytes)))
            << pixel_bytes << " bytes a pixel, " << pixels << " pixels a row, from the top "
            << from_top;
      }
    }
  }
}

TEST(PngUnfilter, PaethTakesTheSpecsTieOrder) {
  // Rows where pa, pb and pc tie in every way: left = above = upper left,
  // left = upper left, above = upper left.
  for (std::size_t pixel_bytes : {3, 4}) {
    const std::size_t row_bytes = 4 * pixel_bytes;
    std::vector<std::uint8_t> image(2 * row_bytes);
    for (std::size_t i = 0; i < row_bytes; ++i) {
      image[i] = static_cast<std::uint8_t>(i < pixel_bytes ? 10 : 10 + 5 * (i % 2));
      image[row_bytes + i] = static_cast<std::uint8_t>(i % 3 == 0 ? 10 : 20);
    }
    const std::vector<std::uint8_t> row = filtered(image, 1, row_bytes, pixel_bytes, 4);
    std::vector<std::uint8_t> rebuilt(row_bytes);
    ASSERT_TRUE(
        unfilter_png_row(4, row.data(), rebuilt.data(), image.data(), row_bytes, pixel_bytes));
    EXPECT_EQ(std::vector<std::uint8_t>(image.begin() + std::ptrdiff_t(row_bytes), image.end()),
              rebuilt);
  }
}

TEST(PngUnfilter, RowsStopAtAnUnknownFilterType) {
  std::vector<std::uint8_t> stored = {0, 1, 2, 3, 4, 1, 1, 1, 7, 2, 2, 2};
  std::vector<std::uint8_t> rows(9);
  EXPECT_FALSE(unfilter_png_rows(stored.data(), 3, rows.data(), nullptr, 3, 3));
  EXPECT_EQ(std::vector<std::uint8_t>(rows.begin(), rows.begin() + 3),
            (std::vector<std::uint8_t>{1, 2, 3}));
}

TEST(PngUnfilter, AnUnknownFilterTypeIsRefusedAndTheRowLeftAsItWas) {
  const std::vector<std::uint8_t> filtered = {1, 2, 3, 4, 5, 6}, above = {9, 9, 9, 9, 9, 9};
  std::vector<std::uint8_t> row(6, 77);
  EXPECT_FALSE(unfilter_png_row(5, filtered.data(), row.data(), above.data(), row.size(), 3));
  EXPECT_FALSE(unfilter_png_row(255, filtered.data(), row.data(), nullptr, row.size(), 3));
  EXPECT_EQ(row, std::vector<std::uint8_t>(6, 77));
}

}  // namespace
}  // namespace lobbykit
