// Waiting for folder trees to change (Linux inotify), for `build --watch`.
#pragma once

#include <filesystem>
#include <map>
#include <vector>

namespace lobbykit {

class FolderWatcher {
 public:
  /// Watches each of `roots` and every folder below them, including folders
  /// created later. Throws FatalError if inotify is unavailable.
  explicit FolderWatcher(const std::vector<std::filesystem::path>& roots);
  ~FolderWatcher();
  FolderWatcher(const FolderWatcher&) = delete;
  FolderWatcher& operator=(const FolderWatcher&) = delete;

  /// Blocks until a file is written, created, moved or removed, then until
  /// 100 ms pass without another change, so a save of many files (or an
  /// editor's write-then-rename) is one change.
  void wait_for_change();

 private:
  void watch_tree(const std::filesystem::path& folder);
  /// Reads pending events; returns whether any was a change.
  bool drain();

  int descriptor_ = -1;
  std::map<int, std::filesystem::path> folders_;
};

}  // namespace lobbykit
