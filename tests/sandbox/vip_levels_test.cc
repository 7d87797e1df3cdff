#include "sandbox/vip_levels.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox {
namespace {

/// Levels 0 to 3 at 0, 100, 500 and 2000 points.
VipLevels four_levels() {
  return VipLevels("USDT",
                   {{0, 0, 0, 0}, {1, 100, 188, 200}, {2, 500, 588, 500}, {3, 2000, 1888, 1000}});
}

TEST(VipLevels, AThresholdReachedExactlyIsTheLevel) {
  VipLevels levels = four_levels();
  EXPECT_EQ(levels.level_for(0), 0);
  EXPECT_EQ(levels.level_for(100), 1);
  EXPECT_EQ(levels.level_for(500), 2);
  EXPECT_EQ(levels.level_for(2000), 3);
}

TEST(VipLevels, OnePointBelowAThresholdIsTheLevelBelow) {
  VipLevels levels = four_levels();
  EXPECT_EQ(levels.level_for(99), 0);
  EXPECT_EQ(levels.level_for(499), 1);
  EXPECT_EQ(levels.level_for(1999), 2);
  EXPECT_EQ(levels.level_for(-5), 0);
}

TEST(VipLevels, PointsCanJumpSeveralLevelsAndStopAtTheTop) {
  VipLevels levels = four_levels();
  EXPECT_EQ(levels.level_for(1200), 2);  // from 0, past 1
  EXPECT_EQ(levels.level_for(1'000'000), 3);
  EXPECT_EQ(levels.top(), 3);
}

TEST(VipLevels, ProgressRunsFromALevelsThresholdToTheNext) {
  VipLevels levels = four_levels();
  EXPECT_EQ(levels.progress_rate(500, 2), 0);
  EXPECT_EQ(levels.progress_rate(1200, 2), 46);  // 700 of 1500, rounded down
  EXPECT_EQ(levels.progress_rate(1999, 2), 99);
  EXPECT_EQ(levels.progress_rate(2000, 2), 100);
  EXPECT_EQ(levels.progress_rate(50, 2), 0);  // below the level's own threshold
  EXPECT_EQ(levels.next_points(2), 2000);
  EXPECT_EQ(levels.next_points(0), 100);
}

TEST(VipLevels, TheTopLevelIsComplete) {
  VipLevels levels = four_levels();
  EXPECT_EQ(levels.progress_rate(2000, 3), 100);
  EXPECT_EQ(levels.progress_rate(5, 3), 100);
  EXPECT_EQ(levels.next_points(3), std::nullopt);
  EXPECT_EQ(levels.progress_rate(0, 9), 100);  // a level the content no longer has
  EXPECT_EQ(levels.next_points(9), std::nullopt);
}

TEST(VipLevels, EachLevelHasItsRewards) {
  VipLevels levels = four_levels();
  EXPECT_EQ(levels.currency(), "USDT");
  EXPECT_EQ(levels.level_up_reward(3), 1888);
  EXPECT_EQ(levels.birthday_reward(1), 200);
  EXPECT_EQ(levels.birthday_reward(0), 0);
}

TEST(VipLevels, WithoutContentThereIsOnlyLevelZero) {
  VipLevels levels("USDT", {});
  EXPECT_EQ(levels.top(), 0);
  EXPECT_EQ(levels.level_for(123456), 0);
  EXPECT_EQ(levels.progress_rate(10, 0), 100);
  EXPECT_EQ(levels.level_up_reward(0), 0);
}

TEST(VipLevels, APointIsAWholeUnitStaked) {
  EXPECT_EQ(VipLevels::points_for_stakes(0), 0);
  EXPECT_EQ(VipLevels::points_for_stakes(99), 0);
  EXPECT_EQ(VipLevels::points_for_stakes(100), 1);
  EXPECT_EQ(VipLevels::points_for_stakes(250), 2);
  EXPECT_EQ(VipLevels::points_for_stakes(-100), 0);
}

TEST(VipLevels, ARebateRateIsTheLevelsForTheCategoryElseZero) {
  VipLevels levels("USDT", {{0, 0, 0, 0, {}},
                            {1, 100, 188, 200, {{"slots", 50}, {"sports", 30}}},
                            {2, 500, 588, 500, {{"slots", 80}}}});
  EXPECT_EQ(levels.rebate_rate(1, "slots"), 50);
  EXPECT_EQ(levels.rebate_rate(1, "sports"), 30);
  EXPECT_EQ(levels.rebate_rate(2, "slots"), 80);
  EXPECT_EQ(levels.rebate_rate(2, "sports"), 0);  // unlisted
  EXPECT_EQ(levels.rebate_rate(0, "slots"), 0);
  EXPECT_EQ(levels.rebate_rate(3, "slots"), 0);  // above the top
  EXPECT_EQ(levels.rebate_rate(-1, "slots"), 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
