#include "images/webp_encode.h"

#include <webp/encode.h>

#include "images/image_error.h"

namespace lobbykit {

std::string encode_webp(const Pixels8& pixels, const WebpOptions& options) {
  WebPConfig config;
  if (!WebPConfigInit(&config)) throw ImageError("libwebp is not the version it was built against");
  config.quality = static_cast<float>(options.quality);
  config.method = options.effort;
  config.filter_strength = options.filter_strength;
  if (!WebPValidateConfig(&config))
    throw ImageError("the WebP quality, effort or filter strength is out of range");

  WebPPicture picture;
  WebPPictureInit(&picture);
  picture.width = static_cast<int>(pixels.width);
  picture.height = static_cast<int>(pixels.height);
  WebPMemoryWriter writer;
  WebPMemoryWriterInit(&writer);
  picture.writer = WebPMemoryWrite;
  picture.custom_ptr = &writer;
  const auto stride = static_cast<int>(pixels.stride());
  bool imported = pixels.channels == 4 ? WebPPictureImportRGBA(&picture, pixels.data.data(), stride)
                                       : WebPPictureImportRGB(&picture, pixels.data.data(), stride);
  bool encoded = imported && WebPEncode(&config, &picture);
  int error = picture.error_code;
  WebPPictureFree(&picture);
  std::string out(reinterpret_cast<const char*>(writer.mem), encoded ? writer.size : 0);
  WebPMemoryWriterClear(&writer);
  if (!encoded)
    throw ImageError("libwebp could not encode the thumbnail (error " + std::to_string(error) +
                     ")");
  return out;
}

}  // namespace lobbykit
