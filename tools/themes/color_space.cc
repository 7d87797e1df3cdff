#include "themes/color_space.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace lobbykit {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;
using Vector = std::array<double, 3>;

// CSS Color 4, section 18 (sample code): linear Display P3 to XYZ, and XYZ
// to linear sRGB. Both spaces share the D65 white point, so no adaptation.
constexpr Matrix kLinearP3ToXyz = {{{0.4865709486482162, 0.26566769316909306, 0.1982172852343625},
                                    {0.2289745640697488, 0.6917385218365064, 0.079286914093745},
                                    {0.0, 0.04511338185890264, 1.043944368900976}}};
constexpr Matrix kXyzToLinearSrgb = {
    {{3.2409699419045226, -1.537383177570094, -0.4986107602930034},
     {-0.9692436362808796, 1.8759675015077202, 0.04155505740717559},
     {0.05563007969699366, -0.20397695888897652, 1.0569715142428786}}};

Vector multiply(const Matrix& m, const Vector& v) {
  Vector out{};
  for (std::size_t row = 0; row < 3; ++row) {
    out[row] = m[row][0] * v[0] + m[row][1] * v[1] + m[row][2] * v[2];
  }
  return out;
}

int to_byte(double channel) {
  return static_cast<int>(std::lround(std::clamp(channel, 0.0, 1.0) * 255));
}

std::optional<int> hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return std::nullopt;
}

}  // namespace

SrgbColor display_p3_to_srgb(double red, double green, double blue, double alpha) {
  Vector linear_p3 = {srgb_to_linear(red), srgb_to_linear(green), srgb_to_linear(blue)};
  Vector linear_srgb = multiply(kXyzToLinearSrgb, multiply(kLinearP3ToXyz, linear_p3));
  // Clipping in linear light keeps in-gamut channels exactly as they were.
  auto encode = [](double channel) { return linear_to_srgb(std::clamp(channel, 0.0, 1.0)); };
  return {encode(linear_srgb[0]), encode(linear_srgb[1]), encode(linear_srgb[2]), alpha};
}

SrgbColor quantize(const SrgbColor& color) {
  return {to_byte(color.red) / 255.0, to_byte(color.green) / 255.0, to_byte(color.blue) / 255.0,
          to_byte(color.alpha) / 255.0};
}

std::string to_hex(const SrgbColor& color) {
  std::string hex = fmt::format("#{:02x}{:02x}{:02x}", to_byte(color.red), to_byte(color.green),
                                to_byte(color.blue));
  if (to_byte(color.alpha) < 255) hex += fmt::format("{:02x}", to_byte(color.alpha));
  return hex;
}

std::optional<SrgbColor> parse_hex(std::string_view text) {
  if (text.empty() || text.front() != '#') return std::nullopt;
  text.remove_prefix(1);
  if (text.size() != 3 && text.size() != 6 && text.size() != 8) return std::nullopt;
  std::array<double, 4> channels = {0, 0, 0, 1};
  const std::size_t digits_per_channel = text.size() == 3 ? 1 : 2;
  for (std::size_t i = 0; i * digits_per_channel < text.size(); ++i) {
    int value = 0;
    for (std::size_t d = 0; d < digits_per_channel; ++d) {
      auto digit = hex_digit(text[i * digits_per_channel + d]);
      if (!digit) return std::nullopt;
      value = value * 16 + *digit;
    }
    // "#rgb" doubles each digit: #f80 is #ff8800.
    channels[i] = (digits_per_channel == 1 ? value * 17 : value) / 255.0;
  }
  return SrgbColor{channels[0], channels[1], channels[2], channels[3]};
}

}  // namespace lobbykit
