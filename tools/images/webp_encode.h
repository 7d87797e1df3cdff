// WebP encoding through libwebp: lossy, no metadata chunks, deterministic.
#pragma once

#include <string>

#include "images/pixels.h"

namespace lobbykit {

struct WebpOptions {
  int quality = 80;  ///< 0 to 100
  int effort = 4;    ///< libwebp's `method`, 0 (fast) to 6 (small)
  /// libwebp's `filter_strength`, the decoder's deblocking, 0 (off) to 100.
  /// It costs no bytes; 80 (libwebp's default is 60) scores a higher SSIM
  /// on the benchmark corpus for the same files.
  int filter_strength = 80;

  bool operator==(const WebpOptions&) const = default;
};

/// The WebP file for RGB or RGBA pixels (an alpha plane only if some pixel
/// is not opaque). Throws ImageError if libwebp refuses.
std::string encode_webp(const Pixels8& pixels, const WebpOptions& options);

}  // namespace lobbykit
