// The float reference the resampler is judged against (golden tests) and
// the benchmark's quality figure is computed from: Lanczos-3 in linear light
// with premultiplied alpha, in double precision, with the exact sRGB curve
// and no lookup tables or vector code. Slow on purpose.
#pragma once

#include <cstdint>
#include <vector>

#include "images/pixels.h"
#include "images/resample.h"

namespace lobbykit::testing {

/// `window` of `source` resized to width x height, encoded back to 8-bit
/// sRGB with exact rounding (RGBA if the source has alpha, else RGB).
Pixels8 reference_resize(const Pixels8& source, const CropWindow& window, std::uint32_t width,
                         std::uint32_t height, LanczosKernel lanczos = kLanczos3);

}  // namespace lobbykit::testing
