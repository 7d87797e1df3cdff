// The image step on copies of the base fixture: which images `check` decodes,
// what it remembers between runs, and where problems are reported.
#include "pipeline/image_step.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <utility>

#include "content/catalogue_loader.h"
#include "content/content_tree.h"
#include "core/content_hash.h"
#include "core/fatal_error.h"
#include "core/source_lines.h"
#include "images/webp_encode.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kFixtures = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures";
/// The base fixture's thumbnail sources: 3 games, 2 vendor logos, 1 avatar
/// image and 1 promotion banner.
constexpr std::size_t kThumbnailSources = 7;

class ImageStep : public ::testing::Test {
 protected:
  void SetUp() override { testing::copy_tree(kFixtures / "base", repository_); }

  /// Loads the catalogue and runs the step; the diagnostics as text.
  ImageStepResult run(ImageCheck check, std::string& text, bool with_cache = true) {
    Diagnostics diagnostics;
    catalogue_ = load_catalogue(disk_, repository_, diagnostics);
    ImageStepOptions options;
    options.check = check;
    if (with_cache) options.cache = cache_;
    options.jobs = 2;
    ImageStepResult result = run_image_step(catalogue_, disk_, repository_, options, diagnostics);
    // As the pipeline finishes them before they are shown.
    diagnostics.sort();
    attach_source_lines(diagnostics, disk_, repository_);
    text = diagnostics.all().empty() ? "" : format_text(diagnostics);
    return result;
  }

  void break_idat_checksum() {
    fs::copy_file(kFixtures /
                      "check/images-png-idat-checksum/overlay/content/games/alpha-studio/"
                      "lucky-seven.png",
                  repository_ / "content/games/alpha-studio/lucky-seven.png",
                  fs::copy_options::overwrite_existing);
  }

  DiskFileSystem disk_;
  testing::TemporaryFolder folder_;
  const fs::path repository_ = folder_.path() / "repo";
  const fs::path cache_ = folder_.path() / "cache";
  Catalogue catalogue_;
};

TEST_F(ImageStep, ACheckDecodesEachThumbnailSourceOnceThenRemembersIt) {
  std::string text;
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, kThumbnailSources);
  EXPECT_EQ(text, "");
  EXPECT_TRUE(fs::exists(cache_ / "verified"));
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, 0u) << "a warm check decodes nothing";
  EXPECT_EQ(text, "");
}

TEST_F(ImageStep, WithoutACacheEveryCheckDecodesEverything) {
  std::string text;
  EXPECT_EQ(run(ImageCheck::kDecode, text, false).stats.decoded, kThumbnailSources);
  EXPECT_EQ(run(ImageCheck::kDecode, text, false).stats.decoded, kThumbnailSources);
  EXPECT_FALSE(fs::exists(cache_));
}

TEST_F(ImageStep, WhatABuildMadeIsNotDecodedAgainByCheck) {
  std::string text;
  EXPECT_EQ(run(ImageCheck::kRender, text).stats.rendered, kThumbnailSources);
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, 0u);
  EXPECT_EQ(text, "");
}

TEST_F(ImageStep, AChangedSourceIsDecodedAgainAndItsDamageReportedAtTheLineNamingIt) {
  std::string text;
  run(ImageCheck::kDecode, text);
  break_idat_checksum();
  const std::string expected =
      "content/games/alpha-studio/lucky-seven.yaml:8:12: error: image 'lucky-seven.png' cannot "
      "be used: the PNG data is corrupt (IDAT: CRC error)\n"
      "    thumbnail: lucky-seven.png\n"
      "               ^\n"
      "1 error, 0 warnings\n";
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, 1u);
  EXPECT_EQ(text, expected);
  // a refused source is not remembered as verified: the next check says it again
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, 1u);
  EXPECT_EQ(text, expected);
}

TEST_F(ImageStep, TheHeadersOnlyCheckPassesDamagedPixels) {
  break_idat_checksum();
  std::string text;
  EXPECT_EQ(run(ImageCheck::kHeaders, text).stats.decoded, 0u);
  EXPECT_EQ(text, "");
}

TEST_F(ImageStep, ARecordInAnotherFormatIsNoRecord) {
  std::string text;
  run(ImageCheck::kDecode, text);
  std::string record = testing::read_file(cache_ / "verified");
  record.replace(0, record.find('\n'), "lobbykit-stamp-record 0 verified-images");
  testing::write_file(cache_ / "verified", record);
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, kThumbnailSources);
  EXPECT_EQ(run(ImageCheck::kDecode, text).stats.decoded, 0u) << "and it was written anew";
}

TEST_F(ImageStep, PublishesEachReferenceWithItsThumbnailsOrItsSize) {
  std::string text;
  ImageStepResult result = run(ImageCheck::kRender, text);
  ASSERT_EQ(text, "");
  const Game& game = catalogue_.games.front();
  const PublishedImage thumbnail = result.published(game.thumbnail);
  ASSERT_TRUE(thumbnail.rendered());
  EXPECT_EQ(thumbnail.rendered()->variants().size(), 2u);
  EXPECT_EQ(thumbnail.rendered(), &thumbnail.webp.store->record(thumbnail.webp.image))
      << "the record is the store's own";
  const PublishedImage icon = result.published(catalogue_.categories.front().icon);
  EXPECT_FALSE(icon.rendered()) << "icons are published as they are";
  EXPECT_FALSE(icon.webp);
}

TEST_F(ImageStep, TheImagesOfABuildWithACacheShareOneStoreWithoutOneEach) {
  for (const bool with_cache : {true, false}) {
    std::string text;
    ImageStepResult result = run(ImageCheck::kRender, text, with_cache);
    ASSERT_EQ(text, "");
    std::set<const WebpStore*> stores;
    std::set<std::pair<const WebpStore*, std::size_t>> places;
    for (const Game& game : catalogue_.games) {
      const PublishedImage image = result.published(game.thumbnail);
      ASSERT_TRUE(image.webp);
      stores.insert(image.webp.store.get());
      places.emplace(image.webp.store.get(), image.webp.image);
      // the bytes each place gives are those its record names
      EXPECT_EQ(content_hash(image.webp.load(1), kVariantHashDigits),
                image.rendered()->variants()[1].hash.hex());
    }
    EXPECT_EQ(stores.size(), with_cache ? 1u : catalogue_.games.size()) << with_cache;
    EXPECT_EQ(places.size(), catalogue_.games.size()) << "each game its own image";
  }
}

TEST_F(ImageStep, FindsEachReferenceByThePlaceThatNamesIt) {
  std::string text;
  ImageStepResult result = run(ImageCheck::kRender, text);
  ASSERT_EQ(text, "");
  std::set<const RenderedImage*> records;
  for (const Game& game : catalogue_.games)
    records.insert(result.published(game.thumbnail).rendered());
  EXPECT_EQ(records.size(), catalogue_.games.size()) << "each game its own thumbnails";
  EXPECT_EQ(records.count(nullptr), 0u);

  // a copy of a reference is found by its place, and another place is none of the step's
  ImageRef copy = catalogue_.games.back().thumbnail;
  EXPECT_EQ(result.published(copy).rendered(),
            result.published(catalogue_.games.back().thumbnail).rendered());
  ImageRef other_column = copy, other_line = copy, other_file = copy;
  ++other_column.named_at.column;
  ++other_line.named_at.line;
  other_file.named_at.path = std::string(other_file.named_at.path.str()) + "x";
  for (const ImageRef* elsewhere : {&other_column, &other_line, &other_file})
    EXPECT_THROW((void)result.published(*elsewhere), FatalError);
}

TEST_F(ImageStep, AnImageTwoGamesNameIsOneJobFoundAndReportedAtBothPlaces) {
  // fast-break names goal-rush's art, with the same focus: one image, one spec
  const fs::path games = repository_ / "content/games/beta-works";
  fs::remove(games / "fast-break.jpg");
  std::string yaml = testing::read_file(games / "fast-break.yaml");
  yaml.replace(yaml.find("fast-break.jpg"), 14, "goal-rush.png");
  testing::write_file(games / "fast-break.yaml", yaml);
  std::string text;
  ImageStepResult result = run(ImageCheck::kRender, text);
  ASSERT_EQ(text, "");
  EXPECT_EQ(result.stats.images, kThumbnailSources - 1);
  auto game = [&](std::string_view id) -> const Game& {
    return *std::find_if(catalogue_.games.begin(), catalogue_.games.end(),
                         [&](const Game& g) { return g.id == id; });
  };
  const PublishedImage fast_break = result.published(game("fast-break").thumbnail);
  EXPECT_TRUE(fast_break.rendered());
  EXPECT_EQ(fast_break.rendered(), result.published(game("goal-rush").thumbnail).rendered());

  // bytes of another type than the name claims: an error at each place
  const Pixels8 pixels{4, 4, 3, PixelBytes(4 * 4 * 3, 90)};
  testing::write_file(games / "goal-rush.png", encode_webp(pixels, {}));
  run(ImageCheck::kHeaders, text);
  for (const std::string file : {"fast-break", "goal-rush"}) {
    EXPECT_NE(text.find("content/games/beta-works/" + file +
                        ".yaml:8:12: error: image 'goal-rush.png' is named as PNG but its bytes "
                        "are WebP"),
              std::string::npos)
        << text;
  }
  EXPECT_NE(text.find("2 errors"), std::string::npos) << text;
}

/// The base's goal-rush.yaml without its focus, naming `thumbnail`.
std::string goal_rush_without_focus(const std::string& thumbnail) {
  return "id: goal-rush\nname: Goal Rush\nvendor: beta-works\ncategory: sports\nhot: false\n"
         "tags: [football]\nlaunchId: BET-1\nthumbnail: " +
         thumbnail + "\n";
}

TEST_F(ImageStep, WarnsAtTheThumbnailOfAGameWithoutFocusWhoseArtLosesMoreThanAThird) {
  // goal-rush.png is 16x12: the card's 3:4 crop keeps 9 of its 16 columns
  const fs::path yaml = repository_ / "content/games/beta-works/goal-rush.yaml";
  testing::write_file(yaml, goal_rush_without_focus("goal-rush.png"));
  const std::string expected =
      "content/games/beta-works/goal-rush.yaml:8:12: warning: the card's 3:4 crop of "
      "'goal-rush.png' (16x12) leaves out 44% of its width; without a focus the crop is placed "
      "by the image's content, and may cut a title or subject\n"
      "    thumbnail: goal-rush.png\n"
      "               ^\n"
      "  hint: give `focus: {x, y}` (the point to keep, as fractions of the image) or art in the "
      "card's 3:4 proportions\n"
      "0 errors, 1 warning\n";
  for (ImageCheck check : {ImageCheck::kHeaders, ImageCheck::kDecode, ImageCheck::kRender}) {
    std::string text;
    run(check, text);
    EXPECT_EQ(text, expected) << static_cast<int>(check);
  }
}

TEST_F(ImageStep, ArtCloseToTheCardsProportionsOrWithAFocusIsNotWarnedOf) {
  const fs::path games = repository_ / "content/games/beta-works";
  fs::remove(games / "goal-rush.png");  // else it would be warned of as unused
  auto art = [&](std::uint32_t width, std::uint32_t height) {
    Pixels8 pixels{width, height, 3, PixelBytes(std::size_t(width) * height * 3, 90)};
    testing::write_file(games / "goal-rush.webp", encode_webp(pixels, {}));
    testing::write_file(games / "goal-rush.yaml", goal_rush_without_focus("goal-rush.webp"));
    std::string text;
    run(ImageCheck::kDecode, text);
    return text;
  };
  EXPECT_EQ(art(300, 300), "") << "a square loses a quarter of its width";
  EXPECT_EQ(art(300, 600), "") << "1:2 loses exactly a third of its height";
  EXPECT_NE(art(300, 700).find("leaves out 43% of its height"), std::string::npos);
  // the base gives goal-rush.png (16x12) a focus
  fs::remove(games / "goal-rush.webp");
  testing::copy_tree(kFixtures / "base", repository_);
  std::string text;
  run(ImageCheck::kDecode, text);
  EXPECT_EQ(text, "");
}

// Only the first kImageProbePrefix bytes of an image are read to check its
// header; a JPEG whose frame header lies further in (behind large metadata)
// is read whole instead of being refused.
TEST(ImageStepHeaders, ReadsAJpegWhoseHeaderLiesBeyondTheProbedPrefix) {
  MemoryFileSystem memory;
  const fs::path base = kFixtures / "base";
  for (const auto& entry : fs::recursive_directory_iterator(base)) {
    if (entry.is_regular_file())
      memory.add_file("repo" / fs::relative(entry.path(), base), testing::read_file(entry.path()));
  }
  const std::string path = "repo/content/games/beta-works/fast-break.jpg";
  std::string jpeg = *memory.read(path);
  std::string app15 = "\xFF\xEF\xFF\xF0" + std::string(0xFFF0 - 2, 'm');  // the largest segment
  memory.add_file(path, jpeg.substr(0, 2) + app15 + app15 + jpeg.substr(2));
  ASSERT_GT(memory.read(path)->find("\xFF\xC0"), kImageProbePrefix);
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(memory, "repo", diagnostics);
  ImageStepOptions options;
  options.check = ImageCheck::kHeaders;
  ImageStepResult result = run_image_step(catalogue, memory, "repo", options, diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(catalogue.games[0].id, "fast-break");
  EXPECT_EQ(result.published(catalogue.games[0].thumbnail).width,
            probe_image(jpeg, true).info->width);
}

// content/ decides which file names are images without asking images/; the
// two lists must agree.
TEST(ImageFileNames, ContentAndImagesAgreeOnTheExtensions) {
  for (const char* name : {"a.png", "a.PNG", "a.jpg", "a.jpeg", "a.JPEG", "a.webp", "a.svg",
                           "a.gif", "a.png.txt", "png", "a.", "a.tiff", "a.jpe"}) {
    EXPECT_EQ(is_image_file_name(name), format_from_extension(name) != ImageFormat::kUnknown)
        << name;
  }
}

}  // namespace
}  // namespace lobbykit
