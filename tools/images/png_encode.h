// PNG encoding through libpng's simplified API: 8-bit grey, RGB or RGBA,
// an sRGB chunk and nothing else (no time, no text), so the same pixels
// always make the same bytes and the file's content hash names it.
#pragma once

#include <string>

#include "images/pixels.h"

namespace lobbykit {

/// The PNG file of `pixels`. Throws ImageError if libpng refuses.
std::string encode_png(const Pixels8& pixels);

}  // namespace lobbykit
