// The resampler's inner loops and its conversions in and out of linear
// light, vectorised with Highway and dispatched at run time to the best
// instruction set the CPU has (SSE4, AVX2, AVX-512...).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace lobbykit::kernels {

/// out[x] = sum over k < taps of weights[k] * rows[k][x], for x < count.
void weighted_row_sum(const float* const* rows, const float* weights, std::size_t taps,
                      std::size_t count, float* out);

/// Two rows of weighted_row_sum whose taps overlap: out0 from rows[0, taps)
/// with weights0, out1 from rows[shift, shift + taps) with weights1 (rows
/// holds taps + shift rows). A row both read is loaded once; each output is
/// the same bits as weighted_row_sum gives it. REQUIRES: shift < taps.
void weighted_row_sum_2(const float* const* rows, std::size_t shift, const float* weights0,
                        const float* weights1, std::size_t taps, std::size_t count, float* out0,
                        float* out1);

/// For each output pixel i < out_pixels:
/// out[i] = sum over k < taps of weights[i * taps + k] * row[first[i] + k],
/// pixels in and out of `channels` floats: 4 (RGBA), or 3 (opaque RGB, `row`
/// readable one float past its last pixel).
void weighted_pixel_sum(const float* row, const std::uint32_t* first, const float* weights,
                        std::size_t taps, std::size_t out_pixels, int channels, float* out);

/// Lanes of the paired-tap kernel below where the CPU has them (8: AVX2
/// and up), else 0: then weighted_pixel_sum does.
std::size_t paired_tap_lanes();

/// The horizontal weights (out_pixels * taps, output i's taps in order) as
/// paired_tap_sum reads them: for each output pixel, a vector of 8 floats
/// per pair of taps, each tap's weight once per channel ([w0 w0 w0 w1 w1 w1
/// 0 0] for RGB), a missing last tap 0.
std::vector<float> paired_tap_weights(const float* weights, std::size_t taps,
                                      std::size_t out_pixels, int channels);

/// The horizontal filter two taps per 8-float vector: pixel k's `channels`
/// floats (3 or 4) and pixel k + 1's in one load, against weights laid out
/// by paired_tap_weights(). `row_count` rows (1 or 2) at once, rows[r] into
/// outs[r]: the weights are loaded once for both, each row summed in the
/// same order as alone. Output pixels have `channels` floats too. Each row
/// must be readable 8 floats past its last pixel. Each output's sum is done
/// in the same order on every CPU with paired_tap_lanes() 8, so output stays
/// deterministic there.
void paired_tap_sum(const float* const* rows, std::size_t row_count, const std::uint32_t* first,
                    const float* pair_weights, std::size_t pairs, std::size_t out_pixels,
                    int channels, float* const* outs);

/// A float for each 8-bit code, kept as lookup_codes reads it: the floats,
/// and their bytes as four planes of 256 (byte 0 of every float, then byte
/// 1...), in which a CPU with byte permutes looks up 64 codes at a time.
class CodeTable {
 public:
  explicit CodeTable(const std::array<float, 256>& values);
  [[nodiscard]] const float* values() const { return values_.data(); }
  [[nodiscard]] const std::uint8_t* byte_planes() const { return planes_.data(); }

 private:
  std::array<float, 256> values_;
  alignas(64) std::array<std::uint8_t, 4 * 256> planes_{};
};

/// out[i] = table's float of in[i] for i < count: 8-bit codes to floats
/// (sRGB to linear light), a vector at a time.
void lookup_codes(const std::uint8_t* in, std::size_t count, const CodeTable& table, float* out);

/// Floats to 8-bit codes, out[i] from in[i] for i < count: clamped to
/// [0, 1], scaled to the table's `last` index, rounded, and looked up in
/// `table` (which holds last + 1 codes, each a 32-bit value up to 255).
void encode_codes(const float* in, std::size_t count, const std::int32_t* table, std::uint32_t last,
                  std::uint8_t* out);

/// The instruction set the dispatcher chose, e.g. "AVX2" (for the benchmark).
const char* target_name();

}  // namespace lobbykit::kernels
