// PathStamps: paths, each with the stamp its file had, in the order they
// were added. The outputs of a build of 20,000 games are some 40,000 paths
// held until the build record is written: in one StringList and one vector
// of stamps, not a std::string (and a heap block) each.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

#include "core/fatal_error.h"
#include "core/file_system.h"
#include "core/string_list.h"

namespace lobbykit {

class PathStamps {
 public:
  PathStamps() = default;
  PathStamps(std::initializer_list<std::pair<std::string_view, FileStamp>> entries) {
    for (const auto& [path, stamp] : entries) push_back(path, stamp);
  }
  /// `paths`, each with the stamp of its number in `stamps`, taken as they
  /// are (a list someone else built is not copied). Throws FatalError
  /// unless there are as many of each.
  PathStamps(StringList paths, std::vector<FileStamp> stamps)
      : paths_(std::move(paths)), stamps_(std::move(stamps)) {
    if (paths_.size() != stamps_.size())
      throw FatalError("internal error: paths and stamps that do not pair up");
  }

  /// Adds `path` with `stamp`. Throws FatalError as StringList::push_back does.
  void push_back(std::string_view path, const FileStamp& stamp) {
    paths_.push_back(path);
    stamps_.push_back(stamp);
  }

  /// Room for `count` more entries whose paths hold `path_bytes` bytes in
  /// all, without growing.
  void reserve(std::size_t count, std::size_t path_bytes) {
    paths_.reserve(count, path_bytes);
    stamps_.reserve(stamps_.size() + count);
  }

  [[nodiscard]] std::size_t size() const { return stamps_.size(); }

  /// Entry `i`'s path and stamp. REQUIRES: i < size(). The path's view
  /// lasts until the next push_back.
  [[nodiscard]] std::string_view path(std::size_t i) const {
    return paths_[static_cast<std::uint32_t>(i)];
  }
  [[nodiscard]] const FileStamp& stamp(std::size_t i) const { return stamps_[i]; }

  /// The same paths with the same stamps in the same order.
  bool operator==(const PathStamps&) const = default;

 private:
  StringList paths_;
  std::vector<FileStamp> stamps_;  ///< stamps_[i]: of paths_[i]
};

}  // namespace lobbykit
