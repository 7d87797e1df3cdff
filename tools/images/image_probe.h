// Reading an image's type and size from its first bytes, without decoding
// pixels: enough to check that a file is the image its name claims, and to
// refuse an oversized one before any pixel buffer is allocated.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lobbykit {

enum class ImageFormat { kUnknown, kPng, kJpeg, kWebp, kSvg };

struct ImageInfo {
  ImageFormat format = ImageFormat::kUnknown;
  std::uint32_t width = 0;  ///< for SVG, the viewBox size (0 if it gives no size)
  std::uint32_t height = 0;
};

/// Number of leading bytes `probe_image` needs in the common case. A JPEG
/// whose frame header lies further in (a large EXIF or ICC block) reports
/// `needs_more` and should be probed again with more of the file.
inline constexpr std::size_t kImageProbePrefix = 4 * 1024;

struct ProbeResult {
  std::optional<ImageInfo> info;  ///< set on success
  std::string error;              ///< why the bytes are not a readable image
  bool needs_more = false;        ///< the prefix ended before the header did
};

/// The format the bytes claim, from their signature alone.
ImageFormat sniff_format(std::string_view bytes);

/// Parses the header of a PNG (IHDR, CRC checked), JPEG (frame header),
/// WebP (VP8, VP8L, VP8X) or SVG (root element) held in `bytes`.
/// `complete` says whether `bytes` is the whole file.
ProbeResult probe_image(std::string_view bytes, bool complete);

/// The format a file name's extension promises (.png, .jpg/.jpeg, .webp, .svg).
ImageFormat format_from_extension(std::string_view path);

/// "PNG", "JPEG", "WebP", "SVG" or "unknown".
std::string_view format_name(ImageFormat format);

}  // namespace lobbykit
