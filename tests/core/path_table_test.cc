#include "core/path_table.h"

#include <gtest/gtest.h>

#include <string>

namespace lobbykit {
namespace {

TEST(PathTable, NumbersPathsInTheOrderTheyWereAddedAndEachOnce) {
  PathTable table;
  EXPECT_EQ(table.insert("repo/content/games/b.yaml"), std::make_pair(0u, true));
  EXPECT_EQ(table.insert("repo/content/games/a.yaml"), std::make_pair(1u, true));
  EXPECT_EQ(table.insert("repo/content"), std::make_pair(2u, true));
  EXPECT_EQ(table.insert("repo/content/games/b.yaml"), std::make_pair(0u, false));
  EXPECT_EQ(table.insert("top-level"), std::make_pair(3u, true)) << "a path without a folder";
  EXPECT_EQ(table.insert("/"), std::make_pair(4u, true)) << "a folder without a name";
  EXPECT_EQ(table.insert(""), std::make_pair(5u, true));
  ASSERT_EQ(table.size(), 6u);
  EXPECT_EQ(table[0], "repo/content/games/b.yaml");
  EXPECT_EQ(table[1], "repo/content/games/a.yaml");
  EXPECT_EQ(table[2], "repo/content");
  EXPECT_EQ(table[3], "top-level");
  EXPECT_EQ(table[4], "/");
  EXPECT_EQ(table[5], "");
}

TEST(PathTable, FindsWhatWasAddedAndNothingElse) {
  PathTable table;
  EXPECT_FALSE(table.find("a/b")) << "an empty table has nothing";
  table.insert("a/b");
  table.insert("a/bc");
  EXPECT_EQ(table.find("a/b"), 0u);
  EXPECT_EQ(table.find("a/bc"), 1u);
  EXPECT_FALSE(table.find("a/"));
  EXPECT_FALSE(table.find("ab"));
  EXPECT_FALSE(table.find("b")) << "the name in another folder";
  EXPECT_FALSE(table.find("x/a/b")) << "a folder that ends the same";
  EXPECT_FALSE(table.find("a//b")) << "paths are text, not normalised";
}

TEST(PathTable, KeepsEveryPathThroughTheIndexGrowing) {
  PathTable table;
  for (int i = 0; i < 20000; ++i) {
    const std::string path = "repo/content/games/studio-" + std::to_string(i % 7) + "/game-" +
                             std::to_string(i) + ".yaml";
    ASSERT_EQ(table.insert(path), std::make_pair(static_cast<std::uint32_t>(i), true));
  }
  for (int i = 0; i < 20000; ++i) {
    const std::string path = "repo/content/games/studio-" + std::to_string(i % 7) + "/game-" +
                             std::to_string(i) + ".yaml";
    EXPECT_EQ(table[static_cast<std::uint32_t>(i)], path);
    EXPECT_EQ(table.insert(path).second, false);
  }
}

}  // namespace
}  // namespace lobbykit
