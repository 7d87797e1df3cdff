#include "content/thumbnail_files.h"

#include <string_view>

#include "content/catalogue_emitter.h"

namespace lobbykit {

void ThumbnailFiles::path(std::size_t image, std::size_t index, std::string& path) const {
  const ImageVariant variant = store_->variant(image, index);
  const auto digits = variant.hash.digits();
  path.clear();
  append_thumbnail_media_path(path, store_->source_path(image), variant,
                              std::string_view(digits.data(), digits.size()));
}

}  // namespace lobbykit
