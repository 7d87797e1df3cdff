// The colour spaces themes are written in and shown in: sRGB, which CSS hex
// notation means, and Display P3, which wide-gamut design tools export.
// Conversions follow CSS Color Module 4 (https://www.w3.org/TR/css-color-4/).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/srgb_curve.h"  // the transfer curve both spaces use

namespace lobbykit {

/// A colour in gamma-encoded sRGB. Channels and alpha are in [0, 1].
struct SrgbColor {
  double red = 0;
  double green = 0;
  double blue = 0;
  double alpha = 1;

  friend bool operator==(const SrgbColor&, const SrgbColor&) = default;
};

/// A gamma-encoded Display P3 colour in sRGB: linearised, converted through
/// CIE XYZ (D65), clipped to the sRGB gamut and encoded again. Colours
/// outside sRGB lose saturation, as on a screen that shows only sRGB.
SrgbColor display_p3_to_srgb(double red, double green, double blue, double alpha = 1);

/// Each channel and alpha rounded to the 8 bits CSS hex notation holds:
/// the colour a browser actually shows for `to_hex(color)`.
SrgbColor quantize(const SrgbColor& color);

/// Lowercase "#rrggbb", or "#rrggbbaa" when the colour is not opaque.
std::string to_hex(const SrgbColor& color);

/// Parses CSS hex notation "#rgb", "#rrggbb" or "#rrggbbaa" (any case).
std::optional<SrgbColor> parse_hex(std::string_view text);

}  // namespace lobbykit
