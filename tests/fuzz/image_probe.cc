// The image probe (images/image_probe.h), which `lobbykit check` and the
// build read every header with, against the decoders a build runs:
//   - it never crashes; it gives a size or an error, and for the whole file
//     never asks for more;
//   - a prefix (that sniffs as the whole file does) gives either "needs
//     more" or the whole file's verdict, so the build's prefix reads and
//     check's whole-file reads agree;
//   - its format is the sniffed one;
//   - whatever a decoder decodes, the probe accepts, with the same format,
//     width and height (the decoder refuses all the probe refuses), and the
//     decoded buffer is width x height x channels, under the pixel limit.
#include "images/image_probe.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "image_fuzz.h"
#include "images/image_error.h"
#include "images/jpeg_decode.h"
#include "images/png_decode.h"
#include "images/webp_decode.h"

namespace {

using namespace lobbykit;

bool same_verdict(const ProbeResult& a, const ProbeResult& b) {
  if (a.info.has_value() != b.info.has_value()) return false;
  if (!a.info) return a.error == b.error;
  return a.info->format == b.info->format && a.info->width == b.info->width &&
         a.info->height == b.info->height;
}

std::optional<CodecOutput> decoded(std::string_view bytes, ImageFormat format) {
  const DecodeRequest request{fuzz::kFuzzMaxPixels, {}};
  try {
    switch (format) {
      case ImageFormat::kPng:
        return decode_png(bytes, request);
      case ImageFormat::kJpeg:
        return decode_jpeg(bytes, request);
      case ImageFormat::kWebp:
        return decode_webp(bytes, request);
      case ImageFormat::kSvg:
      case ImageFormat::kUnknown:
        break;
    }
  } catch (const ImageError&) {
  }
  return std::nullopt;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const ProbeResult whole = probe_image(bytes, true);
  FUZZ_CHECK(whole.info.has_value() == whole.error.empty(), "a probe gives a size or an error");
  FUZZ_CHECK(!whole.needs_more, "a whole file never needs more");
  if (whole.info)
    FUZZ_CHECK(whole.info->format == sniff_format(bytes), "the probe's format is sniffed");

  for (std::size_t cut : {size / 2, size * 3 / 4}) {
    // The format is sniffed from the first kilobyte, which the build's
    // prefixes (kImageProbePrefix and more) always hold.
    const std::string_view head = bytes.substr(0, cut);
    if (cut == 0 || sniff_format(head) != sniff_format(bytes)) continue;
    const ProbeResult prefix = probe_image(head, false);
    FUZZ_CHECK(prefix.needs_more || same_verdict(prefix, whole),
               "a prefix needs more or gives the whole file's verdict");
  }

  const ImageFormat format = sniff_format(bytes);
  if (auto output = decoded(bytes, format)) {
    FUZZ_CHECK(whole.info.has_value(), "the decoder decodes only what the probe accepts");
    FUZZ_CHECK(whole.info->format == format, "probe and decoder agree on the format");
    FUZZ_CHECK(
        output->pixels.width == whole.info->width && output->pixels.height == whole.info->height,
        "probe and decoder agree on the size");
    fuzz::check_decoded(output->pixels, fuzz::kFuzzMaxPixels);
  }
  return 0;
}
