#include "core/row_index.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lobbykit {
namespace {

// Rows as a caller keeps them: a vector of keys, found by their hash.
struct Rows {
  std::vector<std::string> keys;
  RowIndex index;
  /// A hash that sends many keys to one slot, so probing is exercised.
  std::size_t (*hash)(const std::string&) = [](const std::string& key) { return key.size(); };

  std::uint32_t add(const std::string& key) {
    keys.push_back(key);
    return index.push_back(hash(key), [&](std::uint32_t number) { return hash(keys[number]); });
  }
  [[nodiscard]] std::optional<std::uint32_t> find(const std::string& key) const {
    return index.find(hash(key), [&](std::uint32_t number) { return keys[number] == key; });
  }
};

TEST(RowIndex, NumbersRowsInTheOrderTheyWereAdded) {
  Rows rows;
  EXPECT_EQ(rows.add("b"), 0u);
  EXPECT_EQ(rows.add("a"), 1u);
  EXPECT_EQ(rows.add("ab"), 2u);
  EXPECT_EQ(rows.index.size(), 3u);
}

TEST(RowIndex, FindsWhatWasAddedAndNothingElse) {
  Rows rows;
  EXPECT_FALSE(rows.find("a")) << "an empty index has nothing";
  rows.add("a");
  rows.add("b");
  EXPECT_EQ(rows.find("a"), 0u);
  EXPECT_EQ(rows.find("b"), 1u) << "a row whose hash another row has is found past it";
  EXPECT_FALSE(rows.find("c")) << "a hash shared with rows that are not the one looked for";
  EXPECT_FALSE(rows.find("ab"));
}

TEST(RowIndex, KeepsEveryRowAsItGrows) {
  Rows rows;
  rows.hash = [](const std::string& key) { return std::hash<std::string>()(key); };
  for (std::uint32_t i = 0; i < 5000; ++i) EXPECT_EQ(rows.add("games/g" + std::to_string(i)), i);
  for (std::uint32_t i = 0; i < 5000; ++i) EXPECT_EQ(rows.find("games/g" + std::to_string(i)), i);
  EXPECT_FALSE(rows.find("games/g5000"));
  EXPECT_EQ(rows.index.size(), 5000u);
}

}  // namespace
}  // namespace lobbykit
