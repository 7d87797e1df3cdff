#include "core/string_list.h"

#include <gtest/gtest.h>
#include <sys/mman.h>

#include <cstdint>
#include <string>

#include "core/fatal_error.h"

namespace lobbykit {
namespace {

TEST(StringList, NumbersStringsInTheOrderTheyWereAddedAndRepeatsAnew) {
  StringList list;
  EXPECT_EQ(list.push_back("media/b.webp"), 0u);
  EXPECT_EQ(list.push_back(""), 1u) << "the empty string is a string";
  EXPECT_EQ(list.push_back("media/a.webp"), 2u);
  EXPECT_EQ(list.push_back("media/b.webp"), 3u) << "a list does not look for what it holds";
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0], "media/b.webp");
  EXPECT_EQ(list[1], "");
  EXPECT_EQ(list[2], "media/a.webp");
  EXPECT_EQ(list[3], "media/b.webp");
}

TEST(StringList, EmptyStringsFirstAndLastHaveTheirOwnNumbers) {
  StringList list;
  list.push_back("");
  list.push_back("");
  list.push_back("a");
  list.push_back("");
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0], "");
  EXPECT_EQ(list[1], "");
  EXPECT_EQ(list[2], "a");
  EXPECT_EQ(list[3], "");
}

TEST(StringList, ViewsHoldExactlyTheStringNotItsNeighbours) {
  StringList list;
  list.push_back("ab");
  list.push_back("cde");
  list.push_back("f");
  EXPECT_EQ(list[1].size(), 3u);
  EXPECT_EQ(list[1].data(), list[0].data() + 2) << "back to back in one block";
  EXPECT_EQ(list[2].data(), list[1].data() + 3);
}

TEST(StringList, ViewsLastWhileTheListGrows) {
  // a row keeps a view of its path while more paths are added: a buffer
  // grown by doubling would move it
  StringList list;
  list.push_back("content/games/first.png");
  const std::string_view first = list[0];
  for (int i = 0; i < 20000; ++i) list.push_back("content/games/g" + std::to_string(i) + ".png");
  EXPECT_EQ(list[0].data(), first.data());
  EXPECT_EQ(first, "content/games/first.png");
  EXPECT_EQ(list[20000], "content/games/g19999.png");
}

TEST(StringList, HoldsAtMostOneBlockIdlePastItsStrings) {
  // the blocks' room is what the list holds beyond its strings' bytes
  StringList list;
  std::size_t bytes = 0;
  for (int i = 0; i < 100000; ++i) {
    const std::string path = "content/games/alpha-studio/img-" + std::to_string(i) + ".jpg";
    bytes += path.size();
    list.push_back(path);
  }
  EXPECT_LE(list.capacity_bytes(), bytes + StringList::kMaxBlockBytes)
      << "a buffer grown by doubling would hold up to twice the bytes";
}

TEST(StringList, AStringLongerThanABlockHasABlockOfItsOwn) {
  StringList list;
  list.push_back("a");
  const std::string longer(StringList::kMaxBlockBytes * 3 + 7, 'x');
  list.push_back(longer);
  list.push_back("b");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0], "a");
  EXPECT_EQ(list[1], longer);
  EXPECT_EQ(list[2], "b");
}

TEST(StringList, ACopyHoldsItsOwnBytes) {
  StringList list;
  for (int i = 0; i < 3000; ++i) list.push_back("path/" + std::to_string(i));
  StringList copy = list;
  EXPECT_EQ(copy, list);
  EXPECT_NE(copy[0].data(), list[0].data());
  copy.push_back("more");
  EXPECT_EQ(list.size(), 3000u);
  list = copy;
  EXPECT_EQ(list[3000], "more");
}

TEST(StringList, EqualWhenTheSameStringsAreInTheSameOrder) {
  StringList ab;
  ab.push_back("a");
  ab.push_back("b");
  StringList ab_again;
  ab_again.reserve(5, 50);
  ab_again.push_back("a");
  ab_again.push_back("b");
  StringList joined;
  joined.push_back("ab");
  joined.push_back("");
  StringList ba;
  ba.push_back("b");
  ba.push_back("a");
  EXPECT_EQ(ab, ab_again) << "room reserved is not content";
  EXPECT_NE(ab, joined) << "the same bytes cut elsewhere";
  EXPECT_NE(ab, ba);
}

TEST(StringList, KeepsEveryStringThroughGrowingReservingAndShrinking) {
  StringList list;
  list.reserve(10, 100);
  for (int i = 0; i < 5000; ++i) list.push_back("games/g" + std::to_string(i) + ".webp");
  list.shrink_to_fit();
  ASSERT_EQ(list.size(), 5000u);
  for (std::uint32_t i = 0; i < 5000; ++i)
    EXPECT_EQ(list[i], "games/g" + std::to_string(i) + ".webp");
  EXPECT_EQ(list.push_back("last"), 5000u) << "a shrunk list still grows";
  EXPECT_EQ(list[5000], "last");
}

TEST(StringList, RefusesTextPastFourGibibytesAndKeepsWhatItHad) {
  // 4 GiB of address space that is never touched: the list must refuse the
  // string before it copies a byte of it
  constexpr std::size_t kFourGibibytes = std::size_t{1} << 32;
  void* pages =
      mmap(nullptr, kFourGibibytes, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (pages == MAP_FAILED) GTEST_SKIP() << "no room for 4 GiB of address space";
  StringList list;
  list.push_back("a");
  const std::string_view huge(static_cast<const char*>(pages), kFourGibibytes - 1);
  EXPECT_THROW(list.push_back(huge), FatalError) << "1 + 2^32 - 1 bytes is past 2^32 - 1";
  munmap(pages, kFourGibibytes);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0], "a");
}

}  // namespace
}  // namespace lobbykit
