// Thumbnails with their bytes, as render_thumbnails makes them or a cache
// entry read whole gives them: the record, and the WebP files beside it,
// which are let go once written (the record stays for the whole build).
#pragma once

#include <string>
#include <vector>

#include "codegen/rendered_image.h"

namespace lobbykit {

struct EncodedThumbnails {
  RenderedImageRef record;
  std::vector<std::string> webp;  ///< webp[i]: the file of record->variants()[i]
};

}  // namespace lobbykit
