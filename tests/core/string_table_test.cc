#include "core/string_table.h"

#include <gtest/gtest.h>

#include <string>

namespace lobbykit {
namespace {

TEST(StringTable, NumbersStringsInTheOrderTheyWereAddedAndEachOnce) {
  StringTable table;
  EXPECT_EQ(table.insert("media/b.webp"), std::make_pair(0u, true));
  EXPECT_EQ(table.insert("media/a.webp"), std::make_pair(1u, true));
  EXPECT_EQ(table.insert(""), std::make_pair(2u, true)) << "the empty string is a string";
  EXPECT_EQ(table.insert("media/b.webp"), std::make_pair(0u, false));
  ASSERT_EQ(table.size(), 3u);
  EXPECT_EQ(table[0], "media/b.webp");
  EXPECT_EQ(table[1], "media/a.webp");
  EXPECT_EQ(table[2], "");
}

TEST(StringTable, GivesUpItsStringsWithTheirNumbers) {
  StringTable table;
  table.insert("media/b.webp");
  table.insert("media/a.webp");
  const StringList strings = std::move(table).take_strings();
  ASSERT_EQ(strings.size(), 2u);
  EXPECT_EQ(strings[0], "media/b.webp");
  EXPECT_EQ(strings[1], "media/a.webp");
  EXPECT_EQ(table.size(), 0u);  // NOLINT(bugprone-use-after-move): left empty, as documented
  EXPECT_FALSE(table.find("media/b.webp"));
}

TEST(StringTable, FindsWhatWasAddedAndNothingElse) {
  StringTable table;
  EXPECT_FALSE(table.find("a")) << "an empty table has nothing";
  table.insert("a");
  EXPECT_EQ(table.find("a"), 0u);
  EXPECT_FALSE(table.find("A"));
  EXPECT_FALSE(table.find("a/")) << "a prefix is not the string";
  EXPECT_FALSE(table.find(""));
}

TEST(StringTable, KeepsEveryStringAsItsIndexGrows) {
  StringTable table;
  for (int i = 0; i < 5000; ++i)
    EXPECT_TRUE(table.insert("games/g" + std::to_string(i) + ".webp").second);
  ASSERT_EQ(table.size(), 5000u);
  for (std::uint32_t i = 0; i < 5000; ++i) {
    const std::string path = "games/g" + std::to_string(i) + ".webp";
    EXPECT_EQ(table[i], path);
    EXPECT_EQ(table.find(path), i);
    EXPECT_FALSE(table.insert(path).second);
  }
  EXPECT_EQ(table.size(), 5000u);
}

}  // namespace
}  // namespace lobbykit
