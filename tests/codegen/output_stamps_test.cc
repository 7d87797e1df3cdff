#include "codegen/output_stamps.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

/// Stamps enough to fill several blocks of a spill file.
std::vector<FileStamp> sample_stamps() {
  std::vector<FileStamp> stamps;
  for (std::uint64_t i = 0; i < 10000; ++i)
    stamps.push_back({i, -static_cast<std::int64_t>(i), i * 3});
  return stamps;
}

std::vector<FileStamp> read_back(const ListedStamps& listed) {
  std::vector<FileStamp> stamps;
  listed.for_each([&stamps](const FileStamp& stamp) { stamps.push_back(stamp); });
  return stamps;
}

TEST(ListedStamps, ASpillFileGivesBackEveryStampInOrder) {
  testing::TemporaryFolder folder;
  ListedStamps spilled(folder.path());
  ASSERT_TRUE(spilled.on_disk());
  const std::vector<FileStamp> stamps = sample_stamps();
  for (const FileStamp& stamp : stamps) spilled.push_back(stamp);
  EXPECT_EQ(spilled.size(), stamps.size());
  EXPECT_EQ(read_back(spilled), stamps);
  EXPECT_EQ(spilled.all(), stamps) << "read back as often as asked";
}

TEST(ListedStamps, StayInMemoryWhereNoSpillFileCanBeMade) {
  ListedStamps held("/nonexistent/lobbykit-spill");
  EXPECT_FALSE(held.on_disk());
  const std::vector<FileStamp> stamps = sample_stamps();
  for (const FileStamp& stamp : stamps) held.push_back(stamp);
  EXPECT_EQ(read_back(held), stamps);
}

TEST(ListedStamps, AreEqualByTheirStampsWhereverTheyAreKept) {
  testing::TemporaryFolder folder;
  ListedStamps spilled(folder.path());
  ListedStamps held;
  EXPECT_EQ(spilled, held) << "none";
  spilled.push_back({1, 2, 3});
  spilled.push_back({4, 5, 6});
  held.push_back({1, 2, 3});
  EXPECT_NE(spilled, held);
  held.push_back({4, 5, 6});
  EXPECT_EQ(spilled, held);
  EXPECT_EQ(held, (ListedStamps{{1, 2, 3}, {4, 5, 6}}));
  EXPECT_NE(held, (ListedStamps{{4, 5, 6}, {1, 2, 3}})) << "another order";
  EXPECT_FALSE(held.on_disk());
}

}  // namespace
}  // namespace lobbykit
