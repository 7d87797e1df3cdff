// The PNG decoder (images/png_decode.h) with its eXIf and iCCP chunks, then
// colour management and orientation as decode_image applies them: it never
// crashes nor allocates more than the pixel limit allows (the libpng chunk
// and size limits hold); a decoded image is width x height x channels bytes
// under the limit, and stays so in sRGB and once oriented (5 to 8 swap its
// sides).
#include "images/png_decode.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "image_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  lobbykit::fuzz::check_codec(lobbykit::decode_png, data, size);
  return 0;
}
