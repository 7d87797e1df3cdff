#include "images/thumbnail_cache.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

RenderedImage sample(std::size_t bytes) {
  return {"LEHoEv3U|cTcuvRUo1a5hVf%fQf%",
          {{1, 18, 24, std::string(bytes, 'a')}, {2, 36, 48, std::string(bytes, 'b')}}};
}

TEST(ThumbnailCache, AnEntryRoundTrips) {
  std::string bytes = serialize_rendered(sample(100));
  auto back = parse_rendered(bytes);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->blurhash, "LEHoEv3U|cTcuvRUo1a5hVf%fQf%");
  ASSERT_EQ(back->variants.size(), 2u);
  EXPECT_EQ(back->variants[1].width, 36u);
  EXPECT_EQ(back->variants[1].webp, std::string(100, 'b'));
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
  std::string key = thumbnail_cache_key("abc", spec);
  EXPECT_NE(thumbnail_cache_key("abd", spec), key);
  auto changed = [&](auto change) {
    ThumbnailSpec other = spec;
    change(other);
    return thumbnail_cache_key("abc", other) != key;
  };
  EXPECT_TRUE(changed([](auto& s) { s.width = 181; }));
  EXPECT_TRUE(changed([](auto& s) { s.densities = {1}; }));
  EXPECT_TRUE(changed([](auto& s) { s.fit = Fit::kContain; }));
  EXPECT_TRUE(changed([](auto& s) { s.focus_y = 0.25; }));
  EXPECT_TRUE(changed([](auto& s) { s.webp.quality = 81; }));
  EXPECT_TRUE(changed([](auto& s) { s.webp.effort = 5; }));
  EXPECT_TRUE(changed([](auto& s) { s.blurhash_x = 5; }));
  EXPECT_FALSE(changed([](auto& s) { s.max_pixels = 1; }));
}

TEST(ThumbnailCache, StoresLoadsAndRebuildsACorruptEntry) {
  MemoryFileSystem fs;
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    EXPECT_FALSE(cache.load("ab12"));
    cache.store("ab12", sample(10));
    ASSERT_TRUE(cache.load("ab12"));
    CacheStats stats = cache.finish();
    EXPECT_EQ(stats.hits, 1u);
    EXPECT_EQ(stats.misses, 1u);
  }
  fs.add_file("/cache/ab/ab12.thumbs", "");  // a crash mid-write cannot do this, a full disk can
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  EXPECT_FALSE(cache.load("ab12"));
  EXPECT_EQ(cache.finish().corrupt, 1u);
}

TEST(ThumbnailCache, RemembersSourcesByStamp) {
  MemoryFileSystem fs;
  FileStamp stamp{100, 5, 7};
  {
    ThumbnailCache cache(fs, "/cache", 1 << 20);
    cache.remember_source("/repo/a.png", stamp, "hash-a");
    cache.finish();
  }
  ThumbnailCache(fs, "/cache", 1 << 20).finish();  // a build of another clone keeps it
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  EXPECT_EQ(cache.known_source_hash("/repo/a.png", stamp), "hash-a");
  EXPECT_FALSE(cache.known_source_hash("/repo/a.png", FileStamp{100, 6, 7}));  // touched
  EXPECT_FALSE(cache.known_source_hash("/repo/a.png", FileStamp{100, 5, 8}));  // a fresh clone
}

TEST(ThumbnailCache, EvictsTheLeastRecentlyUsedBeyondTheLimit) {
  MemoryFileSystem fs;
  const std::uint64_t entry = serialize_rendered(sample(1000)).size();
  for (const char* key : {"aa01", "bb02", "cc03"}) {  // one build each, oldest first
    ThumbnailCache cache(fs, "/cache", 10 * entry);
    cache.store(key, sample(1000));
    cache.finish();
  }
  ThumbnailCache cache(fs, "/cache", 2 * entry);
  ASSERT_TRUE(cache.load("cc03"));
  CacheStats stats = cache.finish();
  EXPECT_EQ(stats.evicted, 1u);
  EXPECT_EQ(stats.bytes, 2 * entry);
  EXPECT_FALSE(fs.exists("/cache/aa/aa01.thumbs"));
  EXPECT_TRUE(fs.exists("/cache/bb/bb02.thumbs"));
  EXPECT_TRUE(fs.exists("/cache/cc/cc03.thumbs"));
}

}  // namespace
}  // namespace lobbykit
