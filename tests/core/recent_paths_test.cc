#include "core/recent_paths.h"

#include <gtest/gtest.h>

#include <string>

namespace lobbykit {
namespace {

std::string game(std::size_t i) {
  return "repo/content/games/studio/g" + std::to_string(i) + ".yaml";
}

TEST(RecentPaths, KnowsAPathJustSeen) {
  RecentPaths recent;
  EXPECT_FALSE(recent.contains("repo/a.yaml"));
  EXPECT_TRUE(recent.insert("repo/a.yaml"));
  EXPECT_TRUE(recent.contains("repo/a.yaml"));
  EXPECT_FALSE(recent.insert("repo/a.yaml")) << "remembered already";
  EXPECT_FALSE(recent.contains("repo/a.yml"));
  EXPECT_FALSE(recent.contains("")) << "no slot holds the empty path until it is seen";
  EXPECT_TRUE(recent.insert(""));
  EXPECT_TRUE(recent.contains(""));
}

TEST(RecentPaths, ForgetsOldPathsButNeverTakesOnePathForAnother) {
  RecentPaths recent;
  const std::size_t paths = RecentPaths::kSlots * 4;
  for (std::size_t i = 0; i < paths; ++i) ASSERT_TRUE(recent.insert(game(i))) << i;
  std::size_t remembered = 0;
  for (std::size_t i = 0; i < paths; ++i) remembered += recent.contains(game(i)) ? 1 : 0;
  EXPECT_LE(remembered, RecentPaths::kSlots) << "a fixed table, however many paths";
  EXPECT_GT(remembered, RecentPaths::kSlots / 2);
  EXPECT_TRUE(recent.contains(game(paths - 1))) << "the last one seen";
  for (std::size_t i = paths; i < paths * 2; ++i) EXPECT_FALSE(recent.contains(game(i))) << i;
}

}  // namespace
}  // namespace lobbykit
