#include "images/srgb.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/srgb_curve.h"
#include "images/resample_kernels.h"

namespace lobbykit::srgb {

namespace {

constexpr int kEncodeTableSize = 65536;

/// The rule every entry follows: the 8-bit code nearest to entry i's value.
std::int32_t code_of_entry(int i) {
  return static_cast<std::int32_t>(
      std::lround(linear_to_srgb(double(i) / (kEncodeTableSize - 1)) * 255));
}

/// 32-bit entries, so the encode kernel can gather them a vector at a time.
/// The codes rise in 255 steps: each step's first entry is found from the
/// curve's inverse and checked by the rule at it and the entry before: a few
/// hundred `pow` calls instead of 65,536, once per build.
const std::vector<std::int32_t>& encode_table() {
  static const std::vector<std::int32_t> table = [] {
    std::vector<std::int32_t> out(kEncodeTableSize);
    int begin = 0;
    for (std::int32_t code = 0; code < 255; ++code) {
      const double step = srgb_to_linear((code + 0.5) / 255) * (kEncodeTableSize - 1);
      int end = std::clamp(static_cast<int>(std::ceil(step)), begin, kEncodeTableSize);
      while (end > begin && code_of_entry(end - 1) > code) --end;
      while (end < kEncodeTableSize && code_of_entry(end) <= code) ++end;
      std::fill(out.begin() + begin, out.begin() + end, code);
      begin = end;
    }
    std::fill(out.begin() + begin, out.end(), 255);
    return out;
  }();
  return table;
}

}  // namespace

const std::array<float, 256>& to_linear_table() {
  static const std::array<float, 256> table = [] {
    std::array<float, 256> out{};
    for (int i = 0; i < 256; ++i) out[i] = static_cast<float>(srgb_to_linear(i / 255.0));
    return out;
  }();
  return table;
}

const kernels::CodeTable& to_linear_codes() {
  static const kernels::CodeTable table(to_linear_table());
  return table;
}

std::uint8_t to_8bit(float linear) {
  float clamped = std::clamp(linear, 0.0f, 1.0f);
  return static_cast<std::uint8_t>(
      encode_table()[static_cast<std::size_t>(clamped * (kEncodeTableSize - 1) + 0.5f)]);
}

Pixels8 encode(const LinearImage& image) {
  Pixels8 out;
  out.width = image.width;
  out.height = image.height;
  out.channels = image.has_alpha ? 4 : 3;
  const std::size_t pixels = std::size_t(image.width) * image.height;
  out.data.resize(pixels * out.channels);
  const auto& table = encode_table();
  if (!image.has_alpha) {
    kernels::encode_codes(image.floats.data(), pixels * 3, table.data(), kEncodeTableSize - 1,
                          out.data.data());
    return out;
  }
  auto code = [&table](float v) {
    return static_cast<std::uint8_t>(
        table[static_cast<std::size_t>(std::clamp(v, 0.0f, 1.0f) * (kEncodeTableSize - 1) + 0.5f)]);
  };
  const float* in = image.floats.data();
  std::uint8_t* o = out.data.data();
  for (std::size_t i = 0; i < pixels; ++i, in += 4, o += 4) {
    float alpha = std::clamp(in[3], 0.0f, 1.0f);
    // A fully transparent pixel has no colour left to recover.
    float unpremultiply = alpha > 0 ? 1 / alpha : 0;
    o[0] = code(in[0] * unpremultiply);
    o[1] = code(in[1] * unpremultiply);
    o[2] = code(in[2] * unpremultiply);
    o[3] = static_cast<std::uint8_t>(alpha * 255 + 0.5f);
  }
  return out;
}

}  // namespace lobbykit::srgb
