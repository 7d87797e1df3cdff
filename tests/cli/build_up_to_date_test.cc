// `lobbykit build` when the last build's record vouches for every input and
// output: it does nothing, and any change to an input, an output or the
// options brings the full build back.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "pipeline/build_record.h"
#include "testing/run_program.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kBase = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/base";
constexpr std::string_view kUpToDate = "lobbykit build: up to date:";
constexpr std::string_view kFullBuild = " images (";  // the image stage's summary line

class BuildUpToDate : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::copy_tree(kBase, repository_);
    testing::age_tree(repository_);
  }

  testing::ProgramResult build(std::vector<std::string> extra = {}) {
    std::vector<std::string> arguments = {"--root",
                                          repository_.string(),
                                          "build",
                                          "--out",
                                          out_.string(),
                                          "--cache",
                                          (folder_.path() / "cache").string()};
    arguments.insert(arguments.end(), extra.begin(), extra.end());
    return testing::run_lobbykit(arguments);
  }

  /// A full build, then one that finds nothing to do.
  void build_twice() {
    auto first = build();
    ASSERT_EQ(first.exit_code, 0) << first.err;
    ASSERT_NE(first.out.find(kFullBuild), std::string::npos) << first.out;
    auto second = build();
    ASSERT_EQ(second.exit_code, 0) << second.err;
    ASSERT_NE(second.out.find(kUpToDate), std::string::npos) << second.out;
  }

  static bool is_full_build(const testing::ProgramResult& result) {
    return result.out.find(kFullBuild) != std::string::npos &&
           result.out.find(kUpToDate) == std::string::npos;
  }

  testing::TemporaryFolder folder_;
  const fs::path repository_ = folder_.path() / "repo";
  const fs::path out_ = folder_.path() / "out";
};

TEST_F(BuildUpToDate, ASecondBuildWithNothingChangedWritesNothing) {
  ASSERT_EQ(build().exit_code, 0);
  const auto games_mtime = fs::last_write_time(out_ / "games.ts");
  auto second = build();
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_NE(second.out.find(kUpToDate), std::string::npos) << second.out;
  EXPECT_EQ(second.out.find(kFullBuild), std::string::npos) << second.out;
  EXPECT_EQ(fs::last_write_time(out_ / "games.ts"), games_mtime);
  EXPECT_TRUE(second.err.empty()) << second.err;
}

TEST_F(BuildUpToDate, AnEditedInputIsBuilt) {
  ASSERT_NO_FATAL_FAILURE(build_twice());
  const fs::path game = repository_ / "content/games/beta-works/goal-rush.yaml";
  std::string text = testing::read_file(game);
  const std::string name = "name: Goal Rush";
  ASSERT_NE(text.find(name), std::string::npos) << text;
  testing::write_file(game, text.replace(text.find(name), name.size(), "name: Goal Dash"));
  auto result = build();
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_TRUE(is_full_build(result)) << result.out;
  EXPECT_NE(testing::read_file(out_ / "games.ts").find("Goal Dash"), std::string::npos);
}

TEST_F(BuildUpToDate, ANewFileInAContentFolderIsChecked) {
  ASSERT_NO_FATAL_FAILURE(build_twice());
  testing::write_file(repository_ / "content/games/beta-works/stray.yaml", "id: [broken\n");
  auto result = build();
  EXPECT_EQ(result.exit_code, 1) << result.out;
  EXPECT_NE(result.err.find("stray.yaml"), std::string::npos) << result.err;
}

TEST_F(BuildUpToDate, AChangedAudioFileIsBuiltUnderItsNewHash) {
  const fs::path music = fs::path(LOBBYKIT_SOURCE_DIR) / "content/music";
  testing::write_file(repository_ / "content/music.yaml",
                      "tracks:\n  - id: tide\n    file: music/tide.opus\n    artist: Band\n"
                      "    title:\n      en: Tide\n      ar: مدّ\n      ja: 潮\n");
  fs::create_directories(repository_ / "content/music");
  fs::copy_file(music / "morning-tide.opus", repository_ / "content/music/tide.opus");
  testing::age_tree(repository_);
  ASSERT_NO_FATAL_FAILURE(build_twice());
  const auto published = [this] {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(out_ / "media/music"))
      names.push_back(entry.path().filename().string());
    return names;
  };
  const auto before = published();
  ASSERT_EQ(before.size(), 1u);
  fs::copy_file(music / "night-lights.opus", repository_ / "content/music/tide.opus",
                fs::copy_options::overwrite_existing);
  auto result = build();
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_TRUE(is_full_build(result)) << result.out;
  const auto after = published();
  ASSERT_EQ(after.size(), 1u);  // the old name is removed
  EXPECT_NE(after[0], before[0]);
  EXPECT_EQ(testing::read_file(out_ / "media/music" / after[0]),
            testing::read_file(music / "night-lights.opus"));
  EXPECT_NE(testing::read_file(out_ / "music.ts").find("\"durationMs\": 36000"), std::string::npos);
}

TEST_F(BuildUpToDate, ARemovedOrEditedOutputIsWrittenAgain) {
  ASSERT_NO_FATAL_FAILURE(build_twice());
  const std::string games = testing::read_file(out_ / "games.ts");
  fs::remove(out_ / "games.ts");
  auto rebuilt = build();
  ASSERT_EQ(rebuilt.exit_code, 0) << rebuilt.err;
  EXPECT_TRUE(is_full_build(rebuilt)) << rebuilt.out;
  EXPECT_EQ(testing::read_file(out_ / "games.ts"), games);

  testing::write_file(out_ / "games.ts", "// edited by hand\n");
  auto restored = build();
  ASSERT_EQ(restored.exit_code, 0) << restored.err;
  EXPECT_TRUE(is_full_build(restored)) << restored.out;
  EXPECT_EQ(testing::read_file(out_ / "games.ts"), games);
}

TEST_F(BuildUpToDate, OtherOptionsMeanAFullBuild) {
  ASSERT_NO_FATAL_FAILURE(build_twice());
  auto result = build({"--max-pixels", "1000000"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_TRUE(is_full_build(result)) << result.out;
}

TEST_F(BuildUpToDate, InputsChangedJustBeforeTheBuildAreNotVouchedFor) {
  testing::write_file(repository_ / "content/games/beta-works/goal-rush.yaml",
                      testing::read_file(repository_ / "content/games/beta-works/goal-rush.yaml"));
  auto first = build();
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_FALSE(fs::exists(out_ / BuildRecord::kFileName));
  EXPECT_TRUE(is_full_build(build()));
}

TEST_F(BuildUpToDate, ADamagedRecordMeansAFullBuild) {
  ASSERT_NO_FATAL_FAILURE(build_twice());
  const fs::path record = out_ / BuildRecord::kFileName;
  fs::resize_file(record, fs::file_size(record) / 2);
  auto result = build();
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_TRUE(is_full_build(result)) << result.out;
  EXPECT_NE(build().out.find(kUpToDate), std::string::npos)
      << "the full build records itself again";
}

TEST_F(BuildUpToDate, ABuildWithWarningsIsNotRecordedSoTheyShowAgain) {
  fs::copy_file(repository_ / "content/games/alpha-studio/lucky-seven.png",
                repository_ / "content/games/alpha-studio/unused.png");
  testing::age_tree(repository_);
  for (int run = 0; run < 2; ++run) {
    auto result = build();
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_TRUE(is_full_build(result)) << result.out;
    EXPECT_NE(result.err.find("unused.png: warning: image is not used"), std::string::npos)
        << result.err;
  }
}

TEST_F(BuildUpToDate, JsonDiagnosticsStayADocument) {
  ASSERT_NO_FATAL_FAILURE(build_twice());
  auto result = build({"--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto document = nlohmann::json::parse(result.out);
  EXPECT_EQ(document["errors"], 0);
  EXPECT_TRUE(document["diagnostics"].empty());
  EXPECT_NE(result.err.find(kUpToDate), std::string::npos) << result.err;
}

}  // namespace
}  // namespace lobbykit
