// FileSystem: the narrow seam through which the toolchain reads content and
// writes output, so tests can run on an in-memory tree (MemoryFileSystem).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit {

enum class EntryKind { kFile, kDirectory, kSymlink, kOther };

struct DirectoryEntry {
  std::string name;
  EntryKind kind = EntryKind::kOther;
};

/// What incremental work needs to know about a file without reading it.
struct FileStamp {
  std::uint64_t size = 0;
  std::int64_t mtime_ns = 0;
  std::uint64_t inode = 0;

  /// Same size, mtime and inode: unchanged, by ninja's rule.
  bool operator==(const FileStamp&) const = default;
};

/// Where a file's bytes go when they are produced piece by piece, in order.
class ByteSink {
 public:
  virtual void append(std::string_view bytes) = 0;

 protected:
  ~ByteSink() = default;
};

/// Gathers the pieces into one string.
class StringSink final : public ByteSink {
 public:
  void append(std::string_view piece) override { bytes.append(piece); }
  std::string bytes;
};

/// Produces a file's bytes into a sink, so that a large file is never held
/// whole. May throw.
using ByteWriter = std::function<void(ByteSink&)>;

class FileSystem {
 public:
  virtual ~FileSystem() = default;

  /// The whole file, or nullopt if it does not exist or is not a regular file.
  /// Throws FatalError if it exists but cannot be read. This default reads
  /// the longest prefix.
  virtual std::optional<std::string> read(const std::filesystem::path& path) const {
    return read_prefix(path, std::numeric_limits<std::size_t>::max());
  }

  /// Like `read`, but at most the first `max_bytes` bytes: enough to probe a
  /// header without reading a large file whole.
  virtual std::optional<std::string> read_prefix(const std::filesystem::path& path,
                                                 std::size_t max_bytes) const = 0;

  /// Like `read_prefix`, and sets `stamp` to the stamp of the file it read
  /// (nullopt if there is no such path). This default stats, then reads.
  virtual std::optional<std::string> read_prefix_stamped(const std::filesystem::path& path,
                                                         std::size_t max_bytes,
                                                         std::optional<FileStamp>& stamp) const {
    stamp = this->stamp(path);
    return read_prefix(path, max_bytes);
  }

  /// Hands the file to `consume` in order, in pieces of at most `piece`
  /// bytes, so a large file is never held whole; sets `stamp` as
  /// read_prefix_stamped does. False (nothing handed) if it does not exist
  /// or is not a regular file. Throws FatalError as `read` does. This
  /// default reads it whole, then hands it over piece by piece.
  virtual bool read_pieces(const std::filesystem::path& path, std::size_t piece,
                           const std::function<void(std::string_view)>& consume,
                           std::optional<FileStamp>& stamp) const;

  /// Entries of a directory sorted by name (empty if it does not exist).
  /// Symlinks are reported as kSymlink, never followed.
  virtual std::vector<DirectoryEntry> list(const std::filesystem::path& dir) const = 0;

  virtual EntryKind kind(const std::filesystem::path& path) const = 0;
  virtual bool exists(const std::filesystem::path& path) const = 0;
  virtual std::optional<FileStamp> stamp(const std::filesystem::path& path) const = 0;

  /// The path with every symlink resolved, or nullopt if it does not resolve.
  virtual std::optional<std::filesystem::path> resolve(const std::filesystem::path& path) const = 0;

  /// Writes through a temporary file in the same folder and a rename, so a
  /// reader sees the old bytes or the new ones, never a mix. Creates parent
  /// folders. Throws FatalError on failure.
  virtual void write_atomic(const std::filesystem::path& path, std::string_view bytes) = 0;

  /// Like `write_atomic`, with the bytes `write` produces. If `write` throws,
  /// the file keeps its old bytes (or stays absent), no temporary file is
  /// left, and the exception goes on. This default gathers the bytes, then
  /// calls `write_atomic`.
  virtual void write_atomic_streamed(const std::filesystem::path& path, const ByteWriter& write);

  /// Removes a file (not a folder); missing files are ignored.
  virtual void remove_file(const std::filesystem::path& path) = 0;

  /// Removes a folder if it is empty; otherwise does nothing.
  virtual void remove_empty_directory(const std::filesystem::path& path) = 0;
};

/// The real disk.
class DiskFileSystem final : public FileSystem {
 public:
  std::optional<std::string> read_prefix(const std::filesystem::path& path,
                                         std::size_t max_bytes) const override;
  /// The stamp comes from the open file: one system call fewer than a stat.
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
  /// Writes the pieces through a buffer into the temporary file as they come.
  void write_atomic_streamed(const std::filesystem::path& path, const ByteWriter& write) override;
  void remove_file(const std::filesystem::path& path) override;
  void remove_empty_directory(const std::filesystem::path& path) override;
};

/// An in-memory tree for tests. Paths are compared in their lexically
/// normal, generic form; folders exist implicitly above every file.
class MemoryFileSystem final : public FileSystem {
 public:
  void add_file(const std::filesystem::path& path, std::string bytes);
  void add_symlink(const std::filesystem::path& path, const std::filesystem::path& target);

  std::optional<std::string> read(const std::filesystem::path& path) const override;
  std::optional<std::string> read_prefix(const std::filesystem::path& path,
                                         std::size_t max_bytes) const override;
  std::vector<DirectoryEntry> list(const std::filesystem::path& dir) const override;
  EntryKind kind(const std::filesystem::path& path) const override;
  bool exists(const std::filesystem::path& path) const override;
  std::optional<FileStamp> stamp(const std::filesystem::path& path) const override;
  std::optional<std::filesystem::path> resolve(const std::filesystem::path& path) const override;
  void write_atomic(const std::filesystem::path& path, std::string_view bytes) override;
  void remove_file(const std::filesystem::path& path) override;
  void remove_empty_directory(const std::filesystem::path& path) override;

  /// Every file, by normalised path.
  [[nodiscard]] const std::map<std::string, std::string>& files() const { return files_; }

 private:
  std::map<std::string, std::string> files_;
  std::map<std::string, std::string> symlinks_;
};

}  // namespace lobbykit
