// Choosing a cover crop by what the image shows, for art whose editor gave
// no focal point: the idea of libvips' "attention" smartcrop (edges and
// colour are what a viewer looks at), in integer arithmetic so the choice is
// the same on every compiler and build type.
#pragma once

#include "images/pixels.h"
#include "images/resample.h"

namespace lobbykit {

/// Bumped whenever smart_crop_window may pick another window for the same
/// pixels: it is part of the thumbnail cache key of every card cropped this
/// way, so such thumbnails are made again.
inline constexpr int kSmartCropVersion = 1;

/// The longest side of the copy the attention is measured on: the window is
/// placed to within 1/kSmartCropSide of the image.
inline constexpr std::uint32_t kSmartCropSide = 256;

/// The window cover_window would give for this size and `aspect` (the
/// largest with that aspect, spanning the image in one direction), slid
/// along the other direction to where the image has the most attention:
/// the sum over the window of each pixel's edge strength in luma and in
/// colour (the Laplacians of luma and chroma), the middle of the window
/// weighing twice its ends, so a subject that fits is kept whole and
/// brought towards the middle. Measured on a box-filtered copy whose
/// longest side is at most kSmartCropSide; transparent pixels count as
/// black. When the image needs no crop, or the centred window scores within
/// 5% of the best (a flat image, art composed around its middle), the
/// centred window is returned exactly; other ties go to the position
/// nearest the centre, then to the left or top one. Deterministic: the same
/// pixels give the same window.
/// REQUIRES: `pixels` not empty, `aspect` > 0.
CropWindow smart_crop_window(const Pixels8& pixels, double aspect);

}  // namespace lobbykit
