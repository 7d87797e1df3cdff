// BlurHash (https://blurha.sh): a short string a client decodes into a
// blurred placeholder while the real image loads.
#pragma once

#include <string>

#include "images/pixels.h"

namespace lobbykit {

/// The BlurHash of `pixels` (RGB or RGBA; alpha is ignored) with
/// components_x by components_y components. The string equals what the npm
/// `blurhash` package's `encode` (2.0.5) returns for the same RGBA bytes.
/// Throws std::invalid_argument unless both counts are 1 to 9 and the image
/// is not empty.
std::string blurhash_encode(const Pixels8& pixels, int components_x, int components_y);

}  // namespace lobbykit
