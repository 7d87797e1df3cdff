#include "images/blurhash.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

#include "core/srgb_curve.h"

// Follows the TypeScript encoder of the npm package, operation for operation
// in double precision, because its strings are what the app is checked
// against. Where woltapp's C encoder (C/encode.c) differs, this follows the
// TypeScript one:
//  - the C encoder works in float; TypeScript (and this) in double;
//  - the C encoder takes the maximum AC value over |value|; TypeScript takes
//    the largest signed value, so an image whose AC factors are all negative
//    gets quantised maximum 0;
//  - the C encoder sums y-outer, x-inner and applies the normalisation after
//    summing; TypeScript sums x-outer, y-inner with the normalisation inside
//    the basis, which rounds differently in the last bits.

namespace lobbykit {

namespace {

constexpr std::string_view kDigits =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~";

void append_base83(std::string& out, long long value, int length) {
  for (int i = 1; i <= length; ++i) {
    long long divisor = 1;
    for (int k = 0; k < length - i; ++k) divisor *= 83;
    out += kDigits[static_cast<std::size_t>((value / divisor) % 83)];
  }
}

// utils.ts linearTosRGB: truncation after adding 0.5
int linear_to_srgb_code(double value) {
  return static_cast<int>(std::trunc(linear_to_srgb(std::clamp(value, 0.0, 1.0)) * 255 + 0.5));
}

double sign_pow(double value, double exponent) {
  return (value < 0 ? -1 : 1) * std::pow(std::abs(value), exponent);
}

int quantise_ac(double value, double maximum) {
  return static_cast<int>(std::floor(
      std::max(0.0, std::min(18.0, std::floor(sign_pow(value / maximum, 0.5) * 9 + 9.5)))));
}

}  // namespace

std::string blurhash_encode(const Pixels8& pixels, int components_x, int components_y) {
  if (components_x < 1 || components_x > 9 || components_y < 1 || components_y > 9) {
    throw std::invalid_argument("BlurHash must have between 1 and 9 components");
  }
  if (pixels.width == 0 || pixels.height == 0 || pixels.channels < 3) {
    throw std::invalid_argument("BlurHash needs a non-empty RGB or RGBA image");
  }
  const int width = static_cast<int>(pixels.width), height = static_cast<int>(pixels.height);
  // sRGBToLinear of utils.ts, once per code instead of per pixel: same values
  std::array<double, 256> linear{};
  for (int i = 0; i < 256; ++i) linear[i] = srgb_to_linear(i / 255.0);

  // each basis cosine once per column and row, not once per pixel
  auto cosines = [](int components, int size) {
    std::vector<double> out(std::size_t(components) * size);
    for (int c = 0; c < components; ++c) {
      for (int i = 0; i < size; ++i)
        out[std::size_t(c) * size + i] = std::cos((std::numbers::pi * c * i) / size);
    }
    return out;
  };
  const std::vector<double> cos_x = cosines(components_x, width),
                            cos_y = cosines(components_y, height);

  std::vector<std::array<double, 3>> factors;
  for (int cy = 0; cy < components_y; ++cy) {
    for (int cx = 0; cx < components_x; ++cx) {
      const double normalisation = cx == 0 && cy == 0 ? 1 : 2;
      double r = 0, g = 0, b = 0;
      for (int x = 0; x < width; ++x) {
        for (int y = 0; y < height; ++y) {
          const double basis = normalisation * cos_x[std::size_t(cx) * width + x] *
                               cos_y[std::size_t(cy) * height + y];
          const std::uint8_t* p =
              pixels.data.data() + y * pixels.stride() + std::size_t(x) * pixels.channels;
          r += basis * linear[p[0]];
          g += basis * linear[p[1]];
          b += basis * linear[p[2]];
        }
      }
      const double scale = 1.0 / (width * height);
      factors.push_back({r * scale, g * scale, b * scale});
    }
  }

  std::string hash;
  append_base83(hash, (components_x - 1) + (components_y - 1) * 9, 1);
  double maximum = 1;
  if (factors.size() > 1) {
    double actual = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < factors.size(); ++i) {
      actual = std::max({actual, factors[i][0], factors[i][1], factors[i][2]});
    }
    const auto quantised =
        static_cast<int>(std::floor(std::max(0.0, std::min(82.0, std::floor(actual * 166 - 0.5)))));
    maximum = (quantised + 1) / 166.0;
    append_base83(hash, quantised, 1);
  } else {
    append_base83(hash, 0, 1);
  }
  const auto& dc = factors[0];
  append_base83(hash,
                (static_cast<long long>(linear_to_srgb_code(dc[0])) << 16) +
                    (static_cast<long long>(linear_to_srgb_code(dc[1])) << 8) +
                    linear_to_srgb_code(dc[2]),
                4);
  for (std::size_t i = 1; i < factors.size(); ++i) {
    const auto& f = factors[i];
    append_base83(hash,
                  quantise_ac(f[0], maximum) * 19 * 19 + quantise_ac(f[1], maximum) * 19 +
                      quantise_ac(f[2], maximum),
                  2);
  }
  return hash;
}

}  // namespace lobbykit
