// The resampler's inner loops, vectorised with Highway and dispatched at run
// time to the best instruction set the CPU has (SSE4, AVX2, AVX-512...).
#pragma once

#include <cstddef>
#include <cstdint>

namespace lobbykit::kernels {

/// out[x] = sum over k < taps of weights[k] * rows[k][x], for x < count.
void weighted_row_sum(const float* const* rows, const float* weights, std::size_t taps,
                      std::size_t count, float* out);

/// For each output pixel i < out_pixels (RGBA, 4 floats):
/// out[i] = sum over k < taps of weights[i * taps + k] * row[first[i] + k].
void weighted_pixel_sum(const float* row, const std::uint32_t* first, const float* weights,
                        std::size_t taps, std::size_t out_pixels, float* out);

/// The instruction set the dispatcher chose, e.g. "AVX2" (for the benchmark).
const char* target_name();

}  // namespace lobbykit::kernels
