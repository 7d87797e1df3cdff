// An image file named by a content file.
#pragma once

#include <string>

#include "core/diagnostics.h"

namespace lobbykit {

/// An image file named by a content file. Content vouches for its path
/// (inside content/, an existing file with an image extension); whether its
/// bytes are the image its name claims is for the pipeline's image step.
struct ImageRef {
  std::string path;         ///< relative to the repository root: content/games/a/b.png
  std::string written;      ///< as the content file wrote it: b.png, ../a/b.png
  SourceLocation named_at;  ///< where the YAML names it
};

}  // namespace lobbykit
