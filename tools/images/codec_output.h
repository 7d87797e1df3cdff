// What a decoder hands back and what it is asked: the shared vocabulary of
// jpeg_decode, png_decode and webp_decode.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "images/image_probe.h"
#include "images/pixels.h"

namespace lobbykit {

enum class ColourModel {
  kStraight,      ///< grey, RGB or RGBA, as `Pixels8::channels` says
  kCmyk,          ///< 4 channels of ink, 0 = none
  kCmykInverted,  ///< 4 channels of ink as Adobe writes it, 255 = none
};

/// Pixels as stored in the file, before colour management and orientation.
struct CodecOutput {
  Pixels8 pixels;
  ColourModel model = ColourModel::kStraight;
  std::string icc;      ///< the embedded ICC profile, empty if none
  int orientation = 1;  ///< EXIF orientation, 1 to 8
};

struct DecodeRequest {
  /// Images with more pixels are refused from their header, before any
  /// pixel buffer is allocated.
  std::uint64_t max_pixels = 50'000'000;
  /// Given the displayed size (orientation applied), the power of two (1, 2,
  /// 4 or 8) by which a decoder that can shrink while decoding (JPEG's DCT
  /// scaling) should; others ignore it. Unset means 1.
  std::function<int(std::uint32_t width, std::uint32_t height)> shrink_for;
};

/// Throws ImageError if width x height is more than the request allows.
void check_pixel_limit(std::uint64_t width, std::uint64_t height, const DecodeRequest& request);

/// Where every decoder starts: the probe's verdict on the whole file
/// (image_probe.h), so a decoder refuses exactly what `lobbykit check`
/// refuses from the header, and its size within the pixel limit, before the
/// codec library reads or allocates anything. Throws ImageError.
ImageInfo checked_header(std::string_view bytes, const DecodeRequest& request);

/// Throws ImageError unless the codec library read the size the probe did:
/// a file whose headers disagree has no one true size.
void check_same_size(const ImageInfo& header, std::uint64_t width, std::uint64_t height);

}  // namespace lobbykit
