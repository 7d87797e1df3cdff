// The PNG decoder (images/png_decode.h) with its eXIf and iCCP chunks, then
// colour management and orientation as decode_image applies them: it never
// crashes nor allocates more than the pixel limit allows (the libpng chunk
// and size limits hold); a decoded image is width x height x channels bytes
// under the limit, and stays so in sRGB and once oriented (5 to 8 swap its
// sides). Each input is also decoded with every chunk's CRC made right, so
// that mutated image data gets past the CRC check into inflating and the row
// filters (images/png_unfilter.h) instead of stopping at it.
#include "images/png_decode.h"

#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "image_fuzz.h"

namespace {

/// `data` with the CRC of every whole chunk after the signature rewritten.
std::vector<std::uint8_t> with_right_crcs(const std::uint8_t* data, std::size_t size) {
  std::vector<std::uint8_t> out(data, data + size);
  for (std::size_t at = 8; at + 12 <= out.size();) {
    const std::uint32_t length = (std::uint32_t(out[at]) << 24) |
                                 (std::uint32_t(out[at + 1]) << 16) |
                                 (std::uint32_t(out[at + 2]) << 8) | out[at + 3];
    if (length > out.size() - at - 12) break;
    const auto crc = static_cast<std::uint32_t>(crc32(0, out.data() + at + 4, length + 4));
    std::uint8_t* stored = out.data() + at + 8 + length;
    stored[0] = std::uint8_t(crc >> 24), stored[1] = std::uint8_t(crc >> 16);
    stored[2] = std::uint8_t(crc >> 8), stored[3] = std::uint8_t(crc);
    at += 12 + std::size_t(length);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  lobbykit::fuzz::check_codec(lobbykit::decode_png, data, size);
  const std::vector<std::uint8_t> mended = with_right_crcs(data, size);
  lobbykit::fuzz::check_codec(lobbykit::decode_png, mended.data(), mended.size());
  return 0;
}
