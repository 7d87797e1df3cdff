// WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) on
// the colours a browser shows: translucent colours are first composited
// over what they sit on.
#pragma once

#include <string>
#include <string_view>

#include "themes/color_space.h"

namespace lobbykit {

/// WCAG 2.2 relative luminance, 0 for black to 1 for white. Alpha is ignored:
/// composite a translucent colour first.
double relative_luminance(const SrgbColor& color);

/// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: from 1 to 21, symmetric.
double contrast_ratio(const SrgbColor& a, const SrgbColor& b);

/// `top` painted over `bottom` (source-over, blended in gamma-encoded sRGB as
/// browsers do). REQUIRES: `bottom` is opaque. The result is opaque.
SrgbColor composite(const SrgbColor& top, const SrgbColor& bottom);

/// What a pair of colours is used for, which sets the ratio it needs.
enum class ContrastKind {
  kText,       ///< body text: 4.5:1 (success criterion 1.4.3)
  kLargeText,  ///< 24 px, or 18.66 px bold: 3:1 (1.4.3)
  kUi,         ///< component boundaries, icons, focus rings: 3:1 (1.4.11)
};

/// The minimum ratio WCAG 2.2 level AA sets for `kind`.
double minimum_ratio(ContrastKind kind);

/// "text", "large-text", "ui": the names themes.yaml uses.
std::string_view kind_name(ContrastKind kind);

/// A ratio as people read it, "4.47:1": rounded down, so a ratio that fails
/// is never shown as the minimum it missed.
std::string format_ratio(double ratio);

/// The ratio rounded down to two decimals, as `format_ratio` shows it.
double displayed_ratio(double ratio);

}  // namespace lobbykit
