// The EXIF orientation tag, read with libexif.
#pragma once

#include <string_view>

namespace lobbykit {

/// The orientation (1 to 8) in an EXIF block: a JPEG APP1 payload starting
/// "Exif\0\0", or a bare TIFF structure (PNG eXIf, WebP EXIF). 1 when the
/// block is missing, unreadable or holds another value.
int exif_orientation(std::string_view exif);

}  // namespace lobbykit
