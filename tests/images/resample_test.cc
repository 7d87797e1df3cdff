#include "images/resample.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>

#include "images/srgb.h"
#include "reference_resize.h"

namespace lobbykit {
namespace {

/// Photograph-like test content: gradients, a hard edge and seeded noise.
Pixels8 test_image(std::uint32_t width, std::uint32_t height, int channels) {
  Pixels8 image{width, height, channels, PixelBytes(std::size_t(width) * height * channels, 0)};
  std::uint32_t seed = 12345;
  for (std::uint32_t y = 0; y < height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      seed = seed * 1664525 + 1013904223;
      std::uint8_t* p = &image.data[(std::size_t(y) * width + x) * channels];
      int noise = int(seed >> 27) - 16;
      p[0] = static_cast<std::uint8_t>(std::clamp<int>(int(255 * x / width) + noise, 0, 255));
      if (channels >= 3) {
        p[1] = x > width / 3 && y < height / 2 ? 240 : 20;
        p[2] = static_cast<std::uint8_t>(std::clamp<int>(int(255 * y / height) - noise, 0, 255));
      }
      if (channels == 4) p[3] = static_cast<std::uint8_t>((x * 7 + y * 3) % 256);
    }
  }
  return image;
}

int max_difference(const Pixels8& a, const Pixels8& b) {
  EXPECT_EQ(a.width, b.width);
  EXPECT_EQ(a.height, b.height);
  EXPECT_EQ(a.channels, b.channels);
  int worst = 0;
  for (std::size_t i = 0; i < std::min(a.data.size(), b.data.size()); ++i) {
    if (a.channels == 4 && i % 4 != 3 && a.data[i - i % 4 + 3] < 8)
      continue;  // colour of a near-invisible pixel
    worst = std::max(worst, std::abs(int(a.data[i]) - int(b.data[i])));
  }
  return worst;
}

struct Case {
  const char* name;
  std::uint32_t in_width, in_height;
  int channels;
  CropWindow window;
  std::uint32_t out_width, out_height;
  LanczosKernel kernel = kLanczos3;
};
void PrintTo(const Case& c, std::ostream* out) { *out << c.name; }

class ResampleGolden : public ::testing::TestWithParam<Case> {};

TEST_P(ResampleGolden, MatchesTheFloatReferenceWithinOneCode) {
  const Case& c = GetParam();
  Pixels8 source = test_image(c.in_width, c.in_height, c.channels);
  Pixels8 ours =
      srgb::encode(resample_lanczos(source, c.window, c.out_width, c.out_height, c.kernel));
  Pixels8 reference =
      testing::reference_resize(source, c.window, c.out_width, c.out_height, c.kernel);
  EXPECT_LE(max_difference(ours, reference), 1);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ResampleGolden,
    ::testing::Values(
        Case{"reduce_3_7x", 370, 296, 3, {0, 0, 370, 296}, 100, 80},
        Case{"reduce_exactly_2x", 240, 320, 3, {0, 0, 240, 320}, 120, 160},
        Case{"cover_crop_fractional", 301, 200, 3, {37.25, 0, 150, 200}, 45, 60},
        Case{"enlarge", 30, 40, 3, {0, 0, 30, 40}, 75, 100},
        Case{"grey_source", 200, 150, 1, {0, 0, 200, 150}, 64, 48},
        Case{"alpha_source", 160, 120, 4, {10.5, 5.5, 120, 90}, 40, 30},
        Case{"one_pixel_wide", 1, 50, 3, {0, 0, 1, 50}, 3, 10},
        Case{"smaller_density_kernel", 360, 480, 3, {0, 0, 360, 480}, 180, 240, kSmallerDensity},
        Case{"smaller_density_alpha", 160, 120, 4, {0, 0, 160, 120}, 80, 60, kSmallerDensity}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Resample, WeightsSumToOneAndStayInRange) {
  for (LanczosKernel kernel : {kLanczos3, kSmallerDensity}) {
    AxisWeights axis = lanczos_weights(100, 12.3, 70, 9, kernel);
    ASSERT_EQ(axis.first.size(), 9u);
    for (std::uint32_t i = 0; i < 9; ++i) {
      double sum = 0;
      for (std::uint32_t k = 0; k < axis.taps; ++k) sum += axis.weights[i * axis.taps + k];
      EXPECT_NEAR(sum, 1.0, 1e-5);
      EXPECT_LE(axis.first[i] + axis.taps, 100u);
    }
  }
}

TEST(Resample, WeightsAreTheKernelsValuesNormalised) {
  // the weights turn two sines along the taps instead of calling sin per
  // tap: they must still be lanczos() at each tap, divided by the row's
  // sum (away from the edges, where taps outside the source add up)
  for (LanczosKernel kernel : {kLanczos3, kSmallerDensity}) {
    for (double length : {10.0, 37.0, 100.0, 333.3}) {
      const std::uint32_t out = 17;
      AxisWeights axis = lanczos_weights(4000, 1000.7, length, out, kernel);
      const double scale = length / out, widen = std::max(scale, 1.0) * kernel.blur;
      for (std::uint32_t i = 0; i < out; ++i) {
        const double centre = 1000.7 + (i + 0.5) * scale;
        double sum = 0;
        for (std::uint32_t k = 0; k < axis.taps; ++k)
          sum += lanczos((axis.first[i] + k + 0.5 - centre) / widen, kernel.lobes);
        for (std::uint32_t k = 0; k < axis.taps; ++k) {
          const double expected =
              lanczos((axis.first[i] + k + 0.5 - centre) / widen, kernel.lobes) / sum;
          EXPECT_NEAR(axis.weights[i * axis.taps + k], expected, 1e-7) << i << " " << k;
        }
      }
    }
  }
}

TEST(Resample, KernelSupportIsItsLobesTimesItsBlur) {
  // a 2x reduce widens the kernel by 2: Lanczos-3 reaches 6 source pixels
  // each side of the centre (12 taps), Lanczos-2 blurred 1.15x reaches 4.6
  // (10 taps: the centre falls between two pixels)
  EXPECT_EQ(lanczos_weights(100, 0, 100, 50).taps, 12u);
  EXPECT_EQ(lanczos_weights(100, 0, 100, 50, kSmallerDensity).taps, 10u);
  EXPECT_DOUBLE_EQ(lanczos(2.5, 2), 0.0);
  EXPECT_NEAR(lanczos(1, 3), 0.0, 1e-12);  // zero at every other integer
}

TEST(Resample, AveragesLightNotCodes) {
  // black and white stripes one pixel wide average to linear 0.5, which is
  // sRGB code 188, not the 128 a gamma-space filter gives (give or take the
  // kernel's lobes, which weigh odd and even pixels a little differently)
  Pixels8 stripes{64, 8, 1, PixelBytes(64 * 8, 0)};
  for (std::size_t i = 0; i < stripes.data.size(); ++i) stripes.data[i] = (i % 2) ? 255 : 0;
  Pixels8 out = srgb::encode(resample_lanczos(stripes, whole(stripes), 8, 1));
  for (std::size_t x = 1; x + 1 < 8; ++x) EXPECT_NEAR(out.data[x * 3], 188, 4) << x;
}

TEST(Resample, TransparentNeighboursLeaveNoDarkFringe) {
  // opaque white beside fully transparent black: without premultiplied alpha
  // the edge pixels turn grey
  Pixels8 half{32, 4, 4, PixelBytes(32 * 4 * 4, 0)};
  for (std::uint32_t y = 0; y < 4; ++y) {
    for (std::uint32_t x = 0; x < 16; ++x) std::fill_n(&half.data[(y * 32 + x) * 4], 4, 255);
  }
  Pixels8 out = srgb::encode(resample_lanczos(half, whole(half), 8, 1));
  for (std::uint32_t x = 0; x < 8; ++x) {
    if (out.data[x * 4 + 3] > 8) {
      EXPECT_GE(out.data[x * 4], 250) << "pixel " << x;
    }
  }
  EXPECT_GT(out.data[3 * 4 + 3], 0);  // the edge pixel is partly covered
}

}  // namespace
}  // namespace lobbykit
