#include "core/path_table.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

TEST(PathTable, GivesEachPathInItsTwoParts) {
  PathTable table;
  table.insert("repo/content/games/b.yaml");
  table.insert("top-level");
  EXPECT_EQ(table.parts(0),
            std::make_pair(std::string_view("repo/content/games/"), std::string_view("b.yaml")));
  EXPECT_EQ(table.parts(1), std::make_pair(std::string_view(""), std::string_view("top-level")));
}

TEST(PathTable, SortsPathsAsTheirWholeStrings) {
  // Folders and names that cut the same text in different places, prefixes
  // of each other, and bytes past 0x7f (ordered as unsigned, as std::string is).
  const std::vector<std::string> paths = {
      "a/b",     "a/b/c", "a/bc",  "a-b/c", "a",    "ab/c",    "a/",         "/",
      "",        "a/b/",  "b",     "a/a/z", "a/aa", "a/a",     "a/\xc3\xa9", "a/z",
      "a/b/c/d", "a/bcd", "a/b.c", "a/b/d", "aa/a", "a/b\x7f", "a/b\x80"};
  PathTable table;
  for (const std::string& path : paths) table.insert(path);
  for (std::uint32_t a = 0; a < paths.size(); ++a) {
    for (std::uint32_t b = 0; b < paths.size(); ++b) {
      EXPECT_EQ(table.less(a, b), paths[a] < paths[b]) << paths[a] << " against " << paths[b];
    }
  }
}

}  // namespace
}  // namespace lobbykit
