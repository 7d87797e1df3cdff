// The WebP decoder (images/webp_decode.h) with its ICCP and EXIF chunks,
// then colour management and orientation: it never crashes nor allocates
// more than the pixel limit allows; a decoded image is width x height x
// channels bytes under the limit, and stays so in sRGB and once oriented.
#include "images/webp_decode.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "image_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  lobbykit::fuzz::check_codec(lobbykit::decode_webp, data, size);
  return 0;
}
