#include "images/thumbnail_cache.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/content_hash.h"
#include "core/source_fingerprint.h"
#include "core/stamp_record.h"
#include "images/smart_crop.h"
#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

/// The key whose digits start with `prefix` and go on in zeros ("ab12": ab1200...).
ThumbnailKey key(std::string_view prefix) {
  return *ThumbnailKey::parse(std::string(prefix) +
                              std::string(ThumbnailKey::kDigits - prefix.size(), '0'));
}

/// Where the cache in "/cache" keeps the entry key(prefix).
std::string entry_file(std::string_view prefix) {
  const std::string name = key(prefix).hex();
  return "/cache/" + name.substr(0, 2) + "/" + name + ".thumbs";
}

EncodedThumbnails sample(std::size_t bytes) {
  std::vector<std::string> webp = {std::string(bytes, 'a'), std::string(bytes, 'b')};
  const ImageVariant variants[] = {encoded_variant(1, 18, 24, webp[0]),
                                   encoded_variant(2, 36, 48, webp[1])};
  return {RenderedImage::make("LEHoEv3U|cTcuvRUo1a5hVf%fQf%", variants), std::move(webp)};
}

/// A build with the cache in "/cache" that stores sample(bytes) as key(prefix) and ends.
void build_storing(FileSystem& fs, std::string_view prefix, std::size_t bytes) {
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  cache.store(key(prefix), sample(bytes));
  cache.finish();
}

/// The lines of the index in "/cache", between its header and its trailer.
std::vector<std::string> index_lines(const FileSystem& fs) {
  std::vector<std::string> lines;
  const std::string text = *fs.read("/cache/index");
  for (std::size_t at = 0, end; (end = text.find('\n', at)) != std::string::npos; at = end + 1)
    lines.push_back(text.substr(at, end - at));
  return std::vector<std::string>(lines.begin() + 1, lines.end() - 1);
}

/// An index of `lines`, in the format the cache writes.
std::string index_of(const std::vector<std::string>& lines) {
  StampRecordWriter index("thumbnail-index");
  for (const std::string& line : lines) {
    const std::size_t space = line.find(' ');
    index.line(line.substr(0, space)).last(line.substr(space + 1));
  }
  return index.finish();
}

/// The `index`th space-separated field of `line` (the tag is the 0th).
std::string field(const std::string& line, std::size_t index) {
  std::size_t at = 0;
  for (std::size_t i = 0; i < index; ++i) at = line.find(' ', at) + 1;
  return line.substr(at, line.find(' ', at) - at);
}

/// A MemoryFileSystem that counts the reads of cache entries.
class CountingFileSystem final : public FileSystem {
 public:
  std::optional<std::string> read(const std::filesystem::path& path) const override {
    entry_reads += path.extension() == ".thumbs";
    return files.read(path);
  }
  std::optional<std::string> read_prefix(const std::filesystem::path& path,
                                         std::size_t max_bytes) const override {
    entry_reads += path.extension() == ".thumbs";
    return files.read_prefix(path, max_bytes);
  }
  std::vector<DirectoryEntry> list(const std::filesystem::path& dir) const override {
    return files.list(dir);
  }
  EntryKind kind(const std::filesystem::path& path) const override { return files.kind(path); }
  bool exists(const std::filesystem::path& path) const override { return files.exists(path); }
  std::optional<FileStamp> stamp(const std::filesystem::path& path) const override {
    return files.stamp(path);
  }
  std::optional<std::filesystem::path> resolve(const std::filesystem::path& path) const override {
    return files.resolve(path);
  }
  void write_atomic(const std::filesystem::path& path, std::string_view bytes) override {
    files.write_atomic(path, bytes);
  }
  void remove_file(const std::filesystem::path& path) override { files.remove_file(path); }
  void remove_empty_directory(const std::filesystem::path& path) override {
    files.remove_empty_directory(path);
  }

  MemoryFileSystem files;
  mutable int entry_reads = 0;
};

TEST(ThumbnailCache, AnEntryRoundTrips) {
  std::string bytes = serialize_rendered(sample(100));
  auto back = parse_rendered(bytes);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->record->blurhash(), "LEHoEv3U|cTcuvRUo1a5hVf%fQf%");
  ASSERT_EQ(back->record->variants().size(), 2u);
  EXPECT_EQ(back->record->variants()[1].width, 36u);
  EXPECT_EQ(back->webp[1], std::string(100, 'b'));
  EXPECT_EQ(back->record->variants()[1].size, 100u);
  EXPECT_EQ(back->record->variants()[1].hash.hex(),
            content_hash(std::string(100, 'b'), kVariantHashDigits));
}

TEST(ThumbnailCache, DamagedEntriesAreRejected) {
  std::string bytes = serialize_rendered(sample(100));
  EXPECT_FALSE(parse_rendered(""));
  EXPECT_FALSE(parse_rendered(bytes.substr(0, bytes.size() - 1)));
  EXPECT_FALSE(parse_rendered(bytes.substr(0, bytes.size() / 2)));
  std::string flipped = bytes;
  flipped[bytes.size() / 2] ^= 1;
  EXPECT_FALSE(parse_rendered(flipped));
  EXPECT_FALSE(parse_rendered(bytes + "x"));
}

TEST(ThumbnailCache, KeyChangesWithEveryOutputSetting) {
  ThumbnailSpec spec;
  spec.width = 180;
  spec.height = 240;
  const ThumbnailKey key = thumbnail_cache_key("abc", spec);
  EXPECT_NE(thumbnail_cache_key("abd", spec), key);
  auto changed = [&](auto change) {
    ThumbnailSpec other = spec;
    change(other);
    const bool key_changed = thumbnail_cache_key("abc", other) != key;
    // the image stage tells jobs apart by the identity: it moves with the key
    EXPECT_EQ(thumbnail_spec_identity(other) != thumbnail_spec_identity(spec), key_changed);
    return key_changed;
  };
  EXPECT_TRUE(changed([](auto& s) { s.width = 181; }));
  EXPECT_TRUE(changed([](auto& s) { s.densities = {1}; }));
  EXPECT_TRUE(changed([](auto& s) { s.fit = Fit::kContain; }));
  EXPECT_TRUE(changed([](auto& s) { s.focus_y = 0.25; }));
  EXPECT_TRUE(changed([](auto& s) { s.webp.quality = 81; }));
  EXPECT_TRUE(changed([](auto& s) { s.webp.filter_strength = 60; }));
  EXPECT_TRUE(changed([](auto& s) { s.webp.effort = 5; }));
  EXPECT_TRUE(changed([](auto& s) { s.blurhash_x = 5; }));
  EXPECT_TRUE(changed([](auto& s) { s.crop = CoverCrop::kAttention; }));
  EXPECT_FALSE(changed([](auto& s) { s.max_pixels = 1; }));
}

TEST(ThumbnailCache, ACropByFocusKeepsTheKeyItHadBeforeTheSmartCrop) {
  // the cache entries of cards with a focus stay valid; an automatic crop
  // names its algorithm's version, so a new version makes its cards again
  ThumbnailSpec spec;
  spec.width = 180;
  spec.height = 240;
  EXPECT_EQ(thumbnail_spec_identity(spec), "180x240 [1,2,] fit0 focus0.5,0.5 q80 e4 f80 bh4x3");
  spec.crop = CoverCrop::kAttention;
  EXPECT_EQ(thumbnail_spec_identity(spec),
            "180x240 [1,2,] fit0 focus0.5,0.5 q80 e4 f80 bh4x3 attention" +
                std::to_string(kSmartCropVersion));
  spec.fit = Fit::kContain;  // nothing is cropped: the crop is no part of it
  EXPECT_EQ(thumbnail_spec_identity(spec), "180x240 [1,2,] fit1 focus0.5,0.5 q80 e4 f80 bh4x3");
}

TEST(ThumbnailCache, StoresLoadsAndRebuildsACorruptEntry) {
  MemoryFileSystem fs;
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    EXPECT_FALSE(cache.load(key("ab12")));
    cache.store(key("ab12"), sample(10));
    ASSERT_TRUE(cache.load(key("ab12")));
    CacheStats stats = cache.finish();
    EXPECT_EQ(stats.hits, 1u);
    EXPECT_EQ(stats.misses, 1u);
  }
  fs.add_file(entry_file("ab12"), "");  // a crash mid-write cannot do this, a full disk can
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  EXPECT_FALSE(cache.load(key("ab12")));
  EXPECT_EQ(cache.finish().corrupt, 1u);
}

TEST(ThumbnailCache, RemembersSourcesByStamp) {
  MemoryFileSystem fs;
  FileStamp stamp{100, 5, 7};
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    cache.remember_source("/repo/a.png", stamp, source_fingerprint("a"));
    cache.finish();
  }
  ThumbnailCache(fs, "/cache", 1 << 20).finish();  // a build of another clone keeps it
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  EXPECT_EQ(cache.known_source_hash("/repo/a.png", stamp), source_fingerprint("a"));
  EXPECT_FALSE(cache.known_source_hash("/repo/a.png", FileStamp{100, 6, 7}));  // touched
  EXPECT_FALSE(cache.known_source_hash("/repo/a.png", FileStamp{100, 5, 8}));  // a fresh clone
}

TEST(ThumbnailCache, EvictsTheLeastRecentlyUsedBeyondTheLimit) {
  MemoryFileSystem fs;
  const std::uint64_t entry = serialize_rendered(sample(1000)).size();
  for (const char* prefix : {"aa01", "bb02", "cc03"}) {  // one build each, oldest first
    ThumbnailCache cache(fs, "/cache", 10 * entry);
    cache.store(key(prefix), sample(1000));
    cache.finish();
  }
  ThumbnailCache cache(fs, "/cache", 2 * entry);
  ASSERT_TRUE(cache.load(key("cc03")));
  CacheStats stats = cache.finish();
  EXPECT_EQ(stats.evicted, 1u);
  EXPECT_EQ(stats.bytes, 2 * entry);
  EXPECT_FALSE(fs.exists(entry_file("aa01")));
  EXPECT_TRUE(fs.exists(entry_file("bb02")));
  EXPECT_TRUE(fs.exists(entry_file("cc03")));
}

TEST(ThumbnailCache, AHitTheIndexVouchesForReadsNoEntry) {
  CountingFileSystem fs;
  build_storing(fs, "ab12", 10);
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  auto hit = cache.load(key("ab12"));
  ASSERT_TRUE(hit);
  EXPECT_EQ(fs.entry_reads, 0);
  EXPECT_EQ(hit->blurhash(), sample(10).record->blurhash());
  ASSERT_EQ(hit->variants().size(), 2u);
  const ImageVariant& variant = hit->variants()[1];
  EXPECT_EQ(variant.density, 2);
  EXPECT_EQ(variant.width, 36u);
  EXPECT_EQ(variant.height, 48u);
  EXPECT_EQ(variant.size, 10u);
  EXPECT_EQ(variant.hash, sample(10).record->variants()[1].hash);
  EXPECT_EQ(cache.finish().hits, 1u);

  auto whole = read_cache_entry(fs, "/cache", key("ab12"));  // when the output needs them
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->webp[1], std::string(10, 'b'));
  EXPECT_FALSE(read_cache_entry(fs, "/cache", key("cd34")));
}

TEST(ThumbnailCache, HandsOutTheRecordItHoldsNeverACopy) {
  // a build holds one record per image: the cache's index and the output share it
  MemoryFileSystem fs;
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    const EncodedThumbnails made = sample(10);
    EXPECT_EQ(cache.store(key("ab12"), made), made.record) << "what was made is the record";
    cache.finish();
  }
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  const RenderedImageRef first = cache.load(key("ab12"));
  ASSERT_TRUE(first);
  EXPECT_EQ(cache.load(key("ab12")), first) << "the index's record, read from the index once";
}

TEST(ThumbnailCache, AnEntryReadWholeAsItsIndexSaysKeepsTheRecordItHad) {
  // a cache copied to a new place: every stamp changed, no contents; its
  // records stay where they were made, and the ones read go at once
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  {
    ThumbnailCache cache(fs, folder.path(), 1 << 20);
    cache.store(key("ab12"), sample(10));
    cache.finish();
  }
  ThumbnailCache cache(fs, folder.path(), 1 << 20);
  const RenderedImageRef indexed = cache.load(key("ab12"));
  ASSERT_TRUE(indexed);
  const std::filesystem::path entry = folder.path() / "ab" / (key("ab12").hex() + ".thumbs");
  const std::filesystem::path copy = folder.path() / "copy";
  testing::write_file(copy, testing::read_file(entry));
  std::filesystem::rename(copy, entry);  // another inode, the same bytes
  EXPECT_EQ(cache.load(key("ab12")), indexed);

  testing::write_file(copy, serialize_rendered(sample(11)));
  std::filesystem::rename(copy, entry);
  const RenderedImageRef changed = cache.load(key("ab12"));
  ASSERT_TRUE(changed);
  EXPECT_NE(changed, indexed);
  EXPECT_EQ(changed->variants()[0].size, 11u);
}

TEST(ThumbnailCache, AnEntryWhoseFileChangedIsReadWholeAndChecked) {
  CountingFileSystem fs;
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    cache.store(key("ab12"), sample(10));
    cache.store(key("cd34"), sample(20));
    cache.finish();
  }
  std::string other = serialize_rendered(sample(30));
  fs.files.add_file(entry_file("ab12"), other);  // another size: intact, read whole
  std::string damaged = *fs.files.read(entry_file("cd34"));
  fs.files.add_file(entry_file("cd34"), damaged + "x");  // damaged: rebuilt
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  auto changed = cache.load(key("ab12"));
  ASSERT_TRUE(changed);
  EXPECT_EQ(changed->variants()[0].size, 30u);
  EXPECT_EQ(changed->variants()[0].hash, sample(30).record->variants()[0].hash);
  EXPECT_EQ(cache.load(key("ab12")), changed) << "the index's record, shared, now vouched for";
  EXPECT_FALSE(cache.load(key("cd34")));
  EXPECT_EQ(fs.entry_reads, 2) << "ab12 read once, cd34 once";
  CacheStats stats = cache.finish();
  EXPECT_EQ(stats.corrupt, 1u);
  EXPECT_EQ(stats.hits, 2u);
}

// An index written before the shared stamp record format is no index: its
// entries are found on disk again, each read whole once, then vouched for.
TEST(ThumbnailCache, AnIndexInAnOlderFormatIsRefusedAndTheEntriesFoundAgain) {
  CountingFileSystem fs;
  fs.files.add_file(entry_file("ab12"), serialize_rendered(sample(10)));
  fs.files.add_file("/cache/index", "lobbykit-thumbnail-index 3\nbuild 4\nentry 4 " +
                                        std::to_string(serialize_rendered(sample(10)).size()) +
                                        " 1 1 " + key("ab12").hex() +
                                        " garbage 1,2,3\nstamp 4 1 1 1 feed /src/a.png\n");
  for (int build = 0; build < 2; ++build) {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    auto hit = cache.load(key("ab12"));
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->variants()[0].hash, sample(10).record->variants()[0].hash);
    EXPECT_FALSE(cache.known_source_hash("/src/a.png", FileStamp{1, 1, 1}))
        << "a source stamp of the old index was read";
    cache.finish();
    EXPECT_EQ(fs.entry_reads, 1) << "build " << build;
  }
}

// The index is kept as sorted rows: what a build adds is merged into what
// the index held, and written back in the order a map of keys and paths
// wrote it.
TEST(ThumbnailCache, KeepsEveryEntryAndSourceAcrossBuildsInOrder) {
  CountingFileSystem fs;
  std::vector<ThumbnailKey> keys;
  std::vector<std::string> paths;
  for (int i = 0; i < 40; ++i) {  // in no order
    keys.push_back(*ThumbnailKey::parse(content_hash(std::to_string(i), ThumbnailKey::kDigits)));
    paths.push_back("/repo/" + content_hash(std::to_string(i), 6) + ".png");
  }
  auto stamp_of = [](std::size_t i) { return FileStamp{i, 1, 1}; };
  for (std::size_t build = 0; build < 2; ++build) {  // half each: read rows and added ones
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    for (std::size_t i = build * 20; i < build * 20 + 20; ++i) {
      cache.store(keys[i], sample(i + 1));
      cache.remember_source(paths[i], stamp_of(i), source_fingerprint(paths[i]));
    }
    cache.finish();
  }
  std::vector<std::string> entry_keys, source_paths;
  for (const std::string& line : index_lines(fs.files)) {
    if (line.starts_with("entry ")) entry_keys.push_back(field(line, 5));
    if (line.starts_with("source ")) source_paths.push_back(field(line, 6));
  }
  EXPECT_EQ(entry_keys.size(), 40u);
  EXPECT_TRUE(std::is_sorted(entry_keys.begin(), entry_keys.end()));
  EXPECT_EQ(source_paths.size(), 40u);
  EXPECT_TRUE(std::is_sorted(source_paths.begin(), source_paths.end()));

  ThumbnailCache cache(fs, "/cache", 1 << 20);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    auto hit = cache.load(keys[i]);
    ASSERT_TRUE(hit) << i;
    EXPECT_EQ(hit->variants()[0].size, i + 1);
    EXPECT_EQ(cache.known_source_hash(paths[i], stamp_of(i)), source_fingerprint(paths[i]));
  }
  EXPECT_FALSE(cache.known_source_hash("/repo/other.png", stamp_of(0)));
  EXPECT_FALSE(cache.holds(key("ab12")));
  EXPECT_EQ(fs.entry_reads, 0) << "every entry vouched for by the index";
}

TEST(ThumbnailCache, IndexLinesNamingNoKeyOrFingerprintArePassedOver) {
  CountingFileSystem fs;
  const FileStamp stamp{100, 5, 7};
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    cache.store(key("ab12"), sample(10));
    cache.remember_source("/repo/a.png", stamp, source_fingerprint("a"));
    cache.finish();
  }
  const std::string good_key = key("ab12").hex();
  std::vector<std::string> damaged;
  for (const std::string& line : index_lines(fs.files)) {
    if (line.starts_with("entry ")) {
      const std::size_t at = line.find(good_key);
      for (const std::string& bad : {std::string("ab12"), good_key + "0",
                                     "AB12" + good_key.substr(4), "xy12" + good_key.substr(4)}) {
        damaged.push_back(std::string(line).replace(at, good_key.size(), bad));
      }
    }
    if (line.starts_with("source ")) {
      const std::string hash = source_fingerprint("a");
      damaged.push_back(std::string(line).replace(line.find(hash), hash.size(), "hash-b") + "b");
      damaged.push_back(std::string(line).replace(line.find(hash), hash.size(), hash.substr(1)) +
                        "c");
    }
    damaged.push_back(line);
  }
  fs.files.add_file("/cache/index", index_of(damaged));

  ThumbnailCache cache(fs, "/cache", 1 << 20);
  ASSERT_TRUE(cache.load(key("ab12")));
  EXPECT_EQ(fs.entry_reads, 0);
  EXPECT_EQ(cache.known_source_hash("/repo/a.png", stamp), source_fingerprint("a"));
  EXPECT_FALSE(cache.known_source_hash("/repo/a.pngb", stamp));
  EXPECT_FALSE(cache.known_source_hash("/repo/a.pngc", stamp));
  cache.finish();
  std::vector<std::string> kept = index_lines(fs.files);
  EXPECT_EQ(kept.size(), 3u) << "build, the entry and the source";
}

TEST(ThumbnailCache, OfAKeyTheIndexNamesTwiceTheLastLineIsKept) {
  for (bool vouched_last : {true, false}) {
    CountingFileSystem fs;
    {
      ThumbnailCache cache(fs, "/cache", 1 << 20);
      cache.store(key("ab12"), sample(10));
      cache.finish();
    }
    std::vector<std::string> lines;
    for (const std::string& line : index_lines(fs.files)) {
      if (!line.starts_with("entry ")) {
        lines.push_back(line);
        continue;
      }
      // the same line, its file's size not the entry's: not vouched for
      std::string stale = std::string(line).replace(line.find(' ', 6) + 1, field(line, 2).size(),
                                                    std::to_string(1));
      lines.push_back(vouched_last ? stale : line);
      lines.push_back(vouched_last ? line : stale);
    }
    fs.files.add_file("/cache/index", index_of(lines));
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    ASSERT_TRUE(cache.load(key("ab12")));
    EXPECT_EQ(fs.entry_reads, vouched_last ? 0 : 1) << vouched_last;
  }
}

TEST(ThumbnailCache, WhatABuildAddsIsWrittenWhenItEndsTheLastOfAKeyOrPathKept) {
  CountingFileSystem fs;
  {  // a build that read an index: one entry and one source
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    cache.store(key("cd34"), sample(10));
    cache.remember_source("/repo/c.png", FileStamp{1, 1, 1}, source_fingerprint("c"));
    cache.finish();
  }
  const FileStamp first{100, 5, 7}, second{200, 6, 8};
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    cache.store(key("ab12"), sample(10));
    cache.store(key("ef56"), sample(10));
    cache.store(key("ab12"), sample(20));  // made again: its file and its record change
    cache.remember_source("/repo/d.png", first, source_fingerprint("d"));
    cache.remember_source("/repo/a.png", first, source_fingerprint("a"));
    cache.remember_source("/repo/d.png", second, source_fingerprint("d2"));
    cache.remember_source("/repo/c.png", second,
                          source_fingerprint("c2"));  // read: changed in place
    // not written until the build ends: a build that stops here adds nothing to the index
    std::vector<std::string> before = index_lines(fs.files);
    EXPECT_EQ(before.size(), 3u);
    cache.finish();
  }
  std::vector<std::string> entry_keys, source_paths;
  for (const std::string& line : index_lines(fs.files)) {
    if (line.starts_with("entry ")) entry_keys.push_back(field(line, 5));
    if (line.starts_with("source ")) source_paths.push_back(field(line, 6));
  }
  EXPECT_EQ(entry_keys, (std::vector{key("ab12").hex(), key("cd34").hex(), key("ef56").hex()}));
  EXPECT_EQ(source_paths, (std::vector<std::string>{"/repo/a.png", "/repo/c.png", "/repo/d.png"}));

  ThumbnailCache cache(fs, "/cache", 1 << 20);
  const RenderedImageRef ab = cache.load(key("ab12"));
  ASSERT_TRUE(ab);
  EXPECT_EQ(ab->variants()[0].size, 20u) << "the entry as last made";
  EXPECT_EQ(*ab, *sample(20).record);
  EXPECT_EQ(fs.entry_reads, 0) << "its stamp the index's: vouched for";
  EXPECT_EQ(cache.known_source_hash("/repo/d.png", second), source_fingerprint("d2"));
  EXPECT_FALSE(cache.known_source_hash("/repo/d.png", first));
  EXPECT_EQ(cache.known_source_hash("/repo/a.png", first), source_fingerprint("a"));
  EXPECT_EQ(cache.known_source_hash("/repo/c.png", second), source_fingerprint("c2"));
}

TEST(ThumbnailCache, AfterTheBuildGivesTheRecordOfEachEntryItsIndexHolds) {
  MemoryFileSystem fs;
  build_storing(fs, "cd34", 30);
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  const RenderedImageRef read = cache.load(key("cd34"));
  const EncodedThumbnails made = sample(10);
  cache.store(key("ab12"), made);
  cache.finish();
  EXPECT_EQ(cache.record(key("cd34")), read) << "the index's own record";
  const RenderedImageRef added = cache.record(key("ab12"));
  ASSERT_TRUE(added);
  EXPECT_EQ(*added, *made.record) << "made again from its line in the index";
  EXPECT_FALSE(cache.record(key("ef56")));
}

TEST(ThumbnailCache, AnEntryMadeInThisBuildIsFoundByItsFile) {
  // two sources with the same bytes: the second finds what the first made
  CountingFileSystem fs;
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  const EncodedThumbnails made = sample(10);
  cache.store(key("ab12"), made);
  const RenderedImageRef found = cache.load(key("ab12"));
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, *made.record);
  EXPECT_EQ(fs.entry_reads, 1) << "read whole and checked: the index does not know it yet";
  const CacheStats stats = cache.finish();
  EXPECT_EQ(stats.hits, 1u);
  EXPECT_EQ(stats.bytes, serialize_rendered(made).size()) << "counted once";
  EXPECT_EQ(index_lines(fs.files).size(), 2u) << "build and the one entry";
}

TEST(ThumbnailCache, WithoutAnIndexFindsOnlyTheEntriesItNames) {
  MemoryFileSystem fs;
  fs.add_file(entry_file("ab12"), serialize_rendered(sample(10)));
  fs.add_file("/cache/ab/notes.thumbs", "not an entry this cache made");
  ThumbnailCache cache(fs, "/cache", 0);
  EXPECT_TRUE(cache.holds(key("ab12")));
  EXPECT_EQ(cache.finish().evicted, 1u);
  EXPECT_FALSE(fs.exists(entry_file("ab12")));
  EXPECT_TRUE(fs.exists("/cache/ab/notes.thumbs")) << "a name the cache never gives is not its own";
}

}  // namespace
}  // namespace lobbykit
