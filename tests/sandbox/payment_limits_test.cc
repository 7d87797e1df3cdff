#include "sandbox/payment_limits.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox {
namespace {

TEST(PaymentLimitsTest, EachMethodHasOneRowWithMinBelowMax) {
  for (const auto& limit : payment_limits()) {
    EXPECT_GT(limit.min, 0) << limit.method;
    EXPECT_LT(limit.min, limit.max) << limit.method;
    EXPECT_EQ(payment_limit(limit.currency, limit.method)->max, limit.max);
  }
  EXPECT_EQ(payment_limit("USDT", "bkash"), std::nullopt);
}

}  // namespace
}  // namespace lobbykit::sandbox
