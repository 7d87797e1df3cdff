// RecordingFileSystem: passes every call through to another FileSystem and
// notes the stamp (size, mtime, inode) of each path a build looked at, as it
// was at the first look (of a file read: from the open file). The next build
// re-stats those paths: if every stamp is the same, no input can have changed
// (ninja's rule), so the build has nothing to do.
#pragma once

#include <deque>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/file_system.h"
#include "core/path_table.h"

namespace lobbykit {

/// A path a build looked at, as the build spelt it, and its stamp then
/// (nullopt: it did not exist).
using InputStamps = std::map<std::string, std::optional<FileStamp>>;

class RecordingFileSystem final : public FileSystem {
 public:
  /// Paths inside `ignored` folders (the output folder, the thumbnail cache)
  /// are the build's own files, not inputs, and are not recorded.
  RecordingFileSystem(FileSystem& inner, const std::vector<std::filesystem::path>& ignored);

  std::optional<std::string> read_prefix(const std::filesystem::path& path,
                                         std::size_t max_bytes) const override;
  std::optional<std::string> read_prefix_stamped(const std::filesystem::path& path,
                                                 std::size_t max_bytes,
                                                 std::optional<FileStamp>& stamp) const override;
  bool read_pieces(const std::filesystem::path& path, std::size_t piece,
                   const std::function<void(std::string_view)>& consume,
                   std::optional<FileStamp>& stamp) const override;
  std::vector<DirectoryEntry> list(const std::filesystem::path& dir) const override;
  EntryKind kind(const std::filesystem::path& path) const override;
  bool exists(const std::filesystem::path& path) const override;
  std::optional<FileStamp> stamp(const std::filesystem::path& path) const override;
  std::optional<std::filesystem::path> resolve(const std::filesystem::path& path) const override;
  void write_atomic(const std::filesystem::path& path, std::string_view bytes) override;
  void write_atomic_streamed(const std::filesystem::path& path, const ByteWriter& write) override;
  void remove_file(const std::filesystem::path& path) override;
  void remove_empty_directory(const std::filesystem::path& path) override;

  /// Every input looked at so far. Thread-safe, as are the calls above if
  /// the inner FileSystem's are.
  [[nodiscard]] InputStamps inputs() const;

 private:
  [[nodiscard]] bool is_ignored(const std::string& path) const;
  void note(const std::filesystem::path& path) const;
  void note(const std::filesystem::path& path, const std::optional<FileStamp>& stamp) const;
  void record(const std::filesystem::path& path, const std::optional<FileStamp>& stamp) const;

  FileSystem& inner_;
  std::vector<std::string> ignored_;
  mutable std::mutex mutex_;
  // Some tens of thousands of long paths in a large build, held until it
  // ends: each a folder's number and a file name, not a node and a string.
  mutable PathTable paths_;  ///< every input, numbered in the order first noted
  // A deque grows without moving its stamps: a vector grown by doubling
  // held 2 MB for 1.3 MB of them at 20,000 games, and both buffers while it
  // grew. Whether each path existed is kept apart: a std::optional made a
  // stamp 32 bytes, not 24.
  mutable std::deque<FileStamp> stamps_;  ///< stamps_[i]: of paths_[i], if it existed
  mutable std::vector<bool> existed_;     ///< existed_[i]: paths_[i] did
};

}  // namespace lobbykit
