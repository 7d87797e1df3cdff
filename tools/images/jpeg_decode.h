// JPEG decoding through libjpeg-turbo: baseline and progressive, grey, RGB,
// CMYK and YCCK, with the ICC profile and EXIF orientation it carries, and
// shrink-on-load by DCT scaling.
#pragma once

#include <string_view>

#include "images/codec_output.h"

namespace lobbykit {

/// Decodes a JPEG, shrunk by `request.shrink_for`. Any libjpeg warning
/// (truncated data, corrupt entropy code) is an error: a thumbnail made of
/// grey filler is worse than a diagnostic. Throws ImageError.
CodecOutput decode_jpeg(std::string_view bytes, const DecodeRequest& request);

}  // namespace lobbykit
