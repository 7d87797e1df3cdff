// A persistent cache of rendered thumbnails, so an unchanged image is never
// decoded twice.
//
// An entry is keyed by the hash of the source's bytes and of every setting
// that changes the output (sizes, densities, fit, focal point or the smart
// crop's version, WebP quality, effort and filter strength, BlurHash
// components) plus kPipelineVersion: a fresh clone (new mtimes) still hits,
// and identical sources share one entry. Reading and hashing a source is
// skipped too when its size, mtime and inode match what the index
// remembers, as ninja does. Entries are written atomically and carry a
// checksum, so a crash leaves either a whole entry or none, and a
// corrupt or empty entry is detected and rebuilt. Past the size limit, the
// least recently used entries are evicted when the build ends.
//
// The index also keeps what each entry holds (BlurHash, and each variant's
// size and content hash) beside the entry file's stamp: while the stamp
// matches, a hit reads nothing, and the WebP bytes are read only if the
// output needs them (read_cache_entry). An entry whose file changed in any
// way that moves its size, mtime or inode is read whole and checksummed.
//
// Layout of the folder: `index` (the stamps, and each entry's last use and
// contents) and `<2 hex>/<key>.thumbs`, one file per entry.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "codegen/published_image.h"
#include "core/file_system.h"
#include "images/thumbnail.h"

namespace lobbykit {

/// Bumped whenever the pipeline's output for the same input changes.
// 2: the smaller densities made with kSmallerDensity; 3: the horizontal
// filter sums its taps in pairs (sums differ in the last bits)
inline constexpr int kPipelineVersion = 3;

/// The cache key of `spec` applied to a source whose bytes hash to `source_hash`.
std::string thumbnail_cache_key(std::string_view source_hash, const ThumbnailSpec& spec);

/// Every setting of `spec` that changes the output, as text: equal for two
/// specs exactly when their cache keys for the same source are equal.
std::string thumbnail_spec_identity(const ThumbnailSpec& spec);

/// An entry's bytes, and back (nullopt if they are not a whole, intact entry).
std::string serialize_rendered(const RenderedImage& rendered);
std::optional<RenderedImage> parse_rendered(std::string_view bytes);

/// The entry `key` of the cache in `folder` read whole, or nullopt if it is
/// missing or damaged. Touches no index: for reading a hit's bytes later.
std::optional<RenderedImage> read_cache_entry(const FileSystem& fs,
                                              const std::filesystem::path& folder,
                                              const std::string& key);

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

  /// What the entry `key` holds, or null on a miss or a damaged entry: the
  /// index's own record, shared, its variants' `webp` empty (their size and
  /// hash set). When the index vouches for the entry (its file's stamp is
  /// unchanged), nothing is read; otherwise the entry is read whole and
  /// checked, and its bytes let go.
  std::shared_ptr<const RenderedImage> load(const std::string& key);
  /// Writes the entry `key`, and gives the index's record of it (as load does).
  std::shared_ptr<const RenderedImage> store(const std::string& key, const RenderedImage& rendered);

  /// Whether the cache holds the entry `key`, by its index or its folder,
  /// without reading it: the source it was made from decoded in full.
  [[nodiscard]] bool holds(const std::string& key) const;

  [[nodiscard]] const std::filesystem::path& folder() const { return folder_; }

  /// Evicts least recently used entries beyond the limit (never one used by
  /// this build) and writes the index. Call once, at the end of the build.
  CacheStats finish();

 private:
  struct Entry {
    std::uint64_t last_used = 0;  ///< build number
    FileStamp stamp;              ///< of the entry's file, when it was written or last read whole
    std::shared_ptr<const RenderedImage> contents;  ///< without the WebP bytes; null if not known
  };
  struct Stamp {
    FileStamp stamp;
    std::string source_hash;
    std::uint64_t last_seen = 0;  ///< build number
  };

  void read_index();
  void rediscover_entries();
  /// The entry's contents from the index, if its file's stamp still matches.
  std::shared_ptr<const RenderedImage> indexed_contents(const std::string& key);
  /// Marks the entry used by this build, now holding `rendered` (bytes
  /// dropped), and gives that record.
  std::shared_ptr<const RenderedImage> touch(const std::string& key, const FileStamp& stamp,
                                             const RenderedImage& rendered);

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
