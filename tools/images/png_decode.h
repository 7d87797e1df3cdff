// PNG decoding through libpng's simplified API: every colour type and bit
// depth (palette, tRNS, 16-bit, grey, grey+alpha, Adam7 interlacing) comes
// out as 8-bit sRGB grey, RGB or RGBA; the iCCP and eXIf chunks are returned.
#pragma once

#include <string_view>

#include "images/codec_output.h"

namespace lobbykit {

/// Decodes a PNG. 16-bit samples without gamma information are taken as
/// sRGB, as other tools do. Throws ImageError.
CodecOutput decode_png(std::string_view bytes, const DecodeRequest& request);

}  // namespace lobbykit
