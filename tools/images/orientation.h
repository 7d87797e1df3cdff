// Applying an EXIF orientation, so pixels are stored the way they are seen.
#pragma once

#include "images/pixels.h"

namespace lobbykit {

/// The image as displayed under EXIF `orientation` (1 to 8): 2 mirrors, 3
/// turns 180 degrees, 4 flips, 5 transposes, 6 turns 90 degrees clockwise, 7
/// transverses, 8 turns 90 degrees anticlockwise. 1 returns it unchanged.
Pixels8 apply_orientation(Pixels8 image, int orientation);

}  // namespace lobbykit
