#include "images/png_encode.h"

#include <png.h>

#include "images/image_error.h"

namespace lobbykit {

std::string encode_png(const Pixels8& pixels) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  image.width = pixels.width;
  image.height = pixels.height;
  image.format = pixels.channels == 4   ? PNG_FORMAT_RGBA
                 : pixels.channels == 3 ? PNG_FORMAT_RGB
                                        : PNG_FORMAT_GRAY;
  png_alloc_size_t size = 0;
  const auto stride = static_cast<png_int_32>(pixels.stride());
  // The first call measures, the second writes.
  if (!png_image_write_to_memory(&image, nullptr, &size, 0, pixels.data.data(), stride, nullptr)) {
    std::string message = image.message;
    png_image_free(&image);
    throw ImageError("libpng cannot encode the image (" + message + ")");
  }
  std::string out(size, '\0');
  if (!png_image_write_to_memory(&image, out.data(), &size, 0, pixels.data.data(), stride,
                                 nullptr)) {
    std::string message = image.message;
    png_image_free(&image);
    throw ImageError("libpng cannot encode the image (" + message + ")");
  }
  out.resize(size);
  return out;
}

}  // namespace lobbykit
