#include "core/recording_file_system.h"

namespace fs = std::filesystem;

namespace lobbykit {

RecordingFileSystem::RecordingFileSystem(FileSystem& inner, const std::vector<fs::path>& ignored)
    : inner_(inner) {
  for (const fs::path& folder : ignored) {
    std::string name = folder.native();
    while (name.size() > 1 && name.back() == '/') name.pop_back();  // "out/" holds "out/x"
    if (!name.empty()) ignored_.push_back(std::move(name));
  }
}

// The build spells the paths inside its output and cache folders as
// `folder / relative`, so a prefix of the folder as given is enough.
bool RecordingFileSystem::is_ignored(const std::string& path) const {
  for (const std::string& folder : ignored_) {
    if (path.starts_with(folder) && (path.size() == folder.size() || path[folder.size()] == '/'))
      return true;
  }
  return false;
}

void RecordingFileSystem::note(const fs::path& path) const {
  if (is_ignored(path.native())) return;
  {
    std::lock_guard lock(mutex_);
    if (paths_.find(path.native())) return;
  }
  record(path, inner_.stamp(path));
}

// The first stamp wins: it is of the bytes the build first read, so a change
// made while the build ran shows as a different stamp next time.
void RecordingFileSystem::note(const fs::path& path, const std::optional<FileStamp>& stamp) const {
  if (!is_ignored(path.native())) record(path, stamp);
}

void RecordingFileSystem::record(const fs::path& path,
                                 const std::optional<FileStamp>& stamp) const {
  std::lock_guard lock(mutex_);
  if (!paths_.insert(path.native()).second) return;
  stamps_.push_back(stamp.value_or(FileStamp{}));
  existed_.push_back(stamp.has_value());
}

std::optional<std::string> RecordingFileSystem::read_prefix(const fs::path& path,
                                                            std::size_t max_bytes) const {
  std::optional<FileStamp> stamp;
  return read_prefix_stamped(path, max_bytes, stamp);
}

std::optional<std::string> RecordingFileSystem::read_prefix_stamped(
    const fs::path& path, std::size_t max_bytes, std::optional<FileStamp>& stamp) const {
  auto bytes = inner_.read_prefix_stamped(path, max_bytes, stamp);
  note(path, stamp);
  return bytes;
}

bool RecordingFileSystem::read_pieces(const fs::path& path, std::size_t piece,
                                      const std::function<void(std::string_view)>& consume,
                                      std::optional<FileStamp>& stamp) const {
  const bool read = inner_.read_pieces(path, piece, consume, stamp);
  note(path, stamp);
  return read;
}

// A folder's mtime changes when an entry is added, removed or renamed.
std::vector<DirectoryEntry> RecordingFileSystem::list(const fs::path& dir) const {
  note(dir);
  return inner_.list(dir);
}

EntryKind RecordingFileSystem::kind(const fs::path& path) const {
  note(path);
  return inner_.kind(path);
}

bool RecordingFileSystem::exists(const fs::path& path) const {
  note(path);
  return inner_.exists(path);
}

std::optional<FileStamp> RecordingFileSystem::stamp(const fs::path& path) const {
  auto stamp = inner_.stamp(path);
  note(path, stamp);
  return stamp;
}

std::optional<fs::path> RecordingFileSystem::resolve(const fs::path& path) const {
  note(path);
  return inner_.resolve(path);
}

void RecordingFileSystem::write_atomic(const fs::path& path, std::string_view bytes) {
  inner_.write_atomic(path, bytes);
}

void RecordingFileSystem::write_atomic_streamed(const fs::path& path, const ByteWriter& write) {
  inner_.write_atomic_streamed(path, write);
}

void RecordingFileSystem::remove_file(const fs::path& path) { inner_.remove_file(path); }

void RecordingFileSystem::remove_empty_directory(const fs::path& path) {
  inner_.remove_empty_directory(path);
}

InputStamps RecordingFileSystem::inputs() const {
  std::lock_guard lock(mutex_);
  InputStamps out;
  for (std::uint32_t i = 0; i < stamps_.size(); ++i) {
    out.emplace(paths_[i], existed_[i] ? std::optional(stamps_[i]) : std::nullopt);
  }
  return out;
}

}  // namespace lobbykit
