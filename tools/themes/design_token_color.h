// Colour values of the Design Tokens Color Module 2025.10
// (https://www.designtokens.org/TR/2025.10/color/):
//
//     {"colorSpace": "srgb", "components": [0.96, 0.72, 0.18], "alpha": 1, "hex": "#f5b82e"}
//
// Lobbykit reads the 'srgb' and 'display-p3' spaces, and also a CSS hex
// string ("#rgb", "#rrggbb", "#rrggbbaa"), as earlier drafts and many tools
// write colours.
#pragma once

#include <yaml-cpp/yaml.h>

#include <optional>

#include "core/diagnostics.h"
#include "core/source_file.h"
#include "themes/color_space.h"

namespace lobbykit {

/// Reads a colour token's `$value` (not an alias). Reports every problem at
/// its place: unknown fields, an unknown or unsupported colour space, a wrong
/// number of components, values out of range, a malformed hex string; and a
/// warning when an sRGB colour's `hex` fallback disagrees with its
/// components. Returns nullopt if the value is not a usable colour. Display
/// P3 colours come back converted to sRGB.
std::optional<SrgbColor> read_color_value(const SourceFile& file, const YAML::Node& value,
                                          Diagnostics& diagnostics);

}  // namespace lobbykit
