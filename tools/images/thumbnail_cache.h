// A persistent cache of rendered thumbnails, so an unchanged image is never
// decoded twice.
//
// An entry is keyed by the hash of the source's bytes and of every setting
// that changes the output (sizes, densities, fit, focal point, WebP quality
// and effort, BlurHash components) plus kPipelineVersion: a fresh clone (new
// mtimes) still hits, and identical sources share one entry. Reading and
// hashing a source is skipped too when its size, mtime and inode match what
// the index remembers, as ninja does. Entries are written atomically and
// carry a checksum, so a crash leaves either a whole entry or none, and a
// corrupt or empty entry is detected and rebuilt. Past the size limit, the
// least recently used entries are evicted when the build ends.
//
// Layout of the folder: `index` (the stamps and each entry's last use) and
// `<2 hex>/<key>.thumbs`, one file per entry.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "core/file_system.h"
#include "images/rendered_image.h"
#include "images/thumbnail.h"

namespace lobbykit {

/// Bumped whenever the pipeline's output for the same input changes.
inline constexpr int kPipelineVersion = 1;

/// The cache key of `spec` applied to a source whose bytes hash to `source_hash`.
std::string thumbnail_cache_key(std::string_view source_hash, const ThumbnailSpec& spec);

/// An entry's bytes, and back (nullopt if they are not a whole, intact entry).
std::string serialize_rendered(const RenderedImage& rendered);
std::optional<RenderedImage> parse_rendered(std::string_view bytes);

struct CacheStats {
  std::size_t hits = 0;
  std::size_t misses = 0;
  std::size_t corrupt = 0;  ///< entries found damaged and rebuilt
  std::size_t evicted = 0;
  std::uint64_t bytes = 0;  ///< size of the cache after eviction
};

/// Safe to use from several threads at once. REQUIRES: `fs` can be used from
/// several threads (DiskFileSystem can).
class ThumbnailCache {
 public:
  ThumbnailCache(FileSystem& fs, std::filesystem::path folder, std::uint64_t limit_bytes);

  /// The source's content hash if `stamp` matches what was remembered for `path`.
  std::optional<std::string> known_source_hash(const std::string& path, const FileStamp& stamp);
  void remember_source(const std::string& path, const FileStamp& stamp,
                       const std::string& source_hash);

  std::optional<RenderedImage> load(const std::string& key);
  void store(const std::string& key, const RenderedImage& rendered);

  /// Evicts least recently used entries beyond the limit (never one used by
  /// this build) and writes the index. Call once, at the end of the build.
  CacheStats finish();

 private:
  struct Entry {
    std::uint64_t last_used = 0;  ///< build number
    std::uint64_t bytes = 0;
  };
  struct Stamp {
    FileStamp stamp;
    std::string source_hash;
    std::uint64_t last_seen = 0;  ///< build number
  };

  void read_index();
  void rediscover_entries();
  [[nodiscard]] std::filesystem::path entry_path(const std::string& key) const;
  void touch(const std::string& key, std::uint64_t bytes);

  FileSystem& fs_;
  std::filesystem::path folder_;
  std::uint64_t limit_bytes_;
  std::uint64_t build_ = 1;
  mutable std::mutex mutex_;
  std::map<std::string, Entry> entries_;
  std::map<std::string, Stamp> stamps_;
  CacheStats stats_;
};

}  // namespace lobbykit
