// WebP decoding through libwebp (lossy, lossless, with or without alpha),
// with the ICCP and EXIF chunks of an extended file.
#pragma once

#include <string_view>

#include "images/codec_output.h"

namespace lobbykit {

/// Decodes a still WebP; an animation is refused. Throws ImageError.
CodecOutput decode_webp(std::string_view bytes, const DecodeRequest& request);

}  // namespace lobbykit
