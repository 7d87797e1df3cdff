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
// The cache holds the record (rendered_image.h) of each entry its index
// held once, and hands out that very record: the output shares it, no copy
// is made.
//
// What a build adds to the index (the entries it made, the sources it
// hashed) waits in spill files until the build ends: a cold build holds
// none of it while it renders. The record of an entry it made is then made
// from the entry's line in the index (record()). A lookup in the same build
// of an entry it made finds the entry's file, as a lookup of an entry the
// index lost does.
//
// Layout of the folder: `index` (the stamps, and each entry's last use and
// contents) and `<2 hex>/<key>.thumbs`, one file per entry.
#pragma once

#include <cstdint>
#include <deque>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/rendered_image.h"
#include "core/file_system.h"
#include "core/hex_digest.h"
#include "core/path_table.h"
#include "core/spill_file.h"
#include "images/encoded_thumbnails.h"
#include "images/thumbnail.h"

namespace lobbykit {

class StampRecordReader;

/// Bumped whenever the pipeline's output for the same input changes.
// 2: the smaller densities made with kSmallerDensity; 3: the horizontal
// filter sums its taps in pairs (sums differ in the last bits)
inline constexpr int kPipelineVersion = 3;

/// What names a cache entry: 40 hex digits, kept as their 20 bytes.
using ThumbnailKey = HexDigest<40>;
/// A source_fingerprint, as the index keeps it.
using SourceFingerprint = HexDigest<32>;

/// The cache key of `spec` applied to a source whose bytes hash to `source_hash`.
ThumbnailKey thumbnail_cache_key(std::string_view source_hash, const ThumbnailSpec& spec);

/// Every setting of `spec` that changes the output, as text: equal for two
/// specs exactly when their cache keys for the same source are equal.
std::string thumbnail_spec_identity(const ThumbnailSpec& spec);

/// An entry's bytes, and back (nullopt if they are not a whole, intact entry).
std::string serialize_rendered(const EncodedThumbnails& thumbnails);
std::optional<EncodedThumbnails> parse_rendered(std::string_view bytes);

/// The entry `key` of the cache in `folder` read whole, or nullopt if it is
/// missing or damaged. Touches no index: for reading a hit's bytes later.
std::optional<EncodedThumbnails> read_cache_entry(const FileSystem& fs,
                                                  const std::filesystem::path& folder,
                                                  const ThumbnailKey& key);

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

  /// The source's source_fingerprint if `stamp` matches what was remembered for `path`.
  std::optional<std::string> known_source_hash(std::string_view path, const FileStamp& stamp);
  /// REQUIRES: `source_hash` is a source_fingerprint (anything else is not remembered).
  void remember_source(std::string_view path, const FileStamp& stamp, std::string_view source_hash);

  /// What the entry `key` holds, or null on a miss or a damaged entry: the
  /// index's own record, shared. When the index vouches for the entry (its
  /// file's stamp is unchanged), nothing is read; otherwise the entry is
  /// read whole and checked, and its bytes let go.
  RenderedImageRef load(const ThumbnailKey& key);
  /// Writes the entry `key`, and gives the index's record of it (as load
  /// does): `thumbnails.record` itself.
  RenderedImageRef store(const ThumbnailKey& key, const EncodedThumbnails& thumbnails);

  /// Whether the index the cache read holds the entry `key`, without
  /// reading it: the source it was made from decoded in full. (An entry
  /// this build made is not known here: `check` makes none.)
  [[nodiscard]] bool holds(const ThumbnailKey& key) const;

  [[nodiscard]] const std::filesystem::path& folder() const { return folder_; }

  /// Evicts least recently used entries beyond the limit (never one used by
  /// this build) and writes the index. Call once, at the end of the build.
  CacheStats finish();

  /// What the index finish() wrote holds for `key`, or null: the record
  /// load gave for an entry the index held, and for one this build added a
  /// record made from the index's line (the one made with the thumbnails
  /// was let go, so a cold build holds no record while it renders).
  [[nodiscard]] RenderedImageRef record(const ThumbnailKey& key) const;

 private:
  // The index's entries are kept as sorted rows of fixed size (20,000
  // images held 15 MB of it as maps of strings). A row is 64 bytes and its
  // record one block of about 90 (with a std::shared_ptr to a record of a
  // std::vector and std::strings, they took 72 bytes and 288 in three
  // blocks).
  struct Entry {
    ThumbnailKey key;
    std::uint64_t last_used = 0;  ///< build number
    FileStamp stamp;              ///< of the entry's file, when it was written or last read whole
    RenderedImageRef contents;    ///< null if not known
  };
  // The sources read from the index are rows numbered as their paths in a
  // PathTable: the sources of a repository are absolute paths in a few
  // folders, which as whole strings took 2 MB of a 20,000-source build.
  struct Source {
    FileStamp stamp;
    SourceFingerprint source_hash;
    std::uint64_t last_seen = 0;  ///< build number
  };
  // An entry or a source this build added, read back from its spill file
  // when the index is written: its fixed fields, and where its text (an
  // entry's contents, a source's path) is in the text read back.
  struct AddedEntry {
    ThumbnailKey key;
    FileStamp stamp;
    std::string_view contents;
  };
  struct AddedSource {
    FileStamp stamp;
    SourceFingerprint source_hash;
    std::string_view path;
  };

  void read_index();
  /// Adds the row of one line of the index (a line it cannot read adds none).
  void read_index_line(StampRecordReader& line);
  void rediscover_entries();
  /// Sorts what was read and drops repeated keys, the last line winning.
  void settle_read_rows();
  /// The row of `key` or `path` in what the index held, or null. REQUIRES: mutex_ held.
  Entry* find_entry(const ThumbnailKey& key);
  const Entry* find_entry(const ThumbnailKey& key) const;
  Source* find_source(std::string_view path);
  /// The row of `path`, added if there is none.
  Source& find_or_add_source(std::string_view path);
  /// What this build added, read back from the spill files into `text`:
  /// sorted by key or path, the last of each kept. REQUIRES: mutex_ held.
  std::vector<AddedEntry> added_entries(std::string& text) const;
  std::vector<AddedSource> added_sources(std::string& text) const;
  /// Evicts least recently used entries of the index until they and
  /// `added_bytes` more fit the limit, and gives the bytes then held.
  /// REQUIRES: mutex_ held.
  std::uint64_t evict(std::uint64_t added_bytes);
  /// The entry's contents from the index, if its file's stamp still matches.
  RenderedImageRef indexed_contents(const ThumbnailKey& key);
  /// Marks the entry used by this build, now holding `record` (or the
  /// equal record it held), and gives that record.
  RenderedImageRef touch(const ThumbnailKey& key, const FileStamp& stamp, RenderedImageRef record);

  FileSystem& fs_;
  std::filesystem::path folder_;
  std::uint64_t limit_bytes_;
  std::uint64_t build_ = 1;
  mutable std::mutex mutex_;
  std::vector<Entry> entries_;  ///< sorted by key
  PathTable source_paths_;
  // A deque grows without moving its rows: no moment holds two copies.
  std::deque<Source> sources_;  ///< sources_[i]: of source_paths_'s path i
  // Each: a key or a path not in the rows above, its fixed fields, then its text.
  SpillFile added_entries_spill_;
  SpillFile added_sources_spill_;
  /// After finish(): the records of the entries this build added, by key.
  std::vector<std::pair<ThumbnailKey, RenderedImageRef>> added_records_;
  CacheStats stats_;
};

}  // namespace lobbykit
