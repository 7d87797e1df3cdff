#include "core/recording_file_system.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

using Input = std::pair<std::string, std::optional<FileStamp>>;

/// What for_each_input hands on, in its order.
std::vector<Input> listed(const RecordingFileSystem& recording) {
  std::vector<Input> inputs;
  recording.for_each_input([&inputs](std::string_view path, const std::optional<FileStamp>& stamp) {
    inputs.emplace_back(path, stamp);
  });
  EXPECT_EQ(inputs.size(), recording.input_count());
  return inputs;
}

/// The same by path, each path's first stamp.
std::map<std::string, std::optional<FileStamp>> by_path(const RecordingFileSystem& recording) {
  std::map<std::string, std::optional<FileStamp>> inputs;
  for (auto& [path, stamp] : listed(recording)) inputs.emplace(path, stamp);
  return inputs;
}

class RecordingFileSystemTest : public ::testing::Test {
 protected:
  void SetUp() override {
    memory_.add_file("repo/content/site.yaml", "title: x\n");
    memory_.add_file("repo/content/games/a.yaml", "id: a\n");
    memory_.add_file("out/.lobbykit-manifest", "");
    memory_.add_file("out-of-tree/x", "");
  }

  MemoryFileSystem memory_;
  RecordingFileSystem recording_{memory_, {"out", "cache"}};
};

TEST_F(RecordingFileSystemTest, RecordsWhatWasReadListedOrLookedFor) {
  EXPECT_TRUE(recording_.read("repo/content/site.yaml"));
  EXPECT_EQ(recording_.list("repo/content/games").size(), 1u);
  EXPECT_FALSE(recording_.exists("repo/content/missing.yaml"));
  const std::vector<Input> in_order = listed(recording_);
  ASSERT_EQ(in_order.size(), 3u) << "each once";
  EXPECT_EQ(in_order[0].first, "repo/content/site.yaml") << "in the order looked at";
  EXPECT_EQ(in_order[2].first, "repo/content/missing.yaml");
  const auto inputs = by_path(recording_);
  ASSERT_TRUE(inputs.at("repo/content/site.yaml"));
  EXPECT_EQ(inputs.at("repo/content/site.yaml")->size, 9u);
  EXPECT_FALSE(inputs.at("repo/content/missing.yaml")) << "an absence is recorded too";
  EXPECT_TRUE(inputs.count("repo/content/games"));
}

TEST_F(RecordingFileSystemTest, TheOutputAndCacheFoldersAreNotInputs) {
  EXPECT_TRUE(recording_.read("out/.lobbykit-manifest"));
  EXPECT_FALSE(recording_.stamp("cache/ab/entry.thumbs"));
  EXPECT_TRUE(recording_.read("out-of-tree/x")) << "a folder whose name merely starts like one";
  const auto inputs = by_path(recording_);
  EXPECT_EQ(inputs.size(), 1u);
  EXPECT_TRUE(inputs.count("out-of-tree/x"));
}

TEST_F(RecordingFileSystemTest, TheStampBeforeTheFirstReadIsKept) {
  EXPECT_TRUE(recording_.read("repo/content/games/a.yaml"));
  memory_.add_file("repo/content/games/a.yaml", "id: a-longer-one\n");
  EXPECT_TRUE(recording_.read("repo/content/games/a.yaml"));
  const std::vector<Input> inputs = listed(recording_);
  ASSERT_EQ(inputs.size(), 1u);
  EXPECT_EQ(inputs[0].second->size, 6u)
      << "a change while the build ran must show as a different stamp next time";
}

TEST_F(RecordingFileSystemTest, APathLookedAtAgainMuchLaterComesAgainWithItsNewStamp) {
  EXPECT_TRUE(recording_.read("repo/content/games/a.yaml"));
  for (std::size_t i = 0; i < RecentPaths::kSlots * 4; ++i)
    recording_.exists("repo/content/other-" + std::to_string(i));
  memory_.add_file("repo/content/games/a.yaml", "id: a-longer-one\n");
  EXPECT_TRUE(recording_.read("repo/content/games/a.yaml"));
  std::vector<std::size_t> sizes;
  for (const auto& [path, stamp] : listed(recording_))
    if (path == "repo/content/games/a.yaml") sizes.push_back(stamp->size);
  EXPECT_EQ(sizes, (std::vector<std::size_t>{6, 17}))
      << "both stamps: the record then holds only if neither changed";
}

TEST(RecordingFileSystem, SpillsToItsFolderAndLeavesNothingThere) {
  testing::TemporaryFolder folder;
  MemoryFileSystem memory;
  memory.add_file("repo/a.yaml", "x");
  {
    RecordingFileSystem recording(memory, {"out"}, folder.path());
    for (int i = 0; i < 20000; ++i) recording.exists("repo/g" + std::to_string(i) + ".yaml");
    EXPECT_TRUE(recording.read("repo/a.yaml"));
    EXPECT_TRUE(std::filesystem::is_empty(folder.path())) << "a spill file has no name";
    const std::vector<Input> inputs = listed(recording);
    ASSERT_EQ(inputs.size(), 20001u);
    EXPECT_EQ(inputs.back(), Input("repo/a.yaml", memory.stamp("repo/a.yaml")));
  }
  EXPECT_TRUE(std::filesystem::is_empty(folder.path()));
}

TEST(RecordingFileSystem, RecordsInMemoryWhenItCannotSpill) {
  MemoryFileSystem memory;
  memory.add_file("repo/a.yaml", "x");
  RecordingFileSystem recording(memory, {"out"}, "/nonexistent/lobbykit-spill");
  EXPECT_TRUE(recording.read("repo/a.yaml"));
  EXPECT_FALSE(recording.exists("repo/b.yaml"));
  EXPECT_EQ(listed(recording), (std::vector<Input>{{"repo/a.yaml", memory.stamp("repo/a.yaml")},
                                                   {"repo/b.yaml", std::nullopt}}));
}

TEST(RecordingFileSystem, NotesEachOfManyPathsLookedAtFromSeveralThreads) {
  MemoryFileSystem memory;
  for (int i = 0; i < 2000; i += 2) memory.add_file("repo/g" + std::to_string(i) + ".yaml", "x");
  RecordingFileSystem recording(memory, {"out"});
  auto look = [&recording] {
    for (int i = 0; i < 2000; ++i) recording.exists("repo/g" + std::to_string(i) + ".yaml");
  };
  std::thread other(look);
  look();
  other.join();
  EXPECT_LE(recording.input_count(), 4000u) << "at most once a thread";
  const auto inputs = by_path(recording);
  ASSERT_EQ(inputs.size(), 2000u);
  for (int i = 0; i < 2000; ++i) {
    const std::string path = "repo/g" + std::to_string(i) + ".yaml";
    ASSERT_TRUE(inputs.count(path)) << path;
    EXPECT_EQ(inputs.at(path).has_value(), i % 2 == 0) << path;
  }
}

TEST(RecordingFileSystem, AFolderGivenWithATrailingSlashIsIgnoredToo) {
  MemoryFileSystem memory;
  memory.add_file("out/.lobbykit-manifest", "");
  RecordingFileSystem recording(memory, {"out/"});
  EXPECT_TRUE(recording.read("out/.lobbykit-manifest"));
  EXPECT_EQ(recording.input_count(), 0u);
}

TEST_F(RecordingFileSystemTest, WritesPassThrough) {
  recording_.write_atomic("out/games.ts", "x");
  EXPECT_EQ(memory_.files().at("out/games.ts"), "x");
  recording_.remove_file("out/games.ts");
  EXPECT_FALSE(memory_.files().count("out/games.ts"));
  recording_.write_atomic_streamed("out/catalogue.json", [](ByteSink& sink) {
    sink.append("{");
    sink.append("}");
  });
  EXPECT_EQ(memory_.files().at("out/catalogue.json"), "{}");
  EXPECT_EQ(recording_.input_count(), 0u);
}

}  // namespace
}  // namespace lobbykit
