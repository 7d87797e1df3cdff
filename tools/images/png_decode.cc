#include "images/png_decode.h"

#include <png.h>
#include <zlib.h>

#include <memory>

#include "images/exif_orientation.h"
#include "images/image_error.h"

namespace lobbykit {

namespace {

std::uint32_t big_endian32(std::string_view b, std::size_t at) {
  return (std::uint32_t(std::uint8_t(b[at])) << 24) |
         (std::uint32_t(std::uint8_t(b[at + 1])) << 16) |
         (std::uint32_t(std::uint8_t(b[at + 2])) << 8) | std::uint32_t(std::uint8_t(b[at + 3]));
}

constexpr std::size_t kMaxProfileBytes = 16 << 20;

// iCCP holds "name\0", a compression byte and a zlib stream.
std::string inflate_profile(std::string_view chunk) {
  auto name_end = chunk.find('\0');
  if (name_end == std::string_view::npos || name_end + 2 > chunk.size()) return {};
  std::string_view stream = chunk.substr(name_end + 2);
  z_stream z{};
  if (inflateInit(&z) != Z_OK) return {};
  std::string out(64 * 1024, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(stream.data()));
  z.avail_in = static_cast<uInt>(stream.size());
  int status = Z_OK;
  while (status == Z_OK) {
    if (z.total_out == out.size()) {
      if (out.size() >= kMaxProfileBytes) break;
      out.resize(out.size() * 2);
    }
    z.next_out = reinterpret_cast<Bytef*>(out.data() + z.total_out);
    z.avail_out = static_cast<uInt>(out.size() - z.total_out);
    status = inflate(&z, Z_NO_FLUSH);
  }
  out.resize(status == Z_STREAM_END ? z.total_out : 0);
  inflateEnd(&z);
  return out;
}

// The simplified API does not expose these chunks, so walk the chunk list.
void read_metadata_chunks(std::string_view b, CodecOutput& out) {
  bool has_srgb_chunk = false;
  std::string icc;
  for (std::size_t at = 8; at + 12 <= b.size();) {
    std::uint32_t length = big_endian32(b, at);
    if (length > b.size() - at - 12) break;
    std::string_view type = b.substr(at + 4, 4), data = b.substr(at + 8, length);
    if (type == "iCCP") icc = inflate_profile(data);
    if (type == "sRGB") has_srgb_chunk = true;
    if (type == "eXIf") out.orientation = exif_orientation(data);
    if (type == "IEND") break;
    at += 12 + std::size_t(length);
  }
  if (!has_srgb_chunk) out.icc = std::move(icc);
}

}  // namespace

CodecOutput decode_png(std::string_view bytes, const DecodeRequest& request) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size())) {
    throw ImageError(std::string("the PNG data is corrupt (") + image.message + ")");
  }
  // finish_read frees the image itself; this covers leaving before it
  std::unique_ptr<png_image, void (*)(png_image*)> guard(&image, png_image_free);
  check_pixel_limit(image.width, image.height, request);
  CodecOutput out;
  read_metadata_chunks(bytes, out);
  Pixels8& pixels = out.pixels;
  if (image.format & PNG_FORMAT_FLAG_ALPHA) {
    image.format = PNG_FORMAT_RGBA;
    pixels.channels = 4;
  } else if (image.format & PNG_FORMAT_FLAG_COLOR) {
    image.format = PNG_FORMAT_RGB;
    pixels.channels = 3;
  } else {
    image.format = PNG_FORMAT_GRAY;
    pixels.channels = 1;
  }
  image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
  pixels.width = image.width;
  pixels.height = image.height;
  pixels.data.resize(PNG_IMAGE_SIZE(image));
  if (!png_image_finish_read(&image, nullptr, pixels.data.data(), 0, nullptr)) {
    std::string message = image.message;
    if (message.find("Not enough image data") != std::string::npos ||
        message.find("end of data") != std::string::npos) {
      throw ImageError("the PNG file is truncated");
    }
    throw ImageError("the PNG data is corrupt (" + message + ")");
  }
  return out;
}

}  // namespace lobbykit
