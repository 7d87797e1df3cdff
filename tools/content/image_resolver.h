// Resolving an image path written in a content file: it must stay inside
// content/, have an image file's name, and exist. Whether its bytes are a
// readable image of the type its name claims is checked by the pipeline's
// image step (pipeline/image_step.h), which reads them.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "content/content_tree.h"
#include "content/model.h"
#include "core/diagnostics.h"
#include "core/source_file.h"

namespace lobbykit {

class ImageResolver {
 public:
  /// Trusts `tree` for what exists: the scan has already walked content/ and
  /// vetted its symlinks, so resolving touches no file.
  explicit ImageResolver(const ContentTree& tree);

  /// Resolves the path `written` in `file` at `at`, relative to the file's
  /// folder. Reports each problem at `at` and returns nullopt; a missing
  /// file's hint is a similar name beside it, else `missing_hint`.
  std::optional<ImageRef> resolve(const SourceFile& file, const std::string& written,
                                  const SourceLocation& at, Diagnostics& diagnostics,
                                  std::string_view missing_hint = {});

  /// Whether each image of the tree, by its number in `tree.images`, has
  /// been resolved (named by a content file and existing, whatever its
  /// bytes). A bit an image: a list of the tree's paths, one a game, took
  /// 0.26 MB a worker at 20,000 games, and a set of path strings 2 MB.
  [[nodiscard]] const std::vector<bool>& used() const { return used_; }

 private:
  const ContentTree& tree_;
  std::vector<bool> used_;
};

}  // namespace lobbykit
