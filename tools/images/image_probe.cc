#include "images/image_probe.h"

#include <fmt/format.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

namespace lobbykit {

namespace {

std::uint32_t big_endian32(std::string_view b, std::size_t at) {
  return (std::uint32_t(std::uint8_t(b[at])) << 24) |
         (std::uint32_t(std::uint8_t(b[at + 1])) << 16) |
         (std::uint32_t(std::uint8_t(b[at + 2])) << 8) | std::uint32_t(std::uint8_t(b[at + 3]));
}
std::uint32_t big_endian16(std::string_view b, std::size_t at) {
  return (std::uint32_t(std::uint8_t(b[at])) << 8) | std::uint8_t(b[at + 1]);
}
std::uint32_t little_endian16(std::string_view b, std::size_t at) {
  return std::uint32_t(std::uint8_t(b[at])) | (std::uint32_t(std::uint8_t(b[at + 1])) << 8);
}
std::uint32_t little_endian24(std::string_view b, std::size_t at) {
  return little_endian16(b, at) | (std::uint32_t(std::uint8_t(b[at + 2])) << 16);
}

constexpr std::string_view kPngSignature("\x89PNG\r\n\x1a\n", 8);

ProbeResult failure(std::string error) { return {std::nullopt, std::move(error), false}; }
ProbeResult success(ImageFormat format, std::uint32_t width, std::uint32_t height) {
  return {ImageInfo{format, width, height}, {}, false};
}

ProbeResult more() { return {std::nullopt, {}, true}; }

bool is_chunk_type(std::string_view type) {
  return std::all_of(type.begin(), type.end(),
                     [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
}

// The chunks between the header and the image data: a length that runs
// past the end of the file (a 2 GiB eXIf in a 400-byte file) leaves the image
// data out of any decoder's reach, so the file is refused here, where check
// (even --headers-only) and build both look. A chunk after the image data
// cannot hide it: it is the decoder's concern, as a file that simply stops
// is. An empty result: nothing to refuse.
ProbeResult probe_png_chunks(std::string_view b, bool complete) {
  for (std::size_t at = 33;;) {
    // a file cut at or inside a chunk header: the decoder says it is truncated
    if (at + 8 > b.size()) return complete ? ProbeResult{} : more();
    const std::uint32_t length = big_endian32(b, at);
    const std::string type(b.substr(at + 4, 4));
    if (!is_chunk_type(type)) return failure("the PNG chunk structure is corrupt");
    if (type == "IDAT" || type == "IEND") return {};
    if (length > 0x7fffffff) {
      return failure(fmt::format("the PNG chunk '{}' claims {} bytes, more than a chunk may hold",
                                 type, length));
    }
    if (std::size_t{length} + 12 > b.size() - at) {
      if (!complete) return more();
      return failure(fmt::format(
          "the file ends inside the PNG chunk '{}', which claims {} bytes: the file is truncated "
          "or the chunk's length is corrupt",
          type, length));
    }
    at += 12 + std::size_t{length};
  }
}

ProbeResult probe_png(std::string_view b, bool complete) {
  if (b.size() < 33) return complete ? failure("the file ends inside the PNG header") : more();
  if (big_endian32(b, 8) != 13 || b.substr(12, 4) != "IHDR")
    return failure("the PNG header chunk (IHDR) is missing");
  auto crc =
      static_cast<std::uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(b.data() + 12), 17));
  if (crc != big_endian32(b, 29)) return failure("the PNG header is corrupt (checksum mismatch)");
  std::uint32_t width = big_endian32(b, 16), height = big_endian32(b, 20);
  if (width == 0 || height == 0 || width > 0x7fffffff || height > 0x7fffffff) {
    return failure("the PNG header gives an invalid size");
  }
  int depth = std::uint8_t(b[24]), colour = std::uint8_t(b[25]);
  bool valid = false;
  switch (colour) {
    case 0:
      valid = depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
      break;
    case 3:
      valid = depth == 1 || depth == 2 || depth == 4 || depth == 8;
      break;
    case 2:
    case 4:
    case 6:
      valid = depth == 8 || depth == 16;
      break;
    default:
      valid = false;
  }
  if (!valid) {
    return failure("the PNG header combines colour type " + std::to_string(colour) +
                   " with bit depth " + std::to_string(depth));
  }
  if (b[26] != 0 || b[27] != 0 || std::uint8_t(b[28]) > 1)
    return failure("the PNG header names an unknown method");
  if (ProbeResult chunks = probe_png_chunks(b, complete);
      !chunks.error.empty() || chunks.needs_more)
    return chunks;
  return success(ImageFormat::kPng, width, height);
}

bool is_start_of_frame(std::uint8_t marker) {
  return marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
}

// The frames libjpeg-turbo decodes: baseline, extended and progressive, with
// Huffman or arithmetic coding; not lossless nor hierarchical ones.
bool is_supported_frame(std::uint8_t marker) {
  return marker == 0xC0 || marker == 0xC1 || marker == 0xC2 || marker == 0xC9 || marker == 0xCA;
}

// Markers without a length, which libjpeg passes over: TEM and RST0 to RST7.
bool is_standalone(std::uint8_t marker) {
  return marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7);
}

ProbeResult probe_jpeg(std::string_view b, bool complete) {
  std::size_t at = 2;
  while (true) {
    while (at < b.size() && std::uint8_t(b[at]) == 0xFF && at + 1 < b.size() &&
           std::uint8_t(b[at + 1]) == 0xFF) {
      ++at;  // fill bytes
    }
    if (at + 4 > b.size()) {
      if (complete) return failure("the file ends before the JPEG frame header");
      return more();
    }
    if (std::uint8_t(b[at]) != 0xFF) return failure("the JPEG marker structure is corrupt");
    std::uint8_t marker = std::uint8_t(b[at + 1]);
    if (marker == 0xD9 || marker == 0xDA)
      return failure("the JPEG has no frame header before its image data");
    if (is_standalone(marker)) {
      at += 2;
      continue;
    }
    std::uint32_t length = big_endian16(b, at + 2);
    if (length < 2 || marker == 0xD8) return failure("the JPEG marker structure is corrupt");
    if (is_start_of_frame(marker)) {
      if (at + 10 > b.size()) {
        if (complete) return failure("the file ends inside the JPEG frame header");
        return more();
      }
      if (!is_supported_frame(marker))
        return failure("the JPEG is lossless or hierarchical, which is not supported");
      if (std::uint8_t(b[at + 4]) != 8)
        return failure("the JPEG has " + std::to_string(std::uint8_t(b[at + 4])) +
                       "-bit samples; only 8-bit ones are supported");
      std::uint32_t height = big_endian16(b, at + 5), width = big_endian16(b, at + 7);
      if (width == 0 || height == 0) return failure("the JPEG frame header gives an invalid size");
      return success(ImageFormat::kJpeg, width, height);
    }
    at += 2 + length;
  }
}

ProbeResult probe_webp(std::string_view b, bool complete) {
  if (b.size() < 30) return complete ? failure("the file ends inside the WebP header") : more();
  std::string_view chunk = b.substr(12, 4);
  if (chunk == "VP8 ") {
    if (std::uint8_t(b[23]) != 0x9d || std::uint8_t(b[24]) != 0x01 || std::uint8_t(b[25]) != 0x2a) {
      return failure("the WebP (VP8) frame header is corrupt");
    }
    std::uint32_t width = little_endian16(b, 26) & 0x3fff, height = little_endian16(b, 28) & 0x3fff;
    if (!width || !height) return failure("the WebP header gives an invalid size");
    return success(ImageFormat::kWebp, width, height);
  }
  if (chunk == "VP8L") {
    if (std::uint8_t(b[20]) != 0x2f) return failure("the WebP (lossless) header is corrupt");
    std::uint32_t bits =
        std::uint32_t(std::uint8_t(b[21])) | (std::uint32_t(std::uint8_t(b[22])) << 8) |
        (std::uint32_t(std::uint8_t(b[23])) << 16) | (std::uint32_t(std::uint8_t(b[24])) << 24);
    return success(ImageFormat::kWebp, (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk == "VP8X") {
    return success(ImageFormat::kWebp, little_endian24(b, 24) + 1, little_endian24(b, 27) + 1);
  }
  return failure("the WebP file has no image chunk");
}

/// The value of attribute `name` in an element's attribute text; empty if absent.
std::string_view svg_attribute(std::string_view attributes, std::string_view name) {
  for (std::size_t at = attributes.find(name); at != std::string_view::npos;
       at = attributes.find(name, at + 1)) {
    // A whole attribute name: `width` must not match inside `stroke-width`.
    if (at == 0 || !std::isspace(static_cast<unsigned char>(attributes[at - 1]))) continue;
    std::size_t equals = attributes.find_first_not_of(" \t\r\n", at + name.size());
    if (equals == std::string_view::npos || attributes[equals] != '=') continue;
    std::size_t quote = attributes.find_first_not_of(" \t\r\n", equals + 1);
    if (quote == std::string_view::npos || (attributes[quote] != '"' && attributes[quote] != '\''))
      continue;
    std::size_t end = attributes.find(attributes[quote], quote + 1);
    if (end == std::string_view::npos) return {};
    return attributes.substr(quote + 1, end - quote - 1);
  }
  return {};
}

/// The numbers of a viewBox or a length ("24", "24px", "0 0 24 24", "0,0,24,24"),
/// rounded to whole pixels; a length in another unit (%, em) gives nothing.
std::vector<double> svg_numbers(std::string_view text) {
  std::vector<double> out;
  std::size_t at = 0;
  while (at < text.size()) {
    at = text.find_first_not_of(" \t\r\n,", at);
    if (at == std::string_view::npos) break;
    std::size_t end = text.find_first_of(" \t\r\n,", at);
    std::string_view token = text.substr(at, end == std::string_view::npos ? end : end - at);
    if (token.ends_with("px")) token.remove_suffix(2);
    double value = 0;
    auto [stop, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || stop != token.data() + token.size()) return {};
    out.push_back(value);
    at = end;
  }
  return out;
}

std::uint32_t svg_pixels(double value) {
  if (!(value > 0) || value > 0x7fffffff) return 0;
  return std::max<std::uint32_t>(1, static_cast<std::uint32_t>(std::lround(value)));
}

// An SVG scales, but the app reserves its box before it loads: its size is
// the root's viewBox (the drawing's own coordinates), else its width and
// height attributes, else 0 x 0.
ProbeResult probe_svg(std::string_view b, bool complete) {
  auto root = b.find("<svg");
  if (root == std::string_view::npos) return failure("the SVG file has no <svg> element");
  std::size_t end = b.find('>', root);
  if (end == std::string_view::npos && !complete) return more();
  std::string_view attributes =
      b.substr(root + 4, end == std::string_view::npos ? 0 : end - root - 4);
  if (auto box = svg_numbers(svg_attribute(attributes, "viewBox")); box.size() == 4) {
    std::uint32_t width = svg_pixels(box[2]), height = svg_pixels(box[3]);
    if (width && height) return success(ImageFormat::kSvg, width, height);
  }
  auto width = svg_numbers(svg_attribute(attributes, "width"));
  auto height = svg_numbers(svg_attribute(attributes, "height"));
  if (width.size() == 1 && height.size() == 1 && svg_pixels(width[0]) && svg_pixels(height[0]))
    return success(ImageFormat::kSvg, svg_pixels(width[0]), svg_pixels(height[0]));
  return success(ImageFormat::kSvg, 0, 0);
}

bool ends_with_ci(std::string_view text, std::string_view suffix) {
  if (text.size() < suffix.size()) return false;
  return std::equal(
      suffix.begin(), suffix.end(), text.end() - static_cast<std::ptrdiff_t>(suffix.size()),
      [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
}

}  // namespace

ImageFormat sniff_format(std::string_view b) {
  if (b.substr(0, 8) == kPngSignature) return ImageFormat::kPng;
  if (b.size() >= 3 && std::uint8_t(b[0]) == 0xFF && std::uint8_t(b[1]) == 0xD8 &&
      std::uint8_t(b[2]) == 0xFF) {
    return ImageFormat::kJpeg;
  }
  if (b.size() >= 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP")
    return ImageFormat::kWebp;
  std::string_view head = b.substr(0, 1024);
  auto first = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (first != std::string_view::npos && head[first] == '<' &&
      head.find("<svg") != std::string_view::npos) {
    return ImageFormat::kSvg;
  }
  return ImageFormat::kUnknown;
}

ProbeResult probe_image(std::string_view bytes, bool complete) {
  if (bytes.empty()) return failure("the file is empty");
  switch (sniff_format(bytes)) {
    case ImageFormat::kPng:
      return probe_png(bytes, complete);
    case ImageFormat::kJpeg:
      return probe_jpeg(bytes, complete);
    case ImageFormat::kWebp:
      return probe_webp(bytes, complete);
    case ImageFormat::kSvg:
      return probe_svg(bytes, complete);
    case ImageFormat::kUnknown:
      break;
  }
  return failure("the bytes are not a PNG, JPEG, WebP or SVG image");
}

ImageFormat format_from_extension(std::string_view path) {
  if (ends_with_ci(path, ".png")) return ImageFormat::kPng;
  if (ends_with_ci(path, ".jpg") || ends_with_ci(path, ".jpeg")) return ImageFormat::kJpeg;
  if (ends_with_ci(path, ".webp")) return ImageFormat::kWebp;
  if (ends_with_ci(path, ".svg")) return ImageFormat::kSvg;
  return ImageFormat::kUnknown;
}

std::string_view format_name(ImageFormat format) {
  switch (format) {
    case ImageFormat::kPng:
      return "PNG";
    case ImageFormat::kJpeg:
      return "JPEG";
    case ImageFormat::kWebp:
      return "WebP";
    case ImageFormat::kSvg:
      return "SVG";
    case ImageFormat::kUnknown:
      break;
  }
  return "unknown";
}

}  // namespace lobbykit
