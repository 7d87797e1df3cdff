#include "core/path_stamps.h"

#include <gtest/gtest.h>

#include "core/fatal_error.h"

namespace lobbykit {
namespace {

TEST(PathStamps, KeepsEachPathWithItsStampInTheOrderAdded) {
  PathStamps stamps = {{"games.ts", FileStamp{11, 2, 8}}, {"", FileStamp{}}};
  stamps.reserve(1, 3);  // too little room: the list still grows
  stamps.push_back("media/a 1.webp", FileStamp{4, 3, 9});
  stamps.push_back("games.ts", FileStamp{5, 6, 7});
  ASSERT_EQ(stamps.size(), 4u) << "a path added twice is kept twice";
  EXPECT_EQ(stamps.path(0), "games.ts");
  EXPECT_EQ(stamps.stamp(0), (FileStamp{11, 2, 8}));
  EXPECT_EQ(stamps.path(1), "");
  EXPECT_EQ(stamps.stamp(1), FileStamp{});
  EXPECT_EQ(stamps.path(2), "media/a 1.webp");
  EXPECT_EQ(stamps.stamp(2), (FileStamp{4, 3, 9}));
  EXPECT_EQ(stamps.path(3), "games.ts");
  EXPECT_EQ(stamps.stamp(3), (FileStamp{5, 6, 7}));
}

TEST(PathStamps, TakesAListOfPathsWithAStampForEach) {
  StringList paths;
  paths.push_back("media/a.webp");
  paths.push_back("media/b.webp");
  PathStamps stamps(paths, {FileStamp{1, 2, 3}, FileStamp{4, 5, 6}});
  stamps.push_back("games.ts", FileStamp{7, 8, 9});
  EXPECT_EQ(stamps, (PathStamps{{"media/a.webp", FileStamp{1, 2, 3}},
                                {"media/b.webp", FileStamp{4, 5, 6}},
                                {"games.ts", FileStamp{7, 8, 9}}}));
  EXPECT_THROW(PathStamps(paths, {FileStamp{}}), FatalError) << "a path without its stamp";
}

}  // namespace
}  // namespace lobbykit
