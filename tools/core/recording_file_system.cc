#include "core/recording_file_system.h"

#include "core/fatal_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

// An input's entry in the spill file: whether it existed (1 byte), its
// stamp (size, mtime and inode, 8 bytes each), then its path.
std::string encode_input(std::string_view path, const std::optional<FileStamp>& stamp) {
  std::string entry(1, stamp ? '\1' : '\0');
  append_fixed(entry, stamp.value_or(FileStamp{}));
  entry.append(path);
  return entry;
}

void decode_input(std::string_view entry, const InputVisitor& visit) {
  if (entry.empty()) throw FatalError("internal error: a recorded input cut short");
  const bool existed = entry.front() != 0;
  entry.remove_prefix(1);
  const auto fields = take_fixed<FileStamp>(entry);
  visit(entry, existed ? std::optional(fields) : std::nullopt);
}

}  // namespace

RecordingFileSystem::RecordingFileSystem(FileSystem& inner, const std::vector<fs::path>& ignored,
                                         const std::optional<fs::path>& spill_folder)
    : inner_(inner), spill_(spill_folder.value_or(SpillFile::temporary_folder())) {
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
    if (recent_.contains(path.native())) return;
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
  // a look that repeats the one before (a third of them) encodes nothing
  if (recent_.insert(path.native())) spill_.append(encode_input(path.native(), stamp));
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

void RecordingFileSystem::for_each_input(const InputVisitor& visit) const {
  std::lock_guard lock(mutex_);
  spill_.for_each([&visit](std::string_view entry) { decode_input(entry, visit); });
}

std::size_t RecordingFileSystem::input_count() const {
  std::lock_guard lock(mutex_);
  return spill_.size();
}

}  // namespace lobbykit
