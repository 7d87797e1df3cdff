// OutputStamps: the stamps of the files a build left in its output folder,
// kept by their place in its manifest (output_manifest.h), not by path: the
// manifest lists the paths already, so the build record need not hold or
// write them again (40,000 paths, some 3 MB, at 20,000 games).
#pragma once

#include <cstddef>
#include <vector>

#include "core/file_system.h"

namespace lobbykit {

struct OutputStamps {
  /// The manifest's own stamp: while it holds, the manifest lists the same
  /// files in the same order.
  FileStamp manifest;
  /// listed[i]: the stamp of the i-th file the manifest lists.
  std::vector<FileStamp> listed;

  /// How many files are stamped, the manifest too.
  [[nodiscard]] std::size_t size() const { return listed.size() + 1; }

  bool operator==(const OutputStamps&) const = default;
};

}  // namespace lobbykit
