#include "content/image_resolver.h"

#include <cstdint>

#include "core/did_you_mean.h"

namespace fs = std::filesystem;

namespace lobbykit {

ImageResolver::ImageResolver(const ContentTree& tree)
    : tree_(tree), used_(tree.images.size(), false) {}

std::optional<ImageRef> ImageResolver::resolve(const SourceFile& file, const std::string& written,
                                               const SourceLocation& at, Diagnostics& diagnostics,
                                               std::string_view missing_hint) {
  auto fail = [&](std::string message, std::string hint = {}) {
    diagnostics.add(file.diagnostic(Severity::kError, at, std::move(message), std::move(hint)));
    return std::nullopt;
  };
  // The schema has already refused absolute paths; '..' is resolved here.
  std::string path =
      (fs::path(file.path().str()).parent_path() / written).lexically_normal().generic_string();
  if (!path.starts_with("content/")) {
    return fail("image path '" + written + "' leaves the content folder",
                "keep images inside content/ and name them relative to this file");
  }
  if (tree_.escaping_links.count(path)) {
    return fail("image '" + written + "' is a symlink that points outside the content folder");
  }
  // did-you-mean among the images beside it; only computed for an error
  auto similar_name = [&] {
    std::vector<std::string> siblings;
    std::string folder = fs::path(path).parent_path().generic_string();
    // in the order walked: a folder's images come from one listing, by name
    for (std::uint32_t number = 0; number < tree_.images.size(); ++number) {
      const std::string image = tree_.images[number];
      if (fs::path(image).parent_path().generic_string() == folder) {
        siblings.push_back(fs::path(image).filename().string());
      }
    }
    return did_you_mean(fs::path(path).filename().string(), siblings);
  };
  if (!is_image_file_name(path)) {
    std::string hint = similar_name();
    return fail("'" + written + "' is not an image file name",
                hint.empty() ? "use .png, .jpg, .jpeg, .webp or .svg" : hint);
  }
  const std::optional<std::uint32_t> image = tree_.images.find(path);
  if (!image) {
    std::string hint = similar_name();
    return fail("image '" + written + "' does not exist",
                hint.empty() ? std::string(missing_hint) : std::move(hint));
  }
  used_[*image] = true;
  return ImageRef{std::move(path), written, at};
}

}  // namespace lobbykit
