// `lobbykit build` with the thumbnail stage, on copies of the base fixture:
// what is published, and what the cache spares.
#include "images/image_stage.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <string>

#include "core/content_hash.h"
#include "images/cached_webp_store.h"
#include "testing/run_program.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kBase = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/base";

class ImageStage : public ::testing::Test {
 protected:
  void SetUp() override { testing::copy_tree(kBase, repository_); }

  testing::ProgramResult build(const fs::path& repository) {
    return testing::run_lobbykit({"--root", repository.string(), "build", "--out",
                                  (folder_.path() / "out").string(), "--cache", cache_.string(),
                                  "--jobs", "2"});
  }
  testing::ProgramResult build() { return build(repository_); }

  std::size_t cache_entries() const {
    std::size_t count = 0;
    for (const auto& entry : fs::recursive_directory_iterator(cache_))
      count += entry.path().extension() == ".thumbs";
    return count;
  }

  testing::TemporaryFolder folder_;
  const fs::path repository_ = folder_.path() / "repo";
  const fs::path cache_ = folder_.path() / "cache";
};

TEST_F(ImageStage, PublishesWebpVariantsWithSrcsetAndBlurhash) {
  auto result = build();
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("lobbykit build: 7 images (7 made, 0 from the cache)"),
            std::string::npos)
      << result.out;
  std::string games = testing::read_file(folder_.path() / "out/games.ts");
  EXPECT_NE(games.find("\"src\": \"media/games/alpha-studio/lucky-seven.180x240."),
            std::string::npos)
      << games;
  EXPECT_NE(games.find(".webp 1x, media/games/alpha-studio/lucky-seven.360x480."),
            std::string::npos);
  EXPECT_NE(games.find("\"blurhash\": \""), std::string::npos);
  std::string image = testing::read_file(folder_.path() / "out/image.ts");
  EXPECT_NE(image.find("readonly srcset?: string;"), std::string::npos);
  // a logo is fitted, not cropped: the 8x4 logos become 160x80
  EXPECT_NE(testing::read_file(folder_.path() / "out/vendors.ts").find("logos/alpha.160x80."),
            std::string::npos);
  // SVG icons are still copied as they are
  EXPECT_TRUE(fs::exists(folder_.path() / "out/media/icons"));
}

/// One card's thumbnails (lucky-seven.png at 180x240), made through the
/// image stage with `cache` (or none) and no error.
ImageStageOutput make_card(const fs::path& repository, std::optional<fs::path> cache) {
  static const SourceLocation named_at{"content/games/alpha-studio/lucky-seven.yaml", 1, 1};
  ThumbnailSpec card;
  card.width = 180;
  card.height = 240;
  static const ImageMention mention{&named_at, ""};
  ImageJob job{"content/games/alpha-studio/lucky-seven.png", &card, {&mention, 1}};
  static DiskFileSystem fs;  // alive as long as the rendered images
  ImageStageOptions options;
  options.cache = std::move(cache);
  Diagnostics diagnostics;
  ImageStageOutput output = run_image_stage({job}, fs, repository, options, diagnostics);
  EXPECT_FALSE(diagnostics.has_errors());
  return output;
}

/// The record of a result's thumbnails, which their store holds.
const RenderedImage& record_of(const ImageResult& result) {
  return result.webp.store->record(result.webp.image);
}

/// Both variants of a result whose WebP bytes stay on disk: none held, and
/// each loaded (in `order`) with the bytes of `expected`'s hashes.
void expect_loaded_on_demand(const ImageResult& result, const RenderedImage& expected,
                             std::initializer_list<std::size_t> order) {
  ASSERT_TRUE(result.webp);
  EXPECT_TRUE(dynamic_cast<const CachedWebpStore*>(result.webp.store.get()));
  ASSERT_EQ(record_of(result).variants().size(), 2u);
  for (std::size_t i : order) {
    const std::string webp = result.webp.load(i);
    EXPECT_EQ(webp.size(), record_of(result).variants()[i].size);
    EXPECT_EQ(content_hash(webp, kVariantHashDigits), expected.variants()[i].hash.hex());
  }
}

TEST_F(ImageStage, AMadeImageKeepsNoWebpInMemoryOnceCached) {
  // held until the output was written, 20,000 sources held 600 MB of WebP
  ImageStageOutput output = make_card(repository_, cache_);
  const ImageResult& result = output.results.at(0);
  ASSERT_TRUE(result.webp);
  expect_loaded_on_demand(result, record_of(result),
                          {0u, 1u, 0u});  // in order, then again once let go

  // without a cache the bytes are held beside the record
  ImageStageOutput uncached = make_card(repository_, std::nullopt);
  const ImageResult& kept = uncached.results.at(0);
  ASSERT_TRUE(kept.webp);
  EXPECT_FALSE(dynamic_cast<const CachedWebpStore*>(kept.webp.store.get()));
  EXPECT_EQ(content_hash(kept.webp.load(1), kVariantHashDigits),
            record_of(result).variants()[1].hash.hex());
  // the cached image's record, made from the line the cache's index holds,
  // is the one made with the thumbnails
  EXPECT_EQ(record_of(result), record_of(kept));
  const LazySource::Identity identity = kept.webp.store->identity(kept.webp.image, 1);
  EXPECT_EQ(identity.hash, record_of(kept).variants()[1].hash);
  EXPECT_EQ(identity.size, kept.webp.load(1).size());
}

TEST_F(ImageStage, ACacheHitCheckedByReadingKeepsNoWebpInMemory) {
  // A cache folder copied to a new place (new inodes, as a CI cache restore
  // gives): its entries are read whole to be checked, and 20,000 hits held
  // 330 MB of WebP to the end of the build.
  ImageStageOutput made = make_card(repository_, cache_);
  const fs::path copied = folder_.path() / "copied-cache";
  testing::copy_tree(cache_, copied);
  ImageStageOutput hit = make_card(repository_, copied);
  EXPECT_EQ(hit.stats.rendered, 0u);
  ASSERT_TRUE(made.results.at(0).webp);
  expect_loaded_on_demand(hit.results.at(0), record_of(made.results.at(0)), {0u, 1u});
}

TEST_F(ImageStage, AnUnchangedImageIsNeverDecodedAgain) {
  ASSERT_EQ(build().exit_code, 0);
  auto again = build();
  EXPECT_NE(again.out.find("(0 made, 7 from the cache)"), std::string::npos) << again.out;
}

TEST_F(ImageStage, AFreshCloneWithTheCacheFolderDecodesNothing) {
  ASSERT_EQ(build().exit_code, 0);
  const fs::path clone = folder_.path() / "clone";
  testing::copy_tree(kBase, clone);  // new inodes and mtimes, same bytes
  auto result = build(clone);
  EXPECT_NE(result.out.find("(0 made, 7 from the cache)"), std::string::npos) << result.out;
}

TEST_F(ImageStage, OnlyTheChangedImageIsMadeAgain) {
  ASSERT_EQ(build().exit_code, 0);
  fs::copy_file(kBase / "content/games/beta-works/goal-rush.png",
                repository_ / "content/games/alpha-studio/lucky-seven.png",
                fs::copy_options::overwrite_existing);
  auto result = build();
  EXPECT_NE(result.out.find("(1 made, 6 from the cache)"), std::string::npos) << result.out;
}

TEST_F(ImageStage, IdenticalSourcesShareOneEntry) {
  ASSERT_EQ(build().exit_code, 0);
  const std::size_t distinct = cache_entries();
  fs::remove_all(cache_);
  // lucky-seven becomes a byte-identical copy of goal-rush, shown the same way
  fs::copy_file(kBase / "content/games/beta-works/goal-rush.png",
                repository_ / "content/games/alpha-studio/lucky-seven.png",
                fs::copy_options::overwrite_existing);
  testing::write_file(
      repository_ / "content/games/alpha-studio/lucky-seven.yaml",
      "id: lucky-seven\nname: Lucky Seven\nvendor: alpha-studio\ncategory: slots\nhot: true\n"
      "tags: [classic]\nlaunchId: ALP-1\nthumbnail: lucky-seven.png\nfocus: {x: 0.5, y: 0.5}\n");
  ASSERT_EQ(build().exit_code, 0);
  EXPECT_EQ(cache_entries(), distinct - 1);
}

TEST_F(ImageStage, ACorruptEntryIsDetectedAndRebuilt) {
  ASSERT_EQ(build().exit_code, 0);
  for (const auto& entry : fs::recursive_directory_iterator(cache_)) {
    if (entry.path().extension() == ".thumbs") {
      fs::resize_file(entry.path(), fs::file_size(entry.path()) / 2);
      break;
    }
  }
  auto result = build();
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("(1 made, 6 from the cache)"), std::string::npos) << result.out;
}

// The index vouches for an entry whose file keeps its size, mtime and inode:
// a no-op build reads no entry (the damage goes unseen), and a build that
// must write the thumbnails again finds the damage and makes them anew.
TEST_F(ImageStage, ANoOpBuildReadsNoEntryAndADamagedOneIsMadeAgainWhenNeeded) {
  ASSERT_EQ(build().exit_code, 0);
  std::size_t damaged = 0;
  for (const auto& entry : fs::recursive_directory_iterator(cache_)) {
    if (entry.path().extension() != ".thumbs") continue;
    auto mtime = fs::last_write_time(entry.path());
    std::string bytes = testing::read_file(entry.path());
    std::fstream file(entry.path(),
                      std::ios::in | std::ios::out | std::ios::binary);  // in place: same inode
    file.write(std::string(bytes.size(), 'x').data(), static_cast<std::streamsize>(bytes.size()));
    file.close();
    fs::last_write_time(entry.path(), mtime);
    ++damaged;
  }
  ASSERT_EQ(damaged, 7u);
  auto no_op = build();
  ASSERT_EQ(no_op.exit_code, 0) << no_op.err;
  EXPECT_NE(no_op.out.find("(0 made, 7 from the cache)"), std::string::npos) << no_op.out;
  EXPECT_NE(no_op.out.find("(0 written,"), std::string::npos) << no_op.out;

  fs::remove_all(folder_.path() / "out");
  auto again = build();
  ASSERT_EQ(again.exit_code, 0) << again.err;
  auto plain = testing::run_lobbykit(
      {"--root", repository_.string(), "build", "--out", (folder_.path() / "plain").string()});
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  std::size_t thumbnails = 0;
  for (const auto& entry : fs::recursive_directory_iterator(folder_.path() / "plain")) {
    if (entry.path().extension() != ".webp") continue;
    fs::path relative = fs::relative(entry.path(), folder_.path() / "plain");
    EXPECT_EQ(testing::read_file(folder_.path() / "out" / relative),
              testing::read_file(entry.path()))
        << relative;
    ++thumbnails;
  }
  EXPECT_EQ(thumbnails, 14u);
}

TEST_F(ImageStage, TwoBuildsWithAndWithoutTheCacheAreByteIdentical) {
  ASSERT_EQ(build().exit_code, 0);
  auto plain = testing::run_lobbykit(
      {"--root", repository_.string(), "build", "--out", (folder_.path() / "plain").string()});
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  for (const auto& entry : fs::recursive_directory_iterator(folder_.path() / "out")) {
    if (!entry.is_regular_file()) continue;
    fs::path relative = fs::relative(entry.path(), folder_.path() / "out");
    EXPECT_EQ(testing::read_file(entry.path()),
              testing::read_file(folder_.path() / "plain" / relative))
        << relative;
  }
}

}  // namespace
}  // namespace lobbykit
