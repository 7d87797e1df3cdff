// What the thumbnail pipeline makes of one source image: a WebP per display
// density and a BlurHash placeholder.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace lobbykit {

struct ImageVariant {
  int density = 1;  ///< 1 for 1x, 2 for 2x...
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::string webp;  ///< the encoded file
};

struct RenderedImage {
  std::string blurhash;
  std::vector<ImageVariant> variants;  ///< by density, ascending
};

}  // namespace lobbykit
