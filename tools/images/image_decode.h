// Decoding any supported source image into displayed, 8-bit sRGB pixels:
// the format is sniffed from the bytes, the codec runs, the ICC profile is
// applied and the EXIF orientation undone.
#pragma once

#include <string_view>

#include "images/codec_output.h"

namespace lobbykit {

/// Decodes a PNG, JPEG or WebP. Throws ImageError (for an SVG too).
Pixels8 decode_image(std::string_view bytes, const DecodeRequest& request);

}  // namespace lobbykit
