#include "core/file_system.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "core/fatal_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

std::string describe_errno(const fs::path& path, std::string_view action) {
  return std::string("cannot ") + std::string(action) + " '" + path.string() +
         "': " + std::strerror(errno);
}

EntryKind kind_of(const fs::file_status& status) {
  switch (status.type()) {
    case fs::file_type::regular:
      return EntryKind::kFile;
    case fs::file_type::directory:
      return EntryKind::kDirectory;
    case fs::file_type::symlink:
      return EntryKind::kSymlink;
    default:
      return EntryKind::kOther;
  }
}

// From the type readdir reported (d_type), so listing a folder costs no stat
// per entry; libstdc++ stats only where the file system does not report it.
EntryKind kind_of(const fs::directory_entry& entry) {
  std::error_code error;
  if (entry.is_symlink(error)) return EntryKind::kSymlink;
  if (entry.is_directory(error)) return EntryKind::kDirectory;
  if (entry.is_regular_file(error)) return EntryKind::kFile;
  return EntryKind::kOther;
}

FileStamp stamp_of(const struct stat& info) {
  return FileStamp{
      static_cast<std::uint64_t>(info.st_size),
      static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec,
      static_cast<std::uint64_t>(info.st_ino)};
}

}  // namespace

bool FileSystem::read_pieces(const fs::path& path, std::size_t piece,
                             const std::function<void(std::string_view)>& consume,
                             std::optional<FileStamp>& stamp) const {
  const auto bytes = read_prefix_stamped(path, std::numeric_limits<std::size_t>::max(), stamp);
  if (!bytes) return false;
  const std::size_t step = std::max<std::size_t>(piece, 1);
  for (std::size_t start = 0; start < bytes->size(); start += step)
    consume(std::string_view(*bytes).substr(start, step));
  return true;
}

void FileSystem::write_atomic_streamed(const fs::path& path, const ByteWriter& write) {
  StringSink sink;
  write(sink);
  write_atomic(path, sink.bytes);
}

std::optional<std::string> DiskFileSystem::read_prefix(const fs::path& path,
                                                       std::size_t max_bytes) const {
  std::optional<FileStamp> unused;
  return read_prefix_stamped(path, max_bytes, unused);
}

namespace {

/// A regular file open for reading, closed when it goes; `stamp` set from
/// the open file. Not `open` (nothing set) if the path does not exist or is
/// not a regular file.
class OpenFile {
 public:
  OpenFile(const fs::path& path, std::optional<FileStamp>& stamp) {
    stamp.reset();
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) {
      if (errno == ENOENT || errno == ENOTDIR) return;
      throw FatalError(describe_errno(path, "open"));
    }
    if (::fstat(fd_, &info_) != 0) return;
    stamp = stamp_of(info_);
    regular_ = S_ISREG(info_.st_mode);
  }
  OpenFile(const OpenFile&) = delete;
  OpenFile& operator=(const OpenFile&) = delete;
  ~OpenFile() {
    if (fd_ >= 0) ::close(fd_);
  }

  [[nodiscard]] bool open() const { return regular_; }
  [[nodiscard]] int fd() const { return fd_; }
  [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(info_.st_size); }

 private:
  int fd_ = -1;
  struct stat info_ {};
  bool regular_ = false;
};

}  // namespace

std::optional<std::string> DiskFileSystem::read_prefix_stamped(
    const fs::path& path, std::size_t max_bytes, std::optional<FileStamp>& stamp) const {
  const OpenFile file(path, stamp);
  if (!file.open()) return std::nullopt;
  const int fd = file.fd();
  std::string bytes(std::min(file.size(), max_bytes), '\0');
  std::size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::read(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      throw FatalError(describe_errno(path, "read"));
    }
    if (n == 0) break;  // the file shrank while we read it
    done += static_cast<std::size_t>(n);
  }
  bytes.resize(done);
  return bytes;
}

bool DiskFileSystem::read_pieces(const fs::path& path, std::size_t piece,
                                 const std::function<void(std::string_view)>& consume,
                                 std::optional<FileStamp>& stamp) const {
  const OpenFile file(path, stamp);
  if (!file.open()) return false;
  std::string buffer(std::max<std::size_t>(piece, 1), '\0');
  for (;;) {
    const ssize_t n = ::read(file.fd(), buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw FatalError(describe_errno(path, "read"));
    if (n == 0) return true;
    consume(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
  }
}

std::vector<DirectoryEntry> DiskFileSystem::list(const fs::path& dir) const {
  std::vector<DirectoryEntry> entries;
  std::error_code error;
  fs::directory_iterator it(dir, error);
  if (error) return entries;
  for (const auto& entry : it) {
    entries.push_back({entry.path().filename().string(), kind_of(entry)});
  }
  std::sort(entries.begin(), entries.end(),
            [](const DirectoryEntry& a, const DirectoryEntry& b) { return a.name < b.name; });
  return entries;
}

EntryKind DiskFileSystem::kind(const fs::path& path) const {
  std::error_code error;
  auto status = fs::symlink_status(path, error);
  return error ? EntryKind::kOther : kind_of(status);
}

bool DiskFileSystem::exists(const fs::path& path) const {
  std::error_code error;
  return fs::exists(path, error);
}

std::optional<FileStamp> DiskFileSystem::stamp(const fs::path& path) const {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return std::nullopt;
  return stamp_of(info);
}

std::optional<fs::path> DiskFileSystem::resolve(const fs::path& path) const {
  std::error_code error;
  auto resolved = fs::canonical(path, error);
  if (error) return std::nullopt;
  return resolved;
}

namespace {

/// Writes to a file descriptor through a buffer; a piece larger than the
/// buffer goes straight through.
class FileSink final : public ByteSink {
 public:
  FileSink(int fd, const fs::path& path) : fd_(fd), path_(path) {}

  void append(std::string_view bytes) override {
    if (buffer_.size() + bytes.size() > kBufferBytes) {
      flush();
      if (bytes.size() >= kBufferBytes) return write_all(bytes);
    }
    buffer_.append(bytes);
  }

  void flush() {
    write_all(buffer_);
    buffer_.clear();
  }

 private:
  static constexpr std::size_t kBufferBytes = 1 << 16;

  void write_all(std::string_view bytes) {
    while (!bytes.empty()) {
      ssize_t n = ::write(fd_, bytes.data(), bytes.size());
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) throw FatalError(describe_errno(path_, "write"));
      bytes.remove_prefix(static_cast<std::size_t>(n));
    }
  }

  int fd_;
  const fs::path& path_;
  std::string buffer_;
};

}  // namespace

void DiskFileSystem::write_atomic(const fs::path& path, std::string_view bytes) {
  write_atomic_streamed(path, [bytes](ByteSink& sink) { sink.append(bytes); });
}

void DiskFileSystem::write_atomic_streamed(const fs::path& path, const ByteWriter& write) {
  std::error_code error;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), error);
  if (error)
    throw FatalError("cannot create folder '" + path.parent_path().string() +
                     "': " + error.message());
  // One temporary per write, not per process: two threads writing the same
  // path (two sources with the same bytes share a cache entry) must not
  // truncate and rename each other's file.
  static std::atomic<std::uint64_t> writes{0};
  fs::path temporary = path;
  temporary += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(writes++);
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw FatalError(describe_errno(temporary, "create"));
  try {
    FileSink sink(fd, temporary);
    write(sink);
    sink.flush();
  } catch (...) {
    ::close(fd);
    ::unlink(temporary.c_str());
    throw;
  }
  if (::close(fd) != 0 || ::rename(temporary.c_str(), path.c_str()) != 0) {
    ::unlink(temporary.c_str());
    throw FatalError(describe_errno(path, "write"));
  }
}

void DiskFileSystem::remove_file(const fs::path& path) {
  if (::unlink(path.c_str()) != 0 && errno != ENOENT)
    throw FatalError(describe_errno(path, "remove"));
}

void DiskFileSystem::remove_empty_directory(const fs::path& path) {
  ::rmdir(path.c_str());  // fails harmlessly when the folder still holds files
}

// ---- MemoryFileSystem ----------------------------------------------------

namespace {

std::string key_of(const fs::path& path) { return path.lexically_normal().generic_string(); }

bool is_under(const std::string& path, const std::string& dir) {
  if (dir.empty() || dir == ".") return true;
  return path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0 &&
         path[dir.size()] == '/';
}

}  // namespace

void MemoryFileSystem::add_file(const fs::path& path, std::string bytes) {
  files_[key_of(path)] = std::move(bytes);
}

void MemoryFileSystem::add_symlink(const fs::path& path, const fs::path& target) {
  symlinks_[key_of(path)] = target.generic_string();
}

std::optional<std::string> MemoryFileSystem::read(const fs::path& path) const {
  auto resolved = resolve(path);
  if (!resolved) return std::nullopt;
  auto it = files_.find(key_of(*resolved));
  if (it == files_.end()) return std::nullopt;
  return it->second;
}

std::optional<std::string> MemoryFileSystem::read_prefix(const fs::path& path,
                                                         std::size_t max_bytes) const {
  auto bytes = read(path);
  if (bytes && bytes->size() > max_bytes) bytes->resize(max_bytes);
  return bytes;
}

std::vector<DirectoryEntry> MemoryFileSystem::list(const fs::path& dir) const {
  std::string prefix = key_of(dir);
  std::set<std::string> seen;
  std::vector<DirectoryEntry> entries;
  auto visit = [&](const std::string& path, EntryKind leaf_kind) {
    if (!is_under(path, prefix)) return;
    std::string rest = (prefix.empty() || prefix == ".") ? path : path.substr(prefix.size() + 1);
    auto slash = rest.find('/');
    std::string name = rest.substr(0, slash);
    if (!seen.insert(name).second) return;
    entries.push_back({name, slash == std::string::npos ? leaf_kind : EntryKind::kDirectory});
  };
  for (const auto& [path, bytes] : files_) visit(path, EntryKind::kFile);
  for (const auto& [path, target] : symlinks_) visit(path, EntryKind::kSymlink);
  std::sort(entries.begin(), entries.end(),
            [](const DirectoryEntry& a, const DirectoryEntry& b) { return a.name < b.name; });
  return entries;
}

EntryKind MemoryFileSystem::kind(const fs::path& path) const {
  std::string key = key_of(path);
  if (files_.count(key)) return EntryKind::kFile;
  if (symlinks_.count(key)) return EntryKind::kSymlink;
  for (const auto& [file, bytes] : files_) {
    if (is_under(file, key)) return EntryKind::kDirectory;
  }
  return EntryKind::kOther;
}

bool MemoryFileSystem::exists(const fs::path& path) const {
  auto resolved = resolve(path);
  return resolved && kind(*resolved) != EntryKind::kOther;
}

std::optional<FileStamp> MemoryFileSystem::stamp(const fs::path& path) const {
  auto bytes = read(path);
  if (!bytes) return std::nullopt;
  return FileStamp{bytes->size(), 0, 0};
}

std::optional<fs::path> MemoryFileSystem::resolve(const fs::path& path) const {
  std::string key = key_of(path);
  for (int hops = 0; hops < 16; ++hops) {
    auto it = symlinks_.find(key);
    if (it == symlinks_.end()) return fs::path(key);
    fs::path target(it->second);
    key = key_of(target.is_absolute() ? target : fs::path(key).parent_path() / target);
  }
  return std::nullopt;  // a symlink loop
}

void MemoryFileSystem::write_atomic(const fs::path& path, std::string_view bytes) {
  files_[key_of(path)] = std::string(bytes);
}

void MemoryFileSystem::remove_file(const fs::path& path) { files_.erase(key_of(path)); }

void MemoryFileSystem::remove_empty_directory(const fs::path&) {}

}  // namespace lobbykit
