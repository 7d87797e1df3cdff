// What the image fuzz targets share: a cap on any single allocation, so a
// header that asks for gigabytes is a finding and not a slow success, and
// the invariants every decoded image keeps.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.h"
#include "images/codec_output.h"
#include "images/colour_profile.h"
#include "images/image_error.h"
#include "images/image_probe.h"
#include "images/orientation.h"

// ASan reads this before main, in libFuzzer and in the replay build alike:
// an allocation above the cap is reported with its stack. The decoders are
// asked for at most kFuzzMaxPixels, so no honest allocation comes near it.
extern "C" const char* __asan_default_options() { return "max_allocation_size_mb=64"; }

namespace lobbykit::fuzz {

/// The pixel limit the targets decode under: small, so each run is fast.
inline constexpr std::uint64_t kFuzzMaxPixels = 1 << 18;

/// A decoded image is not empty, stays under the limit and its buffer holds
/// exactly width x height x channels bytes.
inline void check_decoded(const Pixels8& pixels, std::uint64_t max_pixels) {
  FUZZ_CHECK(pixels.width > 0 && pixels.height > 0, "a decoded image has a size");
  FUZZ_CHECK(std::uint64_t{pixels.width} * pixels.height <= max_pixels,
             "a decoded image stays under the pixel limit");
  FUZZ_CHECK(pixels.channels == 1 || pixels.channels == 3 || pixels.channels == 4,
             "a decoded image has 1, 3 or 4 channels");
  FUZZ_CHECK(pixels.data.size() == std::uint64_t{pixels.width} * pixels.height * pixels.channels,
             "a decoded buffer holds width x height x channels bytes");
}

/// Runs one codec (decode_png, decode_jpeg, decode_webp) on the input, then
/// what decode_image runs after it: a refusal is an ImageError (no other
/// exception, no crash); a decoded
/// image keeps check_decoded's invariants before and after colour management
/// and orientation, and has the probe's size (JPEG: divided by its shrink,
/// rounded up).
template <typename Codec>
void check_codec(Codec decode, const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // The shrink JPEG's DCT scaling applies (others ignore it), picked from
  // the length so that every factor is met.
  const std::uint32_t shrink = 1u << (size % 4);
  const DecodeRequest request{
      kFuzzMaxPixels, [shrink](std::uint32_t, std::uint32_t) { return static_cast<int>(shrink); }};
  CodecOutput output;
  try {
    output = decode(bytes, request);
  } catch (const ImageError&) {
    return;
  }
  check_decoded(output.pixels, kFuzzMaxPixels);
  FUZZ_CHECK(output.model == ColourModel::kStraight || output.pixels.channels == 4,
             "CMYK pixels have four channels");
  const ProbeResult probe = probe_image(bytes, true);
  FUZZ_CHECK(probe.info.has_value(), "the decoder decodes only what the probe accepts");
  const std::uint32_t divisor = probe.info->format == ImageFormat::kJpeg ? shrink : 1;
  FUZZ_CHECK(output.pixels.width == (probe.info->width + divisor - 1) / divisor &&
                 output.pixels.height == (probe.info->height + divisor - 1) / divisor,
             "the decoded size is the probe's (shrunk)");

  const int orientation = output.orientation;
  FUZZ_CHECK(orientation >= 1 && orientation <= 8, "an orientation is 1 to 8");
  const std::uint32_t width = output.pixels.width, height = output.pixels.height;
  Pixels8 shown;
  try {
    shown = apply_orientation(to_srgb(std::move(output)), orientation);
  } catch (const ImageError&) {
    return;  // a profile naming no colour space
  }
  check_decoded(shown, kFuzzMaxPixels);
  const bool turned = orientation >= 5;
  FUZZ_CHECK(shown.width == (turned ? height : width) && shown.height == (turned ? width : height),
             "orientation keeps the sides, or swaps them for 5 to 8");
}

}  // namespace lobbykit::fuzz
