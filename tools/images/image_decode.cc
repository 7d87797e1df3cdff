#include "images/image_decode.h"

#include <fmt/format.h>

#include "images/colour_profile.h"
#include "images/image_error.h"
#include "images/image_probe.h"
#include "images/jpeg_decode.h"
#include "images/orientation.h"
#include "images/png_decode.h"
#include "images/webp_decode.h"

namespace lobbykit {

void check_pixel_limit(std::uint64_t width, std::uint64_t height, const DecodeRequest& request) {
  if (width * height > request.max_pixels) {
    throw ImageError(fmt::format("the image is {}x{} pixels, more than the limit of {} pixels",
                                 width, height, request.max_pixels),
                     "scale it down, or raise images.maxPixels in site.yaml");
  }
}

ImageInfo checked_header(std::string_view bytes, const DecodeRequest& request) {
  ProbeResult probe = probe_image(bytes, true);
  if (!probe.info) throw ImageError(probe.error);
  check_pixel_limit(probe.info->width, probe.info->height, request);
  return *probe.info;
}

void check_same_size(const ImageInfo& header, std::uint64_t width, std::uint64_t height) {
  if (width != header.width || height != header.height) {
    throw ImageError(fmt::format("the {} file gives two sizes, {}x{} and {}x{}",
                                 format_name(header.format), header.width, header.height, width,
                                 height));
  }
}

Pixels8 decode_image(std::string_view bytes, const DecodeRequest& request) {
  CodecOutput decoded;
  switch (sniff_format(bytes)) {
    case ImageFormat::kJpeg:
      decoded = decode_jpeg(bytes, request);
      break;
    case ImageFormat::kPng:
      decoded = decode_png(bytes, request);
      break;
    case ImageFormat::kWebp:
      decoded = decode_webp(bytes, request);
      break;
    case ImageFormat::kSvg:
      throw ImageError("an SVG image cannot be decoded to pixels");
    case ImageFormat::kUnknown:
      throw ImageError("the bytes are not a PNG, JPEG or WebP image");
  }
  int orientation = decoded.orientation;
  return apply_orientation(to_srgb(std::move(decoded)), orientation);
}

}  // namespace lobbykit
