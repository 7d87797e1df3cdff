// Colour management with lcms2: pixels tagged with an ICC profile become
// sRGB; untagged pixels are taken to be sRGB already.
#pragma once

#include "images/codec_output.h"

namespace lobbykit {

/// The decoded pixels as 8-bit sRGB (grey, RGB or RGBA). CMYK becomes RGB
/// through its profile, or through the naive ink formula when it has none.
/// A profile that cannot be read or does not match the pixels' colour space
/// is ignored: the pixels are then assumed to be sRGB. Throws ImageError for
/// a profile whose colour-space signature is none the ICC defines.
Pixels8 to_srgb(CodecOutput decoded);

}  // namespace lobbykit
