#include "images/thumbnail_cache.h"

#include <fmt/format.h>
#include <zlib.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <sstream>
#include <utility>
#include <vector>

#include "core/content_hash.h"
#include "core/stamp_record.h"
#include "images/smart_crop.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr std::string_view kEntryMagic = "lobbykit-thumbnails 1\n";
constexpr std::string_view kIndexKind = "thumbnail-index";
constexpr std::string_view kEntrySuffix = ".thumbs";
/// A source no build has named for this many builds is forgotten (another
/// clone sharing the cache keeps its stamps; a deleted file's go).
constexpr std::uint64_t kStampLifetime = 20;

std::uint32_t checksum(std::string_view bytes) {
  return static_cast<std::uint32_t>(
      crc32(0, reinterpret_cast<const Bytef*>(bytes.data()), static_cast<uInt>(bytes.size())));
}

/// Reads "word value value ...\n" lines; the entry format is this simple on purpose.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}
  std::optional<std::string_view> line() {
    auto end = text_.find('\n', at_);
    if (end == std::string_view::npos) return std::nullopt;
    std::string_view out = text_.substr(at_, end - at_);
    at_ = end + 1;
    return out;
  }
  std::optional<std::string_view> bytes(std::size_t count) {
    if (text_.size() - at_ < count) return std::nullopt;
    std::string_view out = text_.substr(at_, count);
    at_ += count;
    return out;
  }
  [[nodiscard]] std::size_t position() const { return at_; }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
};

template <typename Number>
bool parse_number(std::string_view text, Number& out) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size();
}

std::vector<std::string_view> split(std::string_view line, std::size_t max_fields = SIZE_MAX) {
  std::vector<std::string_view> fields;
  while (!line.empty() && fields.size() + 1 < max_fields) {
    auto space = line.find(' ');
    if (space == std::string_view::npos) break;
    fields.push_back(line.substr(0, space));
    line.remove_prefix(space + 1);
  }
  fields.push_back(line);
  return fields;
}

fs::path entry_path(const fs::path& folder, const ThumbnailKey& key) {
  const std::string name = key.hex();
  return folder / name.substr(0, 2) / (name + std::string(kEntrySuffix));
}

// An entry's contents in the index: "<blurhash> <density>,<width>,<height>,<size>,<hash> ...".
// A BlurHash's alphabet has no space or comma.
std::string format_contents(const RenderedImage& contents) {
  std::string out(contents.blurhash());
  for (const auto& v : contents.variants())
    out += fmt::format(" {},{},{},{},{}", v.density, v.width, v.height, v.size, v.hash.hex());
  return out;
}

RenderedImageRef parse_contents(const std::vector<std::string_view>& fields) {
  if (fields.size() < 2) return nullptr;  // a BlurHash and at least one variant
  std::vector<ImageVariant> variants;
  variants.reserve(fields.size() - 1);
  for (std::size_t i = 1; i < fields.size(); ++i) {
    std::string_view text = fields[i];
    std::vector<std::string_view> parts;
    while (true) {
      std::size_t comma = text.find(',');
      parts.push_back(text.substr(0, comma));
      if (comma == std::string_view::npos) break;
      text.remove_prefix(comma + 1);
    }
    ImageVariant variant;
    std::optional<VariantHash> hash;
    if (parts.size() != 5 || !parse_number(parts[0], variant.density) ||
        !parse_number(parts[1], variant.width) || !parse_number(parts[2], variant.height) ||
        !parse_number(parts[3], variant.size) || !(hash = VariantHash::parse(parts[4]))) {
      return nullptr;
    }
    variant.hash = *hash;
    variants.push_back(variant);
  }
  return RenderedImage::make(fields.front(), variants);
}

/// Sorts `rows` by `key_of`, keeping of each run of one key the last row:
/// what a map assigned row by row would hold.
template <typename Row, typename KeyOf>
void sort_keeping_last(std::vector<Row>& rows, KeyOf key_of) {
  std::stable_sort(rows.begin(), rows.end(),
                   [&](const Row& a, const Row& b) { return key_of(a) < key_of(b); });
  auto last_of_key = std::unique(rows.rbegin(), rows.rend(), [&](const Row& a, const Row& b) {
    return key_of(a) == key_of(b);
  });
  rows.erase(rows.begin(), last_of_key.base());
}

/// The rows `spill` holds, read back: `take_row` takes an entry's fixed
/// fields off its front and makes its row, whose `text_of` is then the rest
/// of the entry, kept in `text`. Sorted by `key_of`, and of each run of one
/// key the last row added, as the index's own lines are read.
template <typename Row, typename TakeRow, typename KeyOf>
std::vector<Row> read_back_sorted(const SpillFile& spill, std::string& text,
                                  std::string_view Row::*text_of, TakeRow take_row, KeyOf key_of) {
  std::vector<Row> rows;
  std::vector<std::size_t> starts;  // where each row's text begins in `text`
  rows.reserve(spill.size());
  starts.reserve(spill.size() + 1);
  spill.for_each([&](std::string_view entry) {
    rows.push_back(take_row(entry));
    starts.push_back(text.size());
    text.append(entry);
  });
  starts.push_back(text.size());
  for (std::size_t i = 0; i < rows.size(); ++i)
    rows[i].*text_of = std::string_view(text).substr(starts[i], starts[i + 1] - starts[i]);
  sort_keeping_last(rows, key_of);
  return rows;
}

}  // namespace

std::string thumbnail_spec_identity(const ThumbnailSpec& spec) {
  std::string densities;
  for (int d : spec.densities) densities += std::to_string(d) + ",";
  // max_pixels is left out: it decides whether an image is refused, not what it becomes
  std::string identity = fmt::format(
      "{}x{} [{}] fit{} focus{:.17g},{:.17g} q{} e{} f{} bh{}x{}", spec.width, spec.height,
      densities, static_cast<int>(spec.fit), spec.focus_x, spec.focus_y, spec.webp.quality,
      spec.webp.effort, spec.webp.filter_strength, spec.blurhash_x, spec.blurhash_y);
  // a crop by focus keeps the identity (and the cache entries) it always had
  if (spec.fit == Fit::kCover && spec.crop == CoverCrop::kAttention)
    identity += fmt::format(" attention{}", kSmartCropVersion);
  return identity;
}

ThumbnailKey thumbnail_cache_key(std::string_view source_hash, const ThumbnailSpec& spec) {
  return *ThumbnailKey::parse(content_hash(
      fmt::format("v{} {} {}", kPipelineVersion, source_hash, thumbnail_spec_identity(spec)),
      ThumbnailKey::kDigits));
}

std::string serialize_rendered(const EncodedThumbnails& thumbnails) {
  const auto variants = thumbnails.record->variants();
  std::string out(kEntryMagic);
  out += "blurhash ";
  out += thumbnails.record->blurhash();
  out += "\n";
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const ImageVariant& v = variants[i];
    const std::string& webp = thumbnails.webp.at(i);
    out += fmt::format("variant {} {} {} {}\n", v.density, v.width, v.height, webp.size());
    out += webp;
  }
  out += fmt::format("end {:08x}\n", checksum(out));
  return out;
}

std::optional<EncodedThumbnails> parse_rendered(std::string_view bytes) {
  if (!bytes.starts_with(kEntryMagic)) return std::nullopt;
  LineReader reader(bytes.substr(kEntryMagic.size()));
  auto first = reader.line();
  if (!first || !first->starts_with("blurhash ")) return std::nullopt;
  const std::string_view blurhash = first->substr(9);
  std::vector<ImageVariant> variants;
  std::vector<std::string> webp;
  while (true) {
    std::size_t before_line = kEntryMagic.size() + reader.position();
    auto line = reader.line();
    if (!line) return std::nullopt;
    auto fields = split(*line, 5);
    if (fields.size() == 2 && fields[0] == "end") {
      std::uint32_t expected = 0;
      auto [end, error] =
          std::from_chars(fields[1].data(), fields[1].data() + fields[1].size(), expected, 16);
      bool whole = error == std::errc() && end == fields[1].data() + fields[1].size() &&
                   kEntryMagic.size() + reader.position() == bytes.size();
      if (!whole || expected != checksum(bytes.substr(0, before_line))) return std::nullopt;
      return EncodedThumbnails{RenderedImage::make(blurhash, variants), std::move(webp)};
    }
    ImageVariant variant;
    std::uint32_t size = 0;  // a WebP's size has 32 bits (image_variant.h)
    if (fields.size() != 5 || fields[0] != "variant" || !parse_number(fields[1], variant.density) ||
        !parse_number(fields[2], variant.width) || !parse_number(fields[3], variant.height) ||
        !parse_number(fields[4], size)) {
      return std::nullopt;
    }
    auto file = reader.bytes(size);
    if (!file) return std::nullopt;
    variants.push_back(encoded_variant(variant.density, variant.width, variant.height, *file));
    webp.emplace_back(*file);
  }
}

std::optional<EncodedThumbnails> read_cache_entry(const FileSystem& fs, const fs::path& folder,
                                                  const ThumbnailKey& key) {
  auto bytes = fs.read(entry_path(folder, key));
  if (!bytes) return std::nullopt;
  return parse_rendered(*bytes);
}

ThumbnailCache::ThumbnailCache(FileSystem& fs, fs::path folder, std::uint64_t limit_bytes)
    : fs_(fs), folder_(std::move(folder)), limit_bytes_(limit_bytes) {
  read_index();
}

// An index in another format (an older one included) is no index: the
// entries on disk are found again, and each source is hashed once more. A
// line that names no key or fingerprint is passed over.
// Read in pieces: the index of 20,000 images is 7 MB of text, which read
// whole was the warm build's heap peak beside the rows made of it.
void ThumbnailCache::read_index() {
  std::optional<FileStamp> stamp;  // of no use: the entries' own stamps vouch for them
  StampRecordStream record(kIndexKind, [&](StampRecordReader& line) { read_index_line(line); });
  const bool found = fs_.read_pieces(
      folder_ / "index", 64 << 10, [&](std::string_view piece) { record.feed(piece); }, stamp);
  if (!found || !record.finish()) {
    build_ = 1;
    entries_ = {};
    sources_ = {};
    source_paths_ = {};
    return rediscover_entries();
  }
  settle_read_rows();
}

void ThumbnailCache::read_index_line(StampRecordReader& line) {
  std::optional<FileStamp> stamp;
  if (line.tag() == "build") {
    if (line.number(build_)) ++build_;
  } else if (line.tag() == "entry") {
    // entry <last used> <stamp> <key> [<contents>]
    Entry entry;
    auto key = std::optional<std::string_view>();
    if (line.number(entry.last_used) && line.stamp(stamp) && stamp && (key = line.field())) {
      auto parsed = ThumbnailKey::parse(*key);
      if (!parsed) return;
      entry.key = *parsed;
      entry.stamp = *stamp;
      entry.contents = parse_contents(split(line.rest()));
      entries_.push_back(std::move(entry));
    }
  } else if (line.tag() == "source") {
    // source <last seen> <stamp> <source hash> <path>
    Source source;
    auto hash = std::optional<std::string_view>();
    if (line.number(source.last_seen) && line.stamp(stamp) && stamp && (hash = line.field())) {
      auto parsed = SourceFingerprint::parse(*hash);
      if (!parsed) return;
      source.stamp = *stamp;
      source.source_hash = *parsed;
      find_or_add_source(line.rest()) = source;  // of a path read twice, the last line wins
    }
  }
}

// Without an index (first run, or lost), entries on disk are still counted
// against the limit: they are found by listing, as least recently used.
void ThumbnailCache::rediscover_entries() {
  for (const auto& shard : fs_.list(folder_)) {
    if (shard.kind != EntryKind::kDirectory || shard.name.size() != 2) continue;
    for (const auto& file : fs_.list(folder_ / shard.name)) {
      if (file.kind != EntryKind::kFile || !file.name.ends_with(kEntrySuffix)) continue;
      // only a name this cache gives is its own to evict
      auto key = ThumbnailKey::parse(
          std::string_view(file.name).substr(0, file.name.size() - kEntrySuffix.size()));
      if (!key) continue;
      auto stamp = fs_.stamp(folder_ / shard.name / file.name);
      entries_.push_back({*key, 0, stamp.value_or(FileStamp{}), nullptr});
    }
  }
  settle_read_rows();
}

void ThumbnailCache::settle_read_rows() {
  sort_keeping_last(entries_, [](const Entry& entry) { return entry.key; });
  entries_.shrink_to_fit();
}

ThumbnailCache::Entry* ThumbnailCache::find_entry(const ThumbnailKey& key) {
  return const_cast<Entry*>(std::as_const(*this).find_entry(key));
}

const ThumbnailCache::Entry* ThumbnailCache::find_entry(const ThumbnailKey& key) const {
  auto it =
      std::lower_bound(entries_.begin(), entries_.end(), key,
                       [](const Entry& entry, const ThumbnailKey& k) { return entry.key < k; });
  return it != entries_.end() && it->key == key ? &*it : nullptr;
}

ThumbnailCache::Source* ThumbnailCache::find_source(std::string_view path) {
  const std::optional<std::uint32_t> number = source_paths_.find(path);
  return number ? &sources_[*number] : nullptr;
}

ThumbnailCache::Source& ThumbnailCache::find_or_add_source(std::string_view path) {
  const auto [number, added] = source_paths_.insert(path);
  return added ? sources_.emplace_back() : sources_[number];
}

std::vector<ThumbnailCache::AddedEntry> ThumbnailCache::added_entries(std::string& text) const {
  return read_back_sorted(
      added_entries_spill_, text, &AddedEntry::contents,
      [](std::string_view& entry) {
        const auto key = take_fixed<ThumbnailKey>(entry);
        return AddedEntry{key, take_fixed<FileStamp>(entry), {}};
      },
      [](const AddedEntry& row) { return row.key; });
}

std::vector<ThumbnailCache::AddedSource> ThumbnailCache::added_sources(std::string& text) const {
  return read_back_sorted(
      added_sources_spill_, text, &AddedSource::path,
      [](std::string_view& entry) {
        const auto stamp = take_fixed<FileStamp>(entry);
        return AddedSource{stamp, take_fixed<SourceFingerprint>(entry), {}};
      },
      [](const AddedSource& row) { return row.path; });
}

std::optional<std::string> ThumbnailCache::known_source_hash(std::string_view path,
                                                             const FileStamp& stamp) {
  std::lock_guard lock(mutex_);
  Source* source = find_source(path);
  if (!source || source->stamp != stamp) return std::nullopt;
  source->last_seen = build_;
  return source->source_hash.hex();
}

void ThumbnailCache::remember_source(std::string_view path, const FileStamp& stamp,
                                     std::string_view source_hash) {
  auto parsed = SourceFingerprint::parse(source_hash);
  if (!parsed) return;
  std::lock_guard lock(mutex_);
  if (Source* source = find_source(path)) {
    *source = {stamp, *parsed, build_};
    return;
  }
  std::string entry;
  append_fixed(entry, stamp);
  append_fixed(entry, *parsed);
  added_sources_spill_.append(entry.append(path));
}

RenderedImageRef ThumbnailCache::touch(const ThumbnailKey& key, const FileStamp& stamp,
                                       RenderedImageRef record) {
  std::lock_guard lock(mutex_);
  Entry* entry = find_entry(key);
  if (!entry) {
    std::string added;
    append_fixed(added, key);
    append_fixed(added, stamp);
    added_entries_spill_.append(added.append(format_contents(*record)));
    return record;
  }
  // An entry read whole as its index described it (a cache copied to a new
  // place) keeps the record it had, and the one just read goes at once.
  if (entry->contents && *entry->contents == *record) record = entry->contents;
  *entry = {key, build_, stamp, record};
  return record;
}

RenderedImageRef ThumbnailCache::indexed_contents(const ThumbnailKey& key) {
  std::optional<FileStamp> expected;
  {
    std::lock_guard lock(mutex_);
    const Entry* entry = find_entry(key);
    if (!entry || !entry->contents) return nullptr;
    expected = entry->stamp;
  }
  auto stamp = fs_.stamp(entry_path(folder_, key));
  if (stamp != expected) return nullptr;
  std::lock_guard lock(mutex_);
  Entry* entry = find_entry(key);
  entry->last_used = build_;
  ++stats_.hits;
  return entry->contents;
}

RenderedImageRef ThumbnailCache::load(const ThumbnailKey& key) {
  if (auto contents = indexed_contents(key)) return contents;
  const fs::path path = entry_path(folder_, key);
  auto bytes = fs_.read(path);
  if (bytes) {
    if (auto read = parse_rendered(*bytes)) {
      // checked whole; its bytes are let go (20,000 hits of a cache copied
      // to a new place held 330 MB of them), the output reads them back
      auto contents = touch(key, fs_.stamp(path).value_or(FileStamp{bytes->size(), 0, 0}),
                            std::move(read->record));
      std::lock_guard lock(mutex_);
      ++stats_.hits;
      return contents;
    }
  }
  std::lock_guard lock(mutex_);
  ++stats_.misses;
  if (bytes) ++stats_.corrupt;
  return nullptr;
}

RenderedImageRef ThumbnailCache::store(const ThumbnailKey& key,
                                       const EncodedThumbnails& thumbnails) {
  std::string bytes = serialize_rendered(thumbnails);
  const fs::path path = entry_path(folder_, key);
  fs_.write_atomic(path, bytes);
  return touch(key, fs_.stamp(path).value_or(FileStamp{bytes.size(), 0, 0}), thumbnails.record);
}

bool ThumbnailCache::holds(const ThumbnailKey& key) const {
  std::lock_guard lock(mutex_);
  return find_entry(key) != nullptr;
}

std::uint64_t ThumbnailCache::evict(std::uint64_t added_bytes) {
  std::uint64_t total = added_bytes;
  std::vector<std::pair<std::uint64_t, std::size_t>> by_age;  // last used, row
  for (std::size_t row = 0; row < entries_.size(); ++row) {
    total += entries_[row].stamp.size;
    if (entries_[row].last_used != build_) by_age.emplace_back(entries_[row].last_used, row);
  }
  // oldest first, and among those last used by one build, in key order
  std::sort(by_age.begin(), by_age.end());
  std::vector<bool> evicted(entries_.size());
  for (const auto& [last_used, row] : by_age) {
    if (total <= limit_bytes_) break;
    fs_.remove_file(entry_path(folder_, entries_[row].key));
    total -= entries_[row].stamp.size;
    evicted[row] = true;
    ++stats_.evicted;
  }
  if (stats_.evicted > 0) {
    std::size_t kept = 0;
    for (std::size_t row = 0; row < entries_.size(); ++row) {
      if (!evicted[row]) entries_[kept++] = std::move(entries_[row]);
    }
    entries_.resize(kept);
  }
  return total;
}

// Read back when the build ends, the added rows cost memory only here,
// after the images are made; they are merged into the index as it is
// written: the keys and paths they add are in none of the index's rows.
CacheStats ThumbnailCache::finish() {
  std::lock_guard lock(mutex_);
  std::string added_text;
  const std::vector<AddedEntry> added = added_entries(added_text);
  std::uint64_t added_bytes = 0;
  for (const AddedEntry& entry : added) added_bytes += entry.stamp.size;
  stats_.bytes = evict(added_bytes);
  std::string added_paths;
  const std::vector<AddedSource> new_sources = added_sources(added_paths);
  // The sources still remembered, by path, as the index lists them.
  std::vector<std::uint32_t> sources_by_path;
  for (std::uint32_t number = 0; number < sources_.size(); ++number) {
    if (build_ - sources_[number].last_seen < kStampLifetime) sources_by_path.push_back(number);
  }
  std::sort(sources_by_path.begin(), sources_by_path.end(),
            [&](std::uint32_t a, std::uint32_t b) { return source_paths_.less(a, b); });
  // Written in pieces as it is made, never held whole: 20,000 entries made
  // a 7 MB string.
  fs_.write_atomic_streamed(folder_ / "index", [&](ByteSink& sink) {
    StampRecordWriter index(kIndexKind);
    const auto entry_line = [&](std::uint64_t last_used, const FileStamp& stamp,
                                const ThumbnailKey& key, std::string_view contents) {
      index.line("entry").number(last_used).stamp(stamp).field(key.hex());
      if (!contents.empty()) index.last(contents);
      index.drain_if_over(sink);
    };
    const auto source_line = [&](std::uint64_t last_seen, const FileStamp& stamp,
                                 const SourceFingerprint& source_hash, std::string_view path) {
      index.line("source").number(last_seen).stamp(stamp).field(source_hash.hex()).last(path);
      index.drain_if_over(sink);
    };
    index.line("build").number(build_);
    auto next_added = added.begin();
    for (const Entry& entry : entries_) {
      for (; next_added != added.end() && next_added->key < entry.key; ++next_added)
        entry_line(build_, next_added->stamp, next_added->key, next_added->contents);
      entry_line(entry.last_used, entry.stamp, entry.key,
                 entry.contents ? format_contents(*entry.contents) : std::string());
    }
    for (; next_added != added.end(); ++next_added)
      entry_line(build_, next_added->stamp, next_added->key, next_added->contents);
    auto next_new = new_sources.begin();
    for (const std::uint32_t number : sources_by_path) {
      const std::string path = source_paths_[number];
      for (; next_new != new_sources.end() && next_new->path < path; ++next_new)
        source_line(build_, next_new->stamp, next_new->source_hash, next_new->path);
      const Source& source = sources_[number];
      source_line(source.last_seen, source.stamp, source.source_hash, path);
    }
    for (; next_new != new_sources.end(); ++next_new)
      source_line(build_, next_new->stamp, next_new->source_hash, next_new->path);
    sink.append(index.finish());
  });
  added_records_.reserve(added.size());
  for (const AddedEntry& entry : added)
    added_records_.emplace_back(entry.key, parse_contents(split(entry.contents)));
  return stats_;
}

RenderedImageRef ThumbnailCache::record(const ThumbnailKey& key) const {
  std::lock_guard lock(mutex_);
  if (const Entry* entry = find_entry(key)) return entry->contents;
  auto it = std::lower_bound(added_records_.begin(), added_records_.end(), key,
                             [](const auto& row, const ThumbnailKey& k) { return row.first < k; });
  return it != added_records_.end() && it->first == key ? it->second : nullptr;
}

}  // namespace lobbykit
