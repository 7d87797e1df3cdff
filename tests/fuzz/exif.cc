// The EXIF orientation reader (images/exif_orientation.h), as JPEG APP1,
// PNG eXIf and WebP EXIF hand it untrusted blocks: it never crashes nor
// allocates without bound; it answers 1 to 8; and a bare TIFF block reads as
// the same block behind the APP1 "Exif\0\0" header.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "image_fuzz.h"
#include "images/exif_orientation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view block(reinterpret_cast<const char*>(data), size);
  const int orientation = lobbykit::exif_orientation(block);
  FUZZ_CHECK(orientation >= 1 && orientation <= 8, "an orientation is 1 to 8");
  static constexpr std::string_view kHeader("Exif\0\0", 6);
  if (!block.starts_with(kHeader)) {
    const int as_app1 = lobbykit::exif_orientation(std::string(kHeader) + std::string(block));
    FUZZ_CHECK(as_app1 == orientation,
               "a TIFF block reads the same with or without its APP1 header");
  }
  return 0;
}
