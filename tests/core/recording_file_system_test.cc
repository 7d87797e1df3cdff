#include "core/recording_file_system.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>

namespace lobbykit {
namespace {

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
  InputStamps inputs = recording_.inputs();
  ASSERT_EQ(inputs.size(), 3u);
  ASSERT_TRUE(inputs.at("repo/content/site.yaml"));
  EXPECT_EQ(inputs.at("repo/content/site.yaml")->size, 9u);
  EXPECT_FALSE(inputs.at("repo/content/missing.yaml")) << "an absence is recorded too";
  EXPECT_TRUE(inputs.count("repo/content/games"));
}

TEST_F(RecordingFileSystemTest, TheOutputAndCacheFoldersAreNotInputs) {
  EXPECT_TRUE(recording_.read("out/.lobbykit-manifest"));
  EXPECT_FALSE(recording_.stamp("cache/ab/entry.thumbs"));
  EXPECT_TRUE(recording_.read("out-of-tree/x")) << "a folder whose name merely starts like one";
  InputStamps inputs = recording_.inputs();
  EXPECT_EQ(inputs.size(), 1u);
  EXPECT_TRUE(inputs.count("out-of-tree/x"));
}

TEST_F(RecordingFileSystemTest, TheStampBeforeTheFirstReadIsKept) {
  EXPECT_TRUE(recording_.read("repo/content/games/a.yaml"));
  memory_.add_file("repo/content/games/a.yaml", "id: a-longer-one\n");
  EXPECT_TRUE(recording_.read("repo/content/games/a.yaml"));
  EXPECT_EQ(recording_.inputs().at("repo/content/games/a.yaml")->size, 6u)
      << "a change while the build ran must show as a different stamp next time";
}

TEST(RecordingFileSystem, NotesEachOfManyPathsLookedAtFromSeveralThreadsOnce) {
  MemoryFileSystem memory;
  for (int i = 0; i < 2000; i += 2) memory.add_file("repo/g" + std::to_string(i) + ".yaml", "x");
  RecordingFileSystem recording(memory, {"out"});
  auto look = [&recording] {
    for (int i = 0; i < 2000; ++i) recording.exists("repo/g" + std::to_string(i) + ".yaml");
  };
  std::thread other(look);
  look();
  other.join();
  const InputStamps inputs = recording.inputs();
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
  EXPECT_TRUE(recording.inputs().empty());
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
  EXPECT_TRUE(recording_.inputs().empty());
}

}  // namespace
}  // namespace lobbykit
