#include "images/cached_webp_store.h"

#include <gtest/gtest.h>

#include "core/fatal_error.h"
#include "core/file_system.h"
#include "images/thumbnail_cache.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const ThumbnailKey kKey = *ThumbnailKey::parse(std::string(ThumbnailKey::kDigits, 'a'));
const ThumbnailKey kOtherKey = *ThumbnailKey::parse(std::string(ThumbnailKey::kDigits, 'b'));
const std::string kEntryFile = "/cache/aa/" + kKey.hex() + ".thumbs";
const fs::path kInputs = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/images/inputs";

ThumbnailSpec card() {
  ThumbnailSpec spec;
  spec.width = 18;
  spec.height = 24;
  return spec;
}

/// A repository at "/repo" with one source, and its thumbnails cached in
/// "/cache" under kKey; gives what was made.
EncodedThumbnails cached_source(MemoryFileSystem& fs) {
  std::string source = testing::read_file(kInputs / "jpeg-baseline.jpg");
  fs.add_file("/repo/a.jpg", source);
  EncodedThumbnails made = render_thumbnails(source, card());
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  cache.store(kKey, made);
  cache.finish();
  return made;
}

TEST(CachedWebpStore, GivesEachVariantFromTheEntryInOrderAndAgain) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  CachedWebpStore store(fs, "/cache", "/repo");
  std::size_t other = store.add(kOtherKey, "b.jpg", card(), made.record);
  std::size_t image = store.add(kKey, "a.jpg", card(), made.record);
  EXPECT_EQ(other, 0u);
  EXPECT_EQ(image, 1u);
  for (std::size_t index : {0u, 1u, 0u}) EXPECT_EQ(store.load(image, index), made.webp[index]);
}

TEST(CachedWebpStore, GivesEachVariantsHashAndSizeFromItsRecordWithoutReading) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  fs.remove_file(kEntryFile);  // nothing to read: the record is enough
  CachedWebpStore store(fs, "/cache", "/repo");
  const std::size_t image = store.add(kKey, "a.jpg", card(), made.record);
  const auto variants = made.record->variants();
  for (std::size_t index = 0; index < variants.size(); ++index) {
    const LazySource::Identity identity = store.identity(image, index);
    EXPECT_EQ(identity.hash, variants[index].hash);
    EXPECT_EQ(identity.size, made.webp[index].size());
  }
  EXPECT_EQ(&store.record(image), made.record.get()) << "the record itself, not a copy";
  EXPECT_THROW((void)store.identity(image, variants.size()), FatalError);
}

TEST(CachedWebpStore, AnImageAddedWithoutItsRecordGetsItFromTheCacheOnce) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  CachedWebpStore store(fs, "/cache", "/repo");
  const std::size_t known = store.add(kKey, "a.jpg", card(), made.record);
  const std::size_t later = store.add(kKey, "b.jpg", card(), nullptr);
  ThumbnailCache cache(fs, "/cache", 1 << 20);
  int asked = 0;
  store.fill_records([&](const ThumbnailKey& key) {
    ++asked;
    return cache.load(key);
  });
  EXPECT_EQ(asked, 1) << "only the image without one";
  EXPECT_EQ(&store.record(known), made.record.get());
  EXPECT_EQ(store.record(later), *made.record);
  EXPECT_EQ(store.load(later, 1), made.webp[1]);

  CachedWebpStore lost(fs, "/cache", "/repo");
  lost.add(kOtherKey, "c.jpg", card(), nullptr);
  try {
    lost.fill_records([&](const ThumbnailKey& key) { return cache.load(key); });
    ADD_FAILURE() << "a record the cache does not have is an error";
  } catch (const FatalError& error) {
    EXPECT_NE(std::string(error.what()).find("c.jpg"), std::string::npos) << error.what();
  }
}

TEST(CachedWebpStore, AnEntryGoneSinceIsMadeAgainFromTheSource) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  fs.remove_file(kEntryFile);
  ASSERT_FALSE(read_cache_entry(fs, "/cache", kKey));
  CachedWebpStore store(fs, "/cache", "/repo");
  std::size_t image = store.add(kKey, "a.jpg", card(), made.record);
  EXPECT_EQ(store.load(image, 1), made.webp[1]);
}

TEST(CachedWebpStore, BytesThatAreNotTheRecordsAreRefused) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  std::vector<ImageVariant> other(made.record->variants().begin(), made.record->variants().end());
  other[1].hash = *VariantHash::parse(std::string(kVariantHashDigits, '0'));
  CachedWebpStore store(fs, "/cache", "/repo");
  std::size_t image =
      store.add(kKey, "a.jpg", card(), RenderedImage::make(made.record->blurhash(), other));
  EXPECT_EQ(store.load(image, 0), made.webp[0]);
  try {
    (void)store.load(image, 1);
    FAIL() << "a variant unlike its record was given";
  } catch (const FatalError& error) {
    EXPECT_NE(std::string(error.what()).find("'a.jpg' no longer match the cache's index"),
              std::string::npos)
        << error.what();
  }
}

TEST(CachedWebpStore, AnUnreadableSourceIsAFatalErrorNamingIt) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  fs.remove_file(kEntryFile);
  fs.remove_file("/repo/a.jpg");
  CachedWebpStore store(fs, "/cache", "/repo");
  std::size_t image = store.add(kKey, "a.jpg", card(), made.record);
  try {
    (void)store.load(image, 0);
    FAIL() << "a source gone with its entry gave bytes";
  } catch (const FatalError& error) {
    EXPECT_NE(std::string(error.what()).find("cannot read 'a.jpg'"), std::string::npos)
        << error.what();
  }
}

TEST(CachedWebpStore, EachImageKeepsItsOwnPath) {
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  fs.remove_file(kEntryFile);
  CachedWebpStore store(fs, "/cache", "/repo", 1);
  const std::vector<std::string> paths = {"a.jpg", "games/b.jpg", "c d.jpg"};
  for (const std::string& path : paths) store.add(kKey, path, card(), made.record);
  EXPECT_EQ(store.load(0, 0), made.webp[0]);
  for (std::size_t image = 1; image < paths.size(); ++image) {
    try {
      (void)store.load(image, 0);
      FAIL() << "a missing source gave bytes";
    } catch (const FatalError& error) {
      EXPECT_EQ(std::string(error.what()),
                "cannot read '" + paths[image] + "' while making thumbnails");
    }
  }
}

TEST(CachedWebpStore, EachImageIsMadeAgainWithItsOwnSpec) {
  // a game's own focus is a spec of its own: many games, many specs
  MemoryFileSystem fs;
  EncodedThumbnails made = cached_source(fs);
  fs.remove_file(kEntryFile);
  const std::string source = testing::read_file(kInputs / "jpeg-baseline.jpg");
  CachedWebpStore store(fs, "/cache", "/repo");
  std::vector<EncodedThumbnails> expected;
  for (double focus : {0.0, 1.0, 0.0, 0.5, 1.0}) {
    ThumbnailSpec spec = card();
    spec.focus_x = focus;
    expected.push_back(render_thumbnails(source, spec));
    store.add(kKey, "a.jpg", spec, expected.back().record);
  }
  ASSERT_NE(expected[0].webp[0], expected[1].webp[0]) << "the focus is seen";
  for (std::size_t image = 0; image < expected.size(); ++image)
    EXPECT_EQ(store.load(image, 0), expected[image].webp[0]) << image;
}

}  // namespace
}  // namespace lobbykit
