// The sRGB transfer curve (core/srgb_curve.h) as lookup tables: the
// resampler converts every pixel in and out of linear light, so it must not
// call `pow` per pixel.
#pragma once

#include <array>
#include <cstdint>

#include "images/pixels.h"
#include "images/resample_kernels.h"

namespace lobbykit::srgb {

/// Linear value of each 8-bit code.
const std::array<float, 256>& to_linear_table();
/// The same, as kernels::lookup_codes reads it.
const kernels::CodeTable& to_linear_codes();

/// The 8-bit code nearest to `linear` (clamped to [0, 1]), from a 65,536-entry
/// table: at most one code from exact rounding, and only at a code boundary.
std::uint8_t to_8bit(float linear);

/// Unpremultiplies and encodes a linear image as 8-bit sRGB: RGBA when it has
/// alpha, RGB otherwise.
Pixels8 encode(const LinearImage& image);

}  // namespace lobbykit::srgb
