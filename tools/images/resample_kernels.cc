#include "images/resample_kernels.h"

// Highway compiles this file once per target instruction set, AVX-512 with
// byte permutes (AVX3_DL: Ice Lake and later) among them.
#ifndef HWY_WANT_AVX3_DL
#define HWY_WANT_AVX3_DL
#endif
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "images/resample_kernels.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

HWY_BEFORE_NAMESPACE();
namespace lobbykit::kernels::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// One accumulator per vector of output, held in a register across all taps:
// each input float is loaded once and the output is stored once.
void weighted_row_sum_on_target(const float* const* rows, const float* weights, std::size_t taps,
                                std::size_t count, float* out) {
  const hn::ScalableTag<float> d;
  const std::size_t lanes = hn::Lanes(d);
  std::size_t x = 0;
  for (; x + 8 * lanes <= count;
       x += 8 * lanes) {  // eight accumulators: one broadcast feeds 8 FMAs
    auto s0 = hn::Zero(d), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
    for (std::size_t k = 0; k < taps; ++k) {
      const auto w = hn::Set(d, weights[k]);
      const float* in = rows[k] + x;
      s0 = hn::MulAdd(w, hn::LoadU(d, in), s0);
      s1 = hn::MulAdd(w, hn::LoadU(d, in + lanes), s1);
      s2 = hn::MulAdd(w, hn::LoadU(d, in + 2 * lanes), s2);
      s3 = hn::MulAdd(w, hn::LoadU(d, in + 3 * lanes), s3);
      s4 = hn::MulAdd(w, hn::LoadU(d, in + 4 * lanes), s4);
      s5 = hn::MulAdd(w, hn::LoadU(d, in + 5 * lanes), s5);
      s6 = hn::MulAdd(w, hn::LoadU(d, in + 6 * lanes), s6);
      s7 = hn::MulAdd(w, hn::LoadU(d, in + 7 * lanes), s7);
    }
    float* o = out + x;
    hn::StoreU(s0, d, o);
    hn::StoreU(s1, d, o + lanes);
    hn::StoreU(s2, d, o + 2 * lanes);
    hn::StoreU(s3, d, o + 3 * lanes);
    hn::StoreU(s4, d, o + 4 * lanes);
    hn::StoreU(s5, d, o + 5 * lanes);
    hn::StoreU(s6, d, o + 6 * lanes);
    hn::StoreU(s7, d, o + 7 * lanes);
  }
  for (; x + 4 * lanes <= count; x += 4 * lanes) {
    auto a = hn::Zero(d), b = hn::Zero(d), c = hn::Zero(d), e = hn::Zero(d);
    for (std::size_t k = 0; k < taps; ++k) {
      const auto w = hn::Set(d, weights[k]);
      const float* in = rows[k] + x;
      a = hn::MulAdd(w, hn::LoadU(d, in), a);
      b = hn::MulAdd(w, hn::LoadU(d, in + lanes), b);
      c = hn::MulAdd(w, hn::LoadU(d, in + 2 * lanes), c);
      e = hn::MulAdd(w, hn::LoadU(d, in + 3 * lanes), e);
    }
    hn::StoreU(a, d, out + x);
    hn::StoreU(b, d, out + x + lanes);
    hn::StoreU(c, d, out + x + 2 * lanes);
    hn::StoreU(e, d, out + x + 3 * lanes);
  }
  for (; x + 2 * lanes <= count; x += 2 * lanes) {
    auto a = hn::Zero(d), b = hn::Zero(d);
    for (std::size_t k = 0; k < taps; ++k) {
      const auto w = hn::Set(d, weights[k]);
      a = hn::MulAdd(w, hn::LoadU(d, rows[k] + x), a);
      b = hn::MulAdd(w, hn::LoadU(d, rows[k] + x + lanes), b);
    }
    hn::StoreU(a, d, out + x);
    hn::StoreU(b, d, out + x + lanes);
  }
  for (; x + lanes <= count; x += lanes) {
    auto a = hn::Zero(d);
    for (std::size_t k = 0; k < taps; ++k)
      a = hn::MulAdd(hn::Set(d, weights[k]), hn::LoadU(d, rows[k] + x), a);
    hn::StoreU(a, d, out + x);
  }
  for (; x < count; ++x) {
    float sum = 0;
    for (std::size_t k = 0; k < taps; ++k) sum += weights[k] * rows[k][x];
    out[x] = sum;
  }
}

// Two output rows whose taps overlap: the rows both read are loaded once
// and feed both rows' accumulators (four vectors a row), which halves the
// loads of a 2x reduce, the pass's bottleneck. Each sum takes its taps in
// the same order as weighted_row_sum, so the results are the same bits.
void weighted_row_sum_2_on_target(const float* const* rows, std::size_t shift,
                                  const float* weights0, const float* weights1, std::size_t taps,
                                  std::size_t count, float* out0, float* out1) {
  const hn::ScalableTag<float> d;
  const std::size_t lanes = hn::Lanes(d);
  const std::size_t last = taps + shift;  // rows[shift + k] is row 1's tap k
  std::size_t x = 0;
  for (; x + 4 * lanes <= count; x += 4 * lanes) {
    auto a0 = hn::Zero(d), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
    std::size_t k = 0;
    for (; k < shift; ++k) {  // row 0's alone
      const auto w = hn::Set(d, weights0[k]);
      const float* in = rows[k] + x;
      a0 = hn::MulAdd(w, hn::LoadU(d, in), a0);
      a1 = hn::MulAdd(w, hn::LoadU(d, in + lanes), a1);
      a2 = hn::MulAdd(w, hn::LoadU(d, in + 2 * lanes), a2);
      a3 = hn::MulAdd(w, hn::LoadU(d, in + 3 * lanes), a3);
    }
    for (; k < taps; ++k) {  // both rows'
      const auto wa = hn::Set(d, weights0[k]), wb = hn::Set(d, weights1[k - shift]);
      const float* in = rows[k] + x;
      const auto v0 = hn::LoadU(d, in), v1 = hn::LoadU(d, in + lanes),
                 v2 = hn::LoadU(d, in + 2 * lanes), v3 = hn::LoadU(d, in + 3 * lanes);
      a0 = hn::MulAdd(wa, v0, a0);
      b0 = hn::MulAdd(wb, v0, b0);
      a1 = hn::MulAdd(wa, v1, a1);
      b1 = hn::MulAdd(wb, v1, b1);
      a2 = hn::MulAdd(wa, v2, a2);
      b2 = hn::MulAdd(wb, v2, b2);
      a3 = hn::MulAdd(wa, v3, a3);
      b3 = hn::MulAdd(wb, v3, b3);
    }
    for (; k < last; ++k) {  // row 1's alone
      const auto w = hn::Set(d, weights1[k - shift]);
      const float* in = rows[k] + x;
      b0 = hn::MulAdd(w, hn::LoadU(d, in), b0);
      b1 = hn::MulAdd(w, hn::LoadU(d, in + lanes), b1);
      b2 = hn::MulAdd(w, hn::LoadU(d, in + 2 * lanes), b2);
      b3 = hn::MulAdd(w, hn::LoadU(d, in + 3 * lanes), b3);
    }
    hn::StoreU(a0, d, out0 + x);
    hn::StoreU(a1, d, out0 + x + lanes);
    hn::StoreU(a2, d, out0 + x + 2 * lanes);
    hn::StoreU(a3, d, out0 + x + 3 * lanes);
    hn::StoreU(b0, d, out1 + x);
    hn::StoreU(b1, d, out1 + x + lanes);
    hn::StoreU(b2, d, out1 + x + 2 * lanes);
    hn::StoreU(b3, d, out1 + x + 3 * lanes);
  }
  for (; x + lanes <= count; x += lanes) {
    auto a = hn::Zero(d), b = a;
    for (std::size_t k = 0; k < last; ++k) {
      const auto v = hn::LoadU(d, rows[k] + x);
      if (k < taps) a = hn::MulAdd(hn::Set(d, weights0[k]), v, a);
      if (k >= shift) b = hn::MulAdd(hn::Set(d, weights1[k - shift]), v, b);
    }
    hn::StoreU(a, d, out0 + x);
    hn::StoreU(b, d, out1 + x);
  }
  for (; x < count; ++x) {  // as weighted_row_sum's own last few
    float sum0 = 0, sum1 = 0;
    for (std::size_t k = 0; k < taps; ++k) sum0 += weights0[k] * rows[k][x];
    for (std::size_t k = 0; k < taps; ++k) sum1 += weights1[k] * rows[shift + k][x];
    out0[x] = sum0;
    out1[x] = sum1;
  }
}

// An RGBA pixel is one 128-bit vector, so each tap is one multiply-add. An
// RGB pixel is loaded and stored the same way: the 4th float is the next
// pixel's red, which only a lane no one reads sees, and the next pixel's
// store then writes over it.
void weighted_pixel_sum_on_target(const float* row, const std::uint32_t* first,
                                  const float* weights, std::size_t taps, std::size_t out_pixels,
                                  int channels, float* out) {
#if HWY_TARGET == HWY_SCALAR
  for (std::size_t i = 0; i < out_pixels; ++i) {
    const float* in = row + std::size_t(first[i]) * channels;
    float sum[4] = {0, 0, 0, 0};
    for (std::size_t k = 0; k < taps; ++k) {
      for (int c = 0; c < channels; ++c) sum[c] += weights[i * taps + k] * in[k * channels + c];
    }
    for (int c = 0; c < channels; ++c) out[i * channels + c] = sum[c];
  }
#else
  const hn::FixedTag<float, 4> d;
  const auto colour = hn::FirstN(d, 3);
  for (std::size_t i = 0; i < out_pixels; ++i) {
    const float* in = row + std::size_t(first[i]) * channels;
    const float* w = weights + i * taps;
    auto a = hn::Zero(d), b = hn::Zero(d);
    std::size_t k = 0;
    for (; k + 2 <= taps; k += 2) {
      a = hn::MulAdd(hn::Set(d, w[k]), hn::LoadU(d, in + k * channels), a);
      b = hn::MulAdd(hn::Set(d, w[k + 1]), hn::LoadU(d, in + (k + 1) * channels), b);
    }
    if (k < taps) a = hn::MulAdd(hn::Set(d, w[k]), hn::LoadU(d, in + k * channels), a);
    const auto sum = hn::Add(a, b);
    // Written out here and in paired_tap_rows, not one shared helper: with
    // one (60b7cc2), the resample ran 10 M more instructions on
    // image_profile.sh's corpus (502 M against 492 M).
    if (channels == 4 || i + 1 < out_pixels) {
      hn::StoreU(sum, d, out + i * channels);
    } else {  // the last RGB pixel: not past the row
      hn::BlendedStore(sum, colour, d, out + i * channels);
    }
  }
#endif
}

// Targets with 256-bit vectors and more (AVX2, AVX-512); the 128-bit ones
// keep the one-tap kernels.
#if HWY_TARGET != HWY_SCALAR && HWY_MAX_BYTES >= 32
#define LOBBYKIT_PAIRED_TAPS 1
#else
#define LOBBYKIT_PAIRED_TAPS 0
#endif

std::size_t paired_tap_lanes_on_target() { return LOBBYKIT_PAIRED_TAPS ? 8 : 0; }

#if LOBBYKIT_PAIRED_TAPS
/// One or two rows' horizontal sums (see paired_tap_sum): with two, each
/// weight vector is loaded once for both, and each row keeps its own four
/// accumulators, so its sums are made in the same order as alone. Pair p of
/// the first 4 * groups goes to accumulator p % 4, the kRest after them to
/// the first. The channels, the rows and the rest are constants, so the
/// loads' offsets are too and no loop runs for the rest: per output pixel
/// this is half the instructions of the loop over pairs it replaced.
template <int kRows, int kChannels, std::size_t kRest>
void paired_tap_rows(const float* const* rows, const std::uint32_t* first,
                     const float* pair_weights, std::size_t groups, std::size_t out_pixels,
                     float* const* outs) {
  const hn::CappedTag<float, 8> d;
  const hn::FixedTag<float, 4> d4;
  const hn::RebindToSigned<decltype(d)> di;
  // lanes 3..5 (the second tap of an RGB pair) moved down onto 0..2
  alignas(32) static constexpr std::int32_t kSecondRgb[8] = {3, 4, 5, 0, 0, 0, 0, 0};
  const auto second_rgb = hn::IndicesFromVec(d, hn::Load(di, kSecondRgb));
  const auto colour = hn::FirstN(d4, 3);
  constexpr std::size_t kStep = 2 * kChannels;  // floats from one pair to the next
  const float* const row0 = rows[0];
  const float* const row1 = rows[kRows - 1];
  float* const out0 = outs[0];
  float* const out1 = outs[kRows - 1];
  const std::size_t weights_per_pixel = (4 * groups + kRest) * 8;
  const float* w = pair_weights;
  // fma(w, x, 0) is w * x but for the sign of a zero (which the sRGB
  // encode's clamp drops), so each accumulator's first pair multiplies
  auto fold = [](auto weight, auto in, auto& sum, bool first_pair) {
    sum = first_pair ? hn::Mul(weight, in) : hn::MulAdd(weight, in, sum);
  };
  for (std::size_t i = 0; i < out_pixels; ++i, w += weights_per_pixel) {
    const float* in = row0 + std::size_t(first[i]) * kChannels;
    const float* in2 = row1 + std::size_t(first[i]) * kChannels;
    const float* wp = w;
    decltype(hn::Zero(d)) a, b, c, e, a2, b2, c2, e2, sum, sum2;
    for (std::size_t g = 0; g < groups; ++g, wp += 32, in += 4 * kStep, in2 += 4 * kStep) {
      const auto v0 = hn::LoadU(d, wp), v1 = hn::LoadU(d, wp + 8), v2 = hn::LoadU(d, wp + 16),
                 v3 = hn::LoadU(d, wp + 24);
      fold(v0, hn::LoadU(d, in), a, g == 0);
      fold(v1, hn::LoadU(d, in + kStep), b, g == 0);
      fold(v2, hn::LoadU(d, in + 2 * kStep), c, g == 0);
      fold(v3, hn::LoadU(d, in + 3 * kStep), e, g == 0);
      if constexpr (kRows == 2) {
        fold(v0, hn::LoadU(d, in2), a2, g == 0);
        fold(v1, hn::LoadU(d, in2 + kStep), b2, g == 0);
        fold(v2, hn::LoadU(d, in2 + 2 * kStep), c2, g == 0);
        fold(v3, hn::LoadU(d, in2 + 3 * kStep), e2, g == 0);
      }
    }
    // the rest, written out (kRest is a constant), into the first accumulator
    [&]<std::size_t... p>(std::index_sequence<p...>) {
      ((fold(hn::LoadU(d, wp + 8 * p), hn::LoadU(d, in + p * kStep), a, groups == 0 && p == 0),
        kRows == 2 ? fold(hn::LoadU(d, wp + 8 * p), hn::LoadU(d, in2 + p * kStep), a2,
                          groups == 0 && p == 0)
                   : void()),
       ...);
    }
    (std::make_index_sequence<kRest>{});
    if (groups == 0) {  // a alone: adding zeros would change nothing but a zero's sign
      sum = a, sum2 = a2;
    } else {
      sum = hn::Add(hn::Add(a, b), hn::Add(c, e));
      if constexpr (kRows == 2) sum2 = hn::Add(hn::Add(a2, b2), hn::Add(c2, e2));
    }
    for (int r = 0; r < kRows; ++r) {
      const auto total = r == 0 ? sum : sum2;
      float* out = (r == 0 ? out0 : out1) + i * kChannels;
      if constexpr (kChannels == 4) {
        hn::StoreU(hn::Add(hn::LowerHalf(total), hn::UpperHalf(d4, total)), d4, out);
      } else {
        const auto rgb = hn::LowerHalf(hn::Add(total, hn::TableLookupLanes(total, second_rgb)));
        // the 4th lane lands on the next pixel, written after; not past the row
        if (i + 1 < out_pixels) {
          hn::StoreU(rgb, d4, out);
        } else {
          hn::BlendedStore(rgb, colour, d4, out);
        }
      }
    }
  }
}

/// paired_tap_rows for `pairs` pairs: whole groups of four, and the rest.
template <int kRows, int kChannels>
void paired_tap_rows_of(const float* const* rows, const std::uint32_t* first,
                        const float* pair_weights, std::size_t pairs, std::size_t out_pixels,
                        float* const* outs) {
  const std::size_t groups = pairs / 4;
  switch (pairs % 4) {
    case 0:
      return paired_tap_rows<kRows, kChannels, 0>(rows, first, pair_weights, groups, out_pixels,
                                                  outs);
    case 1:
      return paired_tap_rows<kRows, kChannels, 1>(rows, first, pair_weights, groups, out_pixels,
                                                  outs);
    case 2:
      return paired_tap_rows<kRows, kChannels, 2>(rows, first, pair_weights, groups, out_pixels,
                                                  outs);
    default:
      return paired_tap_rows<kRows, kChannels, 3>(rows, first, pair_weights, groups, out_pixels,
                                                  outs);
  }
}
#endif

void paired_tap_sum_on_target(const float* const* rows, std::size_t row_count,
                              const std::uint32_t* first, const float* pair_weights,
                              std::size_t pairs, std::size_t out_pixels, int channels,
                              float* const* outs) {
#if !LOBBYKIT_PAIRED_TAPS
  (void)rows, (void)row_count, (void)first, (void)pair_weights, (void)pairs, (void)out_pixels;
  (void)channels, (void)outs;  // paired_tap_lanes() is 0: never called
#else
  if (row_count == 2) {
    return channels == 3
               ? paired_tap_rows_of<2, 3>(rows, first, pair_weights, pairs, out_pixels, outs)
               : paired_tap_rows_of<2, 4>(rows, first, pair_weights, pairs, out_pixels, outs);
  }
  channels == 3 ? paired_tap_rows_of<1, 3>(rows, first, pair_weights, pairs, out_pixels, outs)
                : paired_tap_rows_of<1, 4>(rows, first, pair_weights, pairs, out_pixels, outs);
#endif
}
#undef LOBBYKIT_PAIRED_TAPS

#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
/// AVX-512 holds the whole 256-entry table in 16 registers: eight two-register
/// permutes look up 32 entries each, and the code's top three bits pick one.
/// A gather loads each lane from memory, 2.6 times slower on the machines the
/// race ran on (0.30 against 0.11 ns a code). Gives how many codes it did.
std::size_t lookup_codes_by_permutes(const std::uint8_t* in, std::size_t count, const float* table,
                                     float* out) {
  // written out, not looped: at -O2 GCC keeps arrays of registers on the stack
  const __m512 t0 = _mm512_loadu_ps(table), t1 = _mm512_loadu_ps(table + 16),
               t2 = _mm512_loadu_ps(table + 32), t3 = _mm512_loadu_ps(table + 48),
               t4 = _mm512_loadu_ps(table + 64), t5 = _mm512_loadu_ps(table + 80),
               t6 = _mm512_loadu_ps(table + 96), t7 = _mm512_loadu_ps(table + 112),
               t8 = _mm512_loadu_ps(table + 128), t9 = _mm512_loadu_ps(table + 144),
               t10 = _mm512_loadu_ps(table + 160), t11 = _mm512_loadu_ps(table + 176),
               t12 = _mm512_loadu_ps(table + 192), t13 = _mm512_loadu_ps(table + 208),
               t14 = _mm512_loadu_ps(table + 224), t15 = _mm512_loadu_ps(table + 240);
  const __m512i bit5 = _mm512_set1_epi32(32), bit6 = _mm512_set1_epi32(64),
                bit7 = _mm512_set1_epi32(128);
  std::size_t i = 0;
  for (; i + 16 <= count; i += 16) {
    const __m512i codes =
        _mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i)));
    const __mmask16 high5 = _mm512_test_epi32_mask(codes, bit5);
    const __mmask16 high6 = _mm512_test_epi32_mask(codes, bit6);
    const __mmask16 high7 = _mm512_test_epi32_mask(codes, bit7);
    const __m512 codes_0_63 = _mm512_mask_blend_ps(high5, _mm512_permutex2var_ps(t0, codes, t1),
                                                   _mm512_permutex2var_ps(t2, codes, t3));
    const __m512 codes_64_127 = _mm512_mask_blend_ps(high5, _mm512_permutex2var_ps(t4, codes, t5),
                                                     _mm512_permutex2var_ps(t6, codes, t7));
    const __m512 codes_128_191 = _mm512_mask_blend_ps(high5, _mm512_permutex2var_ps(t8, codes, t9),
                                                      _mm512_permutex2var_ps(t10, codes, t11));
    const __m512 codes_192_255 = _mm512_mask_blend_ps(
        high5, _mm512_permutex2var_ps(t12, codes, t13), _mm512_permutex2var_ps(t14, codes, t15));
    const __m512 codes_0_127 = _mm512_mask_blend_ps(high6, codes_0_63, codes_64_127);
    const __m512 codes_128_255 = _mm512_mask_blend_ps(high6, codes_128_191, codes_192_255);
    _mm512_storeu_ps(out + i, _mm512_mask_blend_ps(high7, codes_0_127, codes_128_255));
  }
  return i;
}
#endif

#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3_DL
/// With byte permutes (AVX-512 VBMI) one instruction looks up 64 codes in
/// 128 bytes. Each of the floats' four bytes has its plane of 256 (four
/// registers): two permutes and a blend on the top bit give a plane's 64
/// bytes, and unpacks join the four planes' bytes into floats. The unpacks
/// work within 128-bit lanes, so the codes are first put in the order that
/// brings the floats out in theirs. A third of the instructions of
/// lookup_codes_by_permutes a code. Gives how many codes it did.
std::size_t lookup_codes_by_byte_planes(const std::uint8_t* in, std::size_t count,
                                        const std::uint8_t* planes, float* out) {
  auto plane = [planes](int p, int quarter) {
    return _mm512_loadu_si512(planes + p * 256 + quarter * 64);
  };
  // written out, not looped, as above
  const __m512i p0a = plane(0, 0), p0b = plane(0, 1), p0c = plane(0, 2), p0d = plane(0, 3);
  const __m512i p1a = plane(1, 0), p1b = plane(1, 1), p1c = plane(1, 2), p1d = plane(1, 3);
  const __m512i p2a = plane(2, 0), p2b = plane(2, 1), p2c = plane(2, 2), p2d = plane(2, 3);
  const __m512i p3a = plane(3, 0), p3b = plane(3, 1), p3c = plane(3, 2), p3d = plane(3, 3);
  // byte j = 16 lane + 4 q + e of the shuffled codes is float q * 16 + 4 lane + e
  alignas(64) static constexpr std::uint8_t kOrder[64] = {
      0,  1,  2,  3,  16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51, 4,  5,  6,  7,  20, 21,
      22, 23, 36, 37, 38, 39, 52, 53, 54, 55, 8,  9,  10, 11, 24, 25, 26, 27, 40, 41, 42, 43,
      56, 57, 58, 59, 12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63};
  const __m512i order = _mm512_load_si512(kOrder);
  std::size_t i = 0;
  for (; i + 64 <= count; i += 64) {
    const __m512i codes = _mm512_permutexvar_epi8(order, _mm512_loadu_si512(in + i));
    const __mmask64 high = _mm512_movepi8_mask(codes);  // codes 128 to 255
    auto bytes = [&](__m512i a, __m512i b, __m512i c, __m512i d) {
      return _mm512_mask_blend_epi8(high, _mm512_permutex2var_epi8(a, codes, b),
                                    _mm512_permutex2var_epi8(c, codes, d));
    };
    const __m512i b0 = bytes(p0a, p0b, p0c, p0d), b1 = bytes(p1a, p1b, p1c, p1d),
                  b2 = bytes(p2a, p2b, p2c, p2d), b3 = bytes(p3a, p3b, p3c, p3d);
    const __m512i low01 = _mm512_unpacklo_epi8(b0, b1), high01 = _mm512_unpackhi_epi8(b0, b1);
    const __m512i low23 = _mm512_unpacklo_epi8(b2, b3), high23 = _mm512_unpackhi_epi8(b2, b3);
    _mm512_storeu_si512(out + i, _mm512_unpacklo_epi16(low01, low23));
    _mm512_storeu_si512(out + i + 16, _mm512_unpackhi_epi16(low01, low23));
    _mm512_storeu_si512(out + i + 32, _mm512_unpacklo_epi16(high01, high23));
    _mm512_storeu_si512(out + i + 48, _mm512_unpackhi_epi16(high01, high23));
  }
  return i;
}
#endif

void lookup_codes_on_target(const std::uint8_t* in, std::size_t count, const float* table,
                            const std::uint8_t* planes, float* out) {
  std::size_t i = 0;
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3_DL
  i = lookup_codes_by_byte_planes(in, count, planes, out);
#else
  (void)planes;
#endif
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
  i += lookup_codes_by_permutes(in + i, count - i, table, out + i);
#else
  const hn::ScalableTag<float> df;
  const hn::RebindToSigned<decltype(df)> di;
  const hn::Rebind<std::uint8_t, decltype(df)> du8;
  const std::size_t lanes = hn::Lanes(df);
  for (; i + 2 * lanes <= count; i += 2 * lanes) {
    const auto low = hn::PromoteTo(di, hn::LoadU(du8, in + i));
    const auto high = hn::PromoteTo(di, hn::LoadU(du8, in + i + lanes));
    hn::StoreU(hn::GatherIndex(df, table, low), df, out + i);
    hn::StoreU(hn::GatherIndex(df, table, high), df, out + i + lanes);
  }
  for (; i + lanes <= count; i += lanes) {
    const auto codes = hn::PromoteTo(di, hn::LoadU(du8, in + i));
    hn::StoreU(hn::GatherIndex(df, table, codes), df, out + i);
  }
#endif
  for (; i < count; ++i) out[i] = table[in[i]];
}

// Mul then Add, not MulAdd: the same roundings as the scalar code the
// table's rule was written for, so every code is what srgb::to_8bit gives.
void encode_codes_on_target(const float* in, std::size_t count, const std::int32_t* table,
                            std::uint32_t last, std::uint8_t* out) {
  const hn::ScalableTag<float> df;
  const hn::RebindToSigned<decltype(df)> di;
  const hn::Rebind<std::uint8_t, decltype(df)> du8;
  const std::size_t lanes = hn::Lanes(df);
  const auto zero = hn::Zero(df), one = hn::Set(df, 1.0f);
  const auto scale = hn::Set(df, static_cast<float>(last)), half = hn::Set(df, 0.5f);
  std::size_t i = 0;
  for (; i + lanes <= count; i += lanes) {
    const auto v = hn::LoadU(df, in + i);
    const auto index =
        hn::ConvertTo(di, hn::Add(hn::Mul(hn::Min(hn::Max(v, zero), one), scale), half));
    hn::StoreU(hn::DemoteTo(du8, hn::GatherIndex(di, table, index)), du8, out + i);
  }
  for (; i < count; ++i) {
    const float v = std::min(std::max(in[i], 0.0f), 1.0f);
    out[i] = static_cast<std::uint8_t>(table[static_cast<std::size_t>(v * float(last) + 0.5f)]);
  }
}

const char* target_name_on_target() { return hwy::TargetName(HWY_TARGET); }

}  // namespace lobbykit::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace lobbykit::kernels {

HWY_EXPORT(weighted_row_sum_on_target);
HWY_EXPORT(weighted_row_sum_2_on_target);
HWY_EXPORT(weighted_pixel_sum_on_target);
HWY_EXPORT(paired_tap_lanes_on_target);
HWY_EXPORT(paired_tap_sum_on_target);
HWY_EXPORT(lookup_codes_on_target);
HWY_EXPORT(encode_codes_on_target);
HWY_EXPORT(target_name_on_target);

void weighted_row_sum(const float* const* rows, const float* weights, std::size_t taps,
                      std::size_t count, float* out) {
  HWY_DYNAMIC_DISPATCH(weighted_row_sum_on_target)(rows, weights, taps, count, out);
}

void weighted_row_sum_2(const float* const* rows, std::size_t shift, const float* weights0,
                        const float* weights1, std::size_t taps, std::size_t count, float* out0,
                        float* out1) {
  HWY_DYNAMIC_DISPATCH(weighted_row_sum_2_on_target)
  (rows, shift, weights0, weights1, taps, count, out0, out1);
}

void weighted_pixel_sum(const float* row, const std::uint32_t* first, const float* weights,
                        std::size_t taps, std::size_t out_pixels, int channels, float* out) {
  HWY_DYNAMIC_DISPATCH(weighted_pixel_sum_on_target)
  (row, first, weights, taps, out_pixels, channels, out);
}

std::size_t paired_tap_lanes() { return HWY_DYNAMIC_DISPATCH(paired_tap_lanes_on_target)(); }

std::vector<float> paired_tap_weights(const float* weights, std::size_t taps,
                                      std::size_t out_pixels, int channels) {
  const std::size_t pairs = (taps + 1) / 2;
  std::vector<float> out(out_pixels * pairs * 8, 0.0f);
  for (std::size_t i = 0; i < out_pixels; ++i) {
    for (std::size_t tap = 0; tap < taps; ++tap) {
      float* lanes = out.data() + (i * pairs + tap / 2) * 8 + (tap % 2) * channels;
      std::fill_n(lanes, channels, weights[i * taps + tap]);
    }
  }
  return out;
}

void paired_tap_sum(const float* const* rows, std::size_t row_count, const std::uint32_t* first,
                    const float* pair_weights, std::size_t pairs, std::size_t out_pixels,
                    int channels, float* const* outs) {
  HWY_DYNAMIC_DISPATCH(paired_tap_sum_on_target)
  (rows, row_count, first, pair_weights, pairs, out_pixels, channels, outs);
}

CodeTable::CodeTable(const std::array<float, 256>& values) : values_(values) {
  for (std::size_t code = 0; code < 256; ++code) {
    const auto bits = std::bit_cast<std::uint32_t>(values[code]);
    for (std::size_t p = 0; p < 4; ++p)
      planes_[p * 256 + code] = static_cast<std::uint8_t>(bits >> (8 * p));
  }
}

void lookup_codes(const std::uint8_t* in, std::size_t count, const CodeTable& table, float* out) {
  HWY_DYNAMIC_DISPATCH(lookup_codes_on_target)
  (in, count, table.values(), table.byte_planes(), out);
}

void encode_codes(const float* in, std::size_t count, const std::int32_t* table, std::uint32_t last,
                  std::uint8_t* out) {
  HWY_DYNAMIC_DISPATCH(encode_codes_on_target)(in, count, table, last, out);
}

const char* target_name() { return HWY_DYNAMIC_DISPATCH(target_name_on_target)(); }

}  // namespace lobbykit::kernels
#endif
