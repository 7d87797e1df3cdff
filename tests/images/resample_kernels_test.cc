#include "images/resample_kernels.h"

#include <gtest/gtest.h>
#include <hwy/targets.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "images/srgb.h"

namespace lobbykit {
namespace {

std::vector<float> random_floats(std::size_t count, std::uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> value(-0.1f, 1.1f);
  std::vector<float> out(count);
  for (float& v : out) v = value(random);
  return out;
}

/// Runs `check` once for each instruction set this CPU has (the kernels'
/// dispatcher takes it, or the scalar code where they were not built for it).
template <typename Check>
void on_every_target(Check check) {
  for (std::int64_t targets = hwy::SupportedTargets(); targets != 0; targets &= targets - 1) {
    const std::int64_t target = targets & ~(targets - 1);
    hwy::SetSupportedTargetsForTest(target | HWY_SCALAR);
    SCOPED_TRACE(hwy::TargetName(target));
    check();
  }
  hwy::SetSupportedTargetsForTest(0);
}

TEST(ResampleKernels, RowSumIsTheWeightedSumAtEveryLength) {
  // every length meets the 8-, 4-, 2- and 1-vector loops and the scalar tail
  const std::vector<float> a = random_floats(300, 1), b = random_floats(300, 2),
                           c = random_floats(300, 3);
  const float* rows[3] = {a.data(), b.data(), c.data()};
  const float weights[3] = {0.25f, 0.5f, 0.25f};
  for (std::size_t count : {1u, 7u, 8u, 31u, 64u, 65u, 129u, 300u}) {
    std::vector<float> out(count);
    kernels::weighted_row_sum(rows, weights, 3, count, out.data());
    for (std::size_t x = 0; x < count; ++x)
      EXPECT_NEAR(out[x], 0.25f * a[x] + 0.5f * b[x] + 0.25f * c[x], 1e-6f) << count << " " << x;
  }
}

TEST(ResampleKernels, TwoRowsAtOnceAreTheBitsOfEachAlone) {
  on_every_target([] {
    // the resampler keeps its output (and the cache's pipeline version) only
    // if the shared loads change no bit of either row
    const std::size_t width = 300;
    for (std::size_t taps : {2u, 3u, 7u, 13u, 25u}) {
      for (std::size_t shift = 1; shift < taps; shift += (shift < 3 ? 1 : 5)) {
        std::vector<std::vector<float>> data;
        std::vector<const float*> rows;
        for (std::size_t k = 0; k < taps + shift; ++k) {
          data.push_back(random_floats(width, static_cast<std::uint32_t>(100 + k)));
          rows.push_back(data.back().data());
        }
        const std::vector<float> weights0 = random_floats(taps, 11),
                                 weights1 = random_floats(taps, 12);
        for (std::size_t count : {1u, 7u, 16u, 63u, 64u, 65u, 130u, 300u}) {
          std::vector<float> alone0(count), alone1(count), both0(count), both1(count);
          kernels::weighted_row_sum(rows.data(), weights0.data(), taps, count, alone0.data());
          kernels::weighted_row_sum(rows.data() + shift, weights1.data(), taps, count,
                                    alone1.data());
          kernels::weighted_row_sum_2(rows.data(), shift, weights0.data(), weights1.data(), taps,
                                      count, both0.data(), both1.data());
          for (std::size_t x = 0; x < count; ++x) {
            ASSERT_EQ(both0[x], alone0[x]) << taps << " " << shift << " " << count << " " << x;
            ASSERT_EQ(both1[x], alone1[x]) << taps << " " << shift << " " << count << " " << x;
          }
        }
      }
    }
  });
}

/// The horizontal filter's output for `channels`-float pixels, summed plainly.
std::vector<float> plain_pixel_sum(const std::vector<float>& row,
                                   const std::vector<std::uint32_t>& first,
                                   const std::vector<float>& weights, std::size_t taps,
                                   int channels) {
  std::vector<float> out(first.size() * channels);
  for (std::size_t i = 0; i < first.size(); ++i) {
    for (int c = 0; c < channels; ++c) {
      double sum = 0;
      for (std::size_t k = 0; k < taps; ++k)
        sum += double(weights[i * taps + k]) * row[(first[i] + k) * channels + c];
      out[i * channels + c] = static_cast<float>(sum);
    }
  }
  return out;
}

TEST(ResampleKernels, PairedTapsSumWhatTheOneTapKernelsSum) {
  if (kernels::paired_tap_lanes() != 8) GTEST_SKIP() << "no 256-bit vectors on this CPU";
  for (int channels : {3, 4}) {
    for (std::size_t taps : {1u, 2u, 3u, 5u, 8u, 9u, 12u, 14u, 24u, 25u}) {
      const std::size_t pixels = 40, out_pixels = 12;
      std::vector<float> row = random_floats((pixels + taps) * channels + 8, 7);
      std::vector<float> weights = random_floats(out_pixels * taps, 8);
      std::vector<std::uint32_t> first(out_pixels);
      for (std::size_t i = 0; i < out_pixels; ++i) first[i] = static_cast<std::uint32_t>(i * 3);
      const std::size_t pairs = (taps + 1) / 2;
      const std::vector<float> by_pair =
          kernels::paired_tap_weights(weights.data(), taps, out_pixels, channels);
      std::vector<float> out(out_pixels * channels);  // exactly: ASan sees a store past it
      const float* rows[1] = {row.data()};
      float* outs[1] = {out.data()};
      kernels::paired_tap_sum(rows, 1, first.data(), by_pair.data(), pairs, out_pixels, channels,
                              outs);
      const std::vector<float> expected = plain_pixel_sum(row, first, weights, taps, channels);
      for (std::size_t i = 0; i < out.size(); ++i)
        EXPECT_NEAR(out[i], expected[i], 1e-5f) << channels << " " << taps << " " << i;
      // Two rows at once: each exactly as alone (the same sums in the same order)
      const std::vector<float> other = random_floats(row.size(), 9);
      std::vector<float> other_alone(out.size()), first_of_two(out.size()),
          second_of_two(out.size());
      const float* other_rows[1] = {other.data()};
      float* other_outs[1] = {other_alone.data()};
      kernels::paired_tap_sum(other_rows, 1, first.data(), by_pair.data(), pairs, out_pixels,
                              channels, other_outs);
      const float* both[2] = {row.data(), other.data()};
      float* both_outs[2] = {first_of_two.data(), second_of_two.data()};
      kernels::paired_tap_sum(both, 2, first.data(), by_pair.data(), pairs, out_pixels, channels,
                              both_outs);
      EXPECT_EQ(first_of_two, out) << channels << " " << taps;
      EXPECT_EQ(second_of_two, other_alone) << channels << " " << taps;
    }
  }
}

/// What paired_tap_sum documents, one float at a time with std::fma: tap k
/// sits in lane (k % 2) * channels + c of pair k / 2; pair p goes to
/// accumulator p % 4 while whole groups of four last, the rest to the first;
/// then (a + b) + (c + e), and the two taps' lanes added. The files a build
/// makes depend on this order, so it must not move.
std::vector<float> paired_tap_order(const std::vector<float>& row,
                                    const std::vector<std::uint32_t>& first,
                                    const std::vector<float>& weights, std::size_t taps,
                                    int channels) {
  const std::size_t pairs = (taps + 1) / 2, whole = pairs / 4 * 4;
  std::vector<float> out(first.size() * channels);
  for (std::size_t i = 0; i < first.size(); ++i) {
    for (int c = 0; c < channels; ++c) {
      float lane_sum[2];
      for (std::size_t half = 0; half < 2; ++half) {
        float sums[4] = {0, 0, 0, 0};
        for (std::size_t p = 0; p < pairs; ++p) {
          const std::size_t k = 2 * p + half;
          const float w = k < taps ? weights[i * taps + k] : 0.0f;
          float& sum = sums[p < whole ? p % 4 : 0];
          sum = std::fma(w, row[(first[i] + k) * channels + c], sum);
        }
        lane_sum[half] = (sums[0] + sums[1]) + (sums[2] + sums[3]);
      }
      out[i * channels + c] = lane_sum[0] + lane_sum[1];
    }
  }
  return out;
}

TEST(ResampleKernels, PairedTapsSumInTheirDocumentedOrder) {
  on_every_target([] {
    if (kernels::paired_tap_lanes() != 8) return;
    for (int channels : {3, 4}) {
      for (std::size_t taps = 1; taps <= 27; ++taps) {
        const std::size_t out_pixels = 9;
        std::vector<float> row = random_floats((out_pixels * 2 + taps + 1) * channels + 8, 11);
        const std::vector<float> weights = random_floats(out_pixels * taps, 12);
        std::vector<std::uint32_t> first(out_pixels);
        for (std::size_t i = 0; i < out_pixels; ++i) first[i] = static_cast<std::uint32_t>(2 * i);
        const std::vector<float> by_pair =
            kernels::paired_tap_weights(weights.data(), taps, out_pixels, channels);
        const std::vector<float> other = random_floats(row.size(), 13);
        std::vector<float> out(out_pixels * channels), out2(out_pixels * channels);
        const float* rows[2] = {row.data(), other.data()};
        float* outs[2] = {out.data(), out2.data()};
        kernels::paired_tap_sum(rows, 2, first.data(), by_pair.data(), (taps + 1) / 2, out_pixels,
                                channels, outs);
        EXPECT_EQ(out, paired_tap_order(row, first, weights, taps, channels))
            << channels << " channels, " << taps << " taps";
        EXPECT_EQ(out2, paired_tap_order(other, first, weights, taps, channels))
            << channels << " channels, " << taps << " taps";
      }
    }
  });
}

TEST(ResampleKernels, OneTapPixelSumReadsAndWritesRgbaAndRgb) {
  on_every_target([] {
    for (int channels : {3, 4}) {
      std::vector<float> row = random_floats(std::size_t(channels) * 10 + 1, 4);
      const std::vector<std::uint32_t> first = {0, 4, 6};
      const std::vector<float> weights = {0.5f, 0.5f, 0.2f, 0.8f, 0.3f, 0.7f};
      std::vector<float> out(first.size() * channels);  // exactly: ASan sees a store past it
      kernels::weighted_pixel_sum(row.data(), first.data(), weights.data(), 2, first.size(),
                                  channels, out.data());
      const std::vector<float> expected = plain_pixel_sum(row, first, weights, 2, channels);
      for (std::size_t i = 0; i < out.size(); ++i)
        EXPECT_NEAR(out[i], expected[i], 1e-6f) << channels << " " << i;
    }
  });
}

TEST(ResampleKernels, LookupCodesIsTheTable) {
  on_every_target([] {
    std::vector<std::uint8_t> codes(1000);
    for (std::size_t i = 0; i < codes.size(); ++i)
      codes[i] = static_cast<std::uint8_t>(i * 37 + 11);
    // sRGB's table, and one whose floats differ in every byte (negative ones too)
    std::array<float, 256> random{};
    const std::vector<float> values = random_floats(256, 5);
    for (std::size_t i = 0; i < 256; ++i) random[i] = values[i] * (i % 2 ? -3e5f : 7e-9f);
    const std::array<float, 256>& srgb_table = srgb::to_linear_table();
    for (const std::array<float, 256>* table : {&srgb_table, &std::as_const(random)}) {
      const kernels::CodeTable prepared(*table);
      // 64 codes a step with byte permutes, 16 with float permutes, then one by one
      for (std::size_t count : {1u, 15u, 16u, 17u, 63u, 64u, 65u, 127u, 128u, 200u, 1000u}) {
        std::vector<float> out(count);
        kernels::lookup_codes(codes.data(), count, prepared, out.data());
        for (std::size_t i = 0; i < count; ++i)
          ASSERT_EQ(std::bit_cast<std::uint32_t>(out[i]),
                    std::bit_cast<std::uint32_t>((*table)[codes[i]]))
              << count << " " << i;
      }
    }
  });
}

TEST(SrgbEncode, OpaqueImagesGetTheCodesOfTo8bit) {
  // srgb::encode takes the vector kernel for opaque images: every value,
  // out of range too, must give the code the scalar rule gives
  LinearImage image{61, 3, false, PixelFloats(61 * 3 * 3)};
  for (std::size_t i = 0; i < image.floats.size(); ++i)
    image.floats[i] = -0.05f + static_cast<float>(i) * (1.1f / image.floats.size());
  image.floats[5] = 0.5f / 65535;  // on a table boundary
  on_every_target([&image] {
    const Pixels8 encoded = srgb::encode(image);
    ASSERT_EQ(encoded.channels, 3);
    ASSERT_EQ(encoded.data.size(), image.floats.size());
    for (std::size_t i = 0; i < image.floats.size(); ++i)
      ASSERT_EQ(encoded.data[i], srgb::to_8bit(image.floats[i])) << i;
  });
}

}  // namespace
}  // namespace lobbykit
