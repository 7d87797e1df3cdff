// The sRGB transfer curve (IEC 61966-2-1), which Display P3 shares (CSS
// Color 4): one definition for the image pipeline (its lookup tables and
// BlurHash) and the themes (colour conversion and WCAG contrast).
#pragma once

#include <cmath>

namespace lobbykit {

/// [0, 1] gamma-encoded -> [0, 1] linear light.
inline double srgb_to_linear(double encoded) {
  return encoded <= 0.04045 ? encoded / 12.92 : std::pow((encoded + 0.055) / 1.055, 2.4);
}

/// [0, 1] linear light -> [0, 1] gamma-encoded.
inline double linear_to_srgb(double linear) {
  return linear <= 0.0031308 ? linear * 12.92 : 1.055 * std::pow(linear, 1 / 2.4) - 0.055;
}

}  // namespace lobbykit
