#include "images/resample_kernels.h"

// Highway compiles this file once per target instruction set.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "images/resample_kernels.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

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

// An RGBA pixel is one 128-bit vector, so each tap is one multiply-add.
void weighted_pixel_sum_on_target(const float* row, const std::uint32_t* first,
                                  const float* weights, std::size_t taps, std::size_t out_pixels,
                                  float* out) {
#if HWY_TARGET == HWY_SCALAR
  for (std::size_t i = 0; i < out_pixels; ++i) {
    const float* in = row + std::size_t(first[i]) * 4;
    float sum[4] = {0, 0, 0, 0};
    for (std::size_t k = 0; k < taps; ++k) {
      for (int c = 0; c < 4; ++c) sum[c] += weights[i * taps + k] * in[k * 4 + c];
    }
    for (int c = 0; c < 4; ++c) out[i * 4 + c] = sum[c];
  }
#else
  const hn::FixedTag<float, 4> d;
  for (std::size_t i = 0; i < out_pixels; ++i) {
    const float* in = row + std::size_t(first[i]) * 4;
    const float* w = weights + i * taps;
    auto a = hn::Zero(d), b = hn::Zero(d);
    std::size_t k = 0;
    for (; k + 2 <= taps; k += 2) {
      a = hn::MulAdd(hn::Set(d, w[k]), hn::LoadU(d, in + k * 4), a);
      b = hn::MulAdd(hn::Set(d, w[k + 1]), hn::LoadU(d, in + k * 4 + 4), b);
    }
    if (k < taps) a = hn::MulAdd(hn::Set(d, w[k]), hn::LoadU(d, in + k * 4), a);
    hn::StoreU(hn::Add(a, b), d, out + i * 4);
  }
#endif
}

const char* target_name_on_target() { return hwy::TargetName(HWY_TARGET); }

}  // namespace lobbykit::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace lobbykit::kernels {

HWY_EXPORT(weighted_row_sum_on_target);
HWY_EXPORT(weighted_pixel_sum_on_target);
HWY_EXPORT(target_name_on_target);

void weighted_row_sum(const float* const* rows, const float* weights, std::size_t taps,
                      std::size_t count, float* out) {
  HWY_DYNAMIC_DISPATCH(weighted_row_sum_on_target)(rows, weights, taps, count, out);
}

void weighted_pixel_sum(const float* row, const std::uint32_t* first, const float* weights,
                        std::size_t taps, std::size_t out_pixels, float* out) {
  HWY_DYNAMIC_DISPATCH(weighted_pixel_sum_on_target)(row, first, weights, taps, out_pixels, out);
}

const char* target_name() { return HWY_DYNAMIC_DISPATCH(target_name_on_target)(); }

}  // namespace lobbykit::kernels
#endif
