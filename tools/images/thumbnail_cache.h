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
// The index's rows (each entry's stamp, last use and contents, each
// source's stamp, fingerprint and path) wait in a spill file (spill_file.h)
// while the build runs: memory keeps only a key or a path's hash and where
// the row is, some 80 bytes a source and its entry. The cache holds no
// record (rendered_image.h): load makes one from the entry's row, and store
// gives back the one it was given, so the output holds each image's record
// once, and the cache none. (Two images of identical sources, one entry,
// get equal records, not one.)
//
// Layout of the folder: `index` (the stamps, and each entry's last use and
// contents) and `<2 hex>/<key>.thumbs`, one file per entry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/rendered_image.h"
#include "core/file_system.h"
#include "core/hex_digest.h"
#include "core/row_index.h"
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
  /// The index's rows are spilled to an unnamed file in `spill_folder`
  /// (held in memory if none can be made there, or once it fills).
  ThumbnailCache(FileSystem& fs, std::filesystem::path folder, std::uint64_t limit_bytes,
                 const std::filesystem::path& spill_folder = default_spill_folder());

  /// The source's source_fingerprint if `stamp` matches what was remembered for `path`.
  std::optional<std::string> known_source_hash(std::string_view path, const FileStamp& stamp);
  /// REQUIRES: `source_hash` is a source_fingerprint (anything else is not remembered).
  void remember_source(std::string_view path, const FileStamp& stamp, std::string_view source_hash);

  /// What the entry `key` holds, or null on a miss or a damaged entry: a
  /// record made for this call, from the index's row when the index vouches
  /// for the entry (its file's stamp is unchanged, and nothing else is
  /// read), or else from the entry read whole and checked (its bytes let go).
  RenderedImageRef load(const ThumbnailKey& key);
  /// Writes the entry `key`, and gives `thumbnails.record` itself back: the
  /// index keeps its row, not the record.
  RenderedImageRef store(const ThumbnailKey& key, const EncodedThumbnails& thumbnails);

  /// Whether the cache holds the entry `key`, by its index or its folder,
  /// without reading it: the source it was made from decoded in full.
  [[nodiscard]] bool holds(const ThumbnailKey& key) const;

  [[nodiscard]] const std::filesystem::path& folder() const { return folder_; }

  /// Evicts least recently used entries beyond the limit (never one used by
  /// this build) and writes the index. Call once, at the end of the build.
  CacheStats finish();

  /// The bytes of memory the index's rows take: their keys and positions,
  /// the tables that find them, and what the spill holds in memory (every
  /// row, if it has no file).
  [[nodiscard]] std::size_t held_bytes() const;
  /// Whether the rows go to a file (false: all are held in memory).
  [[nodiscard]] bool spills_to_disk() const { return spill_.on_disk(); }

 private:
  // Memory keeps 32 bytes an entry and 16 a source (and 8 to 16 of a
  // RowIndex for those found by hash); the rest is a row in spill_. Held
  // whole, as sorted rows of 64 bytes and a record of about 90 for each
  // entry, and a PathTable of the sources' paths, the rows a cold build of
  // 20,000 sources added were 3.5 MB of its heap peak (1.6 MB so), and a
  // warm build held as much of the index it read.
  struct Entry {
    ThumbnailKey key;
    bool used = false;      ///< by this build: its last use is build_, whatever the row says
    std::uint64_t row = 0;  ///< where spill_ keeps its Row
  };
  // The sources, read and added alike, numbered in the order first named.
  struct Source {
    std::size_t path_hash = 0;   ///< text_hash of its path
    std::uint64_t row : 63 = 0;  ///< where spill_ keeps its Row
    std::uint64_t seen : 1 = 0;  ///< by this build: its last sighting is build_
  };
  // A row as the spill keeps it: its numbers end to end, then its text.
  struct Row {
    std::uint64_t last = 0;  ///< an entry's last use, a source's last sighting (build numbers)
    FileStamp stamp;  ///< of the entry's file, when written or last read whole; of the source
    /// An entry's contents as the index writes them ("" if not known; a
    /// record has a variant, so its text is never empty), or a source's
    /// fingerprint (SourceFingerprint::kDigits) and then its path.
    std::string text;
  };

  void read_index();
  /// Adds the row of one line of the index (a line it cannot read adds none).
  void read_index_line(StampRecordReader& line);
  void rediscover_entries();
  /// Sorts what was read and drops repeated keys, the last line winning.
  void settle_read_rows();
  /// Rows in spill_. REQUIRES: mutex_ held (or the constructor running).
  std::uint64_t spill_row(const Row& row);
  [[nodiscard]] Row read_row(std::uint64_t position) const;
  /// The row of `key`, or null. REQUIRES: mutex_ held.
  Entry* find_entry(const ThumbnailKey& key);
  const Entry* find_entry(const ThumbnailKey& key) const;
  /// The number of the source `path`, its row read into `row`, or nullopt.
  /// REQUIRES: mutex_ held.
  std::optional<std::uint32_t> find_source(std::string_view path, Row& row) const;
  /// The source `path`, added (with no row yet) if there is none.
  Source& find_or_add_source(std::string_view path);
  /// A new row for `key`, not in the index yet. REQUIRES: mutex_ held.
  Entry& add_entry(const ThumbnailKey& key);
  /// Moves what this build added into the sorted rows. REQUIRES: mutex_ held.
  void merge_added();
  /// Hands each source and its row to `visit`, in the order of their
  /// paths. REQUIRES: mutex_ held.
  using SourceVisitor = std::function<void(const Source&, const Row&)>;
  void for_each_source_by_path(const SourceVisitor& visit) const;
  /// The entry's contents from the index, if its file's stamp still matches.
  RenderedImageRef indexed_contents(const ThumbnailKey& key);
  /// Marks the entry used by this build, its file now of `stamp` and holding `record`.
  void touch(const ThumbnailKey& key, const FileStamp& stamp, const RenderedImage& record);

  FileSystem& fs_;
  std::filesystem::path folder_;
  std::uint64_t limit_bytes_;
  std::uint64_t build_ = 1;
  mutable std::mutex mutex_;
  SpillFile spill_;
  std::vector<Entry> entries_;  ///< sorted by key
  // A deque grows without moving its rows: no moment holds two copies.
  std::deque<Entry> added_entries_;  ///< keys not in entries_
  RowIndex added_entry_index_;       ///< by ThumbnailKey::hash
  std::uint64_t entry_bytes_ = 0;    ///< the sizes of the entries' files, as their rows say
  std::deque<Source> sources_;
  RowIndex source_index_;  ///< by Source::path_hash
  /// While the index is read: whether the sources it names are in the
  /// order of their paths (an index this cache wrote lists them so), and
  /// the last path it named.
  bool read_sources_sorted_ = true;
  std::string last_read_path_;
  std::uint32_t read_sources_ = 0;  ///< sources_[0, read_sources_) are the index's
  CacheStats stats_;
};

}  // namespace lobbykit
