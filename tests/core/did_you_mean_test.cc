#include "core/did_you_mean.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

TEST(DidYouMean, EditDistanceCountsSwapsAsOneEdit) {
  EXPECT_EQ(edit_distance("vendor", "vendor"), 0u);
  EXPECT_EQ(edit_distance("vendr", "vendor"), 1u);
  EXPECT_EQ(edit_distance("vnedor", "vendor"), 1u);
  EXPECT_EQ(edit_distance("", "abc"), 3u);
}

TEST(DidYouMean, SuggestsTheClosestCandidateWithinReach) {
  EXPECT_EQ(did_you_mean("slot", {"slots", "sports", "live"}), "did you mean 'slots'?");
  EXPECT_EQ(did_you_mean("aurora-reel", {"aurora-reels", "neon-forge"}),
            "did you mean 'aurora-reels'?");
}

TEST(DidYouMean, StaysSilentWhenNothingIsClose) {
  EXPECT_EQ(did_you_mean("zzzzzz", {"slots", "sports"}), "");
  EXPECT_FALSE(closest_match("x", {}).has_value());
}

}  // namespace
}  // namespace lobbykit
