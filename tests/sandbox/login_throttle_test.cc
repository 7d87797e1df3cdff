#include "sandbox/login_throttle.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox {
namespace {

TEST(LoginThrottle, BlocksAfterTheLimitWithinTheWindowAndForgetsAfterIt) {
  LoginThrottle throttle(5);
  for (int i = 0; i < 4; ++i) throttle.record_failure("account:demo", 1000 + i);
  EXPECT_FALSE(throttle.blocked("account:demo", 1004));
  throttle.record_failure("account:demo", 1004);
  EXPECT_TRUE(throttle.blocked("account:demo", 1005));
  EXPECT_FALSE(throttle.blocked("account:other", 1005));
  EXPECT_TRUE(throttle.blocked("account:demo", 1059));
  EXPECT_FALSE(throttle.blocked("account:demo", 1061));  // the first failures left the minute
}

}  // namespace
}  // namespace lobbykit::sandbox
