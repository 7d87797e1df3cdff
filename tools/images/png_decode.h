// PNG decoding through libpng: every colour type and bit depth (palette,
// tRNS, 16-bit, grey, grey+alpha, Adam7 interlacing) comes out as 8-bit sRGB
// grey, RGB or RGBA, as libpng's simplified API gives them; the iCCP and
// eXIf chunks are returned. Where libpng would hand the samples over as
// stored (8-bit grey, RGB or RGBA, not interlaced, sRGB's gamma), libpng
// reads the header and Lobbykit the rows: ISA-L inflates them
// (zlib_stream.h, half zlib's time) and png_unfilter.h undoes their
// filters, several times faster than Debian's libpng does.
#pragma once

#include <string_view>

#include "images/codec_output.h"

namespace lobbykit {

/// Decodes a PNG. 16-bit samples without gamma information are taken as
/// sRGB, as other tools do. libpng's memory is bounded before it reads: no
/// side beyond the pixel limit, no ancillary chunk over 8 MB. Throws ImageError.
CodecOutput decode_png(std::string_view bytes, const DecodeRequest& request);

}  // namespace lobbykit
