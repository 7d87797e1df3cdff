#include "images/orientation.h"

#include <cstring>

namespace lobbykit {

Pixels8 apply_orientation(Pixels8 image, int orientation) {
  if (orientation < 2 || orientation > 8) return image;
  const std::uint32_t w = image.width, h = image.height;
  const bool turned = orientation >= 5;
  Pixels8 out;
  out.width = turned ? h : w;
  out.height = turned ? w : h;
  out.channels = image.channels;
  out.data.resize(image.data.size());
  const std::size_t channels = std::size_t(image.channels);
  for (std::uint32_t sy = 0; sy < h; ++sy) {
    const std::uint8_t* in = image.data.data() + sy * image.stride();
    for (std::uint32_t sx = 0; sx < w; ++sx, in += channels) {
      std::uint32_t dx = sx, dy = sy;
      switch (orientation) {
        case 2:
          dx = w - 1 - sx;
          break;
        case 3:
          dx = w - 1 - sx;
          dy = h - 1 - sy;
          break;
        case 4:
          dy = h - 1 - sy;
          break;
        case 5:
          dx = sy;
          dy = sx;
          break;
        case 6:
          dx = h - 1 - sy;
          dy = sx;
          break;
        case 7:
          dx = h - 1 - sy;
          dy = w - 1 - sx;
          break;
        case 8:
          dx = sy;
          dy = w - 1 - sx;
          break;
      }
      std::memcpy(out.data.data() + (std::size_t(dy) * out.width + dx) * channels, in, channels);
    }
  }
  return out;
}

}  // namespace lobbykit
