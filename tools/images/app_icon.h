// The installable app's icons (the web app manifest's and the apple-touch
// icon) from one square PNG: checked from its header, then resampled with
// Lanczos-3 in linear light (images/resample.h) and encoded as PNG.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "images/image_error.h"
#include "images/pixels.h"

namespace lobbykit {

/// The least size of the source icon: the largest it is rendered at.
inline constexpr std::uint32_t kAppIconMinSize = 512;
/// The maskable icon's safe zone: the central circle of 80% of its width
/// (https://www.w3.org/TR/appmanifest/#icon-masks); the art is scaled into
/// that square and the margin filled with the background colour.
inline constexpr double kMaskableSafeZone = 0.8;

struct Rgb8 {
  std::uint8_t r = 0;
  std::uint8_t g = 0;
  std::uint8_t b = 0;
};

/// "#0b1426" as a colour; nullopt unless it is # and six hex digits.
std::optional<Rgb8> parse_hex_colour(std::string_view text);

/// The app icon's pixels. Throws ImageError, in the words check and build
/// both report, if the bytes cannot be the app icon: not a PNG, not square,
/// smaller than kAppIconMinSize, or a PNG that cannot be decoded in full.
Pixels8 decode_app_icon(std::string_view bytes);

/// decode_app_icon's refusal, or nullopt.
std::optional<ImageError> check_app_icon(std::string_view bytes);

/// The rendered icons, each a PNG file.
struct AppIcons {
  std::string any192;       ///< 192x192, the art as drawn (transparency kept)
  std::string any512;       ///< 512x512, the same
  std::string maskable512;  ///< 512x512, the art in the central 80% on `background`, opaque
  std::string apple180;     ///< 180x180, the art on `background`, opaque (iOS fills
                            ///< transparency with black)
};

/// Renders the icons of a PNG that passed check_app_icon. Throws ImageError
/// if its pixels cannot be decoded.
AppIcons render_app_icons(std::string_view bytes, Rgb8 background);

/// Renders the icons of decoded pixels (decode_app_icon's).
AppIcons render_app_icons(const Pixels8& source, Rgb8 background);

}  // namespace lobbykit
