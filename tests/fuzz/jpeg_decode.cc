// The JPEG decoder (images/jpeg_decode.h), shrinking on load by the factor
// (1, 2, 4 or 8) the input's length picks, then colour management (CMYK and
// ICC profiles) and orientation: it never crashes nor allocates more than
// the pixel limit allows; a decoded image is width x height x channels bytes
// under the limit, and stays so in sRGB and once oriented.
#include "images/jpeg_decode.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "image_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  lobbykit::fuzz::check_codec(lobbykit::decode_jpeg, data, size);
  return 0;
}
