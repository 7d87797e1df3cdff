// The welcome packet's offers and the bonus each deposit earns from them:
// one function (welcome_packet_at) for /welcome/packet and the bonus.
#include "sandbox/welcome_packet.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox {
namespace {

constexpr std::int64_t kSignUp = 1'000'000;
constexpr std::int64_t kHour = 3600;

TEST(WelcomePacket, OffersCountDownFromSignUpAndCloseWithTheirDeposit) {
  WelcomePacket fresh = welcome_packet_at(kSignUp, 0, kSignUp);
  EXPECT_EQ(fresh.offers[0].countdown, kWelcomeOfferSeconds);
  EXPECT_EQ(fresh.offers[1].countdown, kWelcomeOfferSeconds);
  EXPECT_EQ(fresh.offers[2].countdown, kWelcomeOfferSeconds);
  EXPECT_EQ(fresh.extra_countdown, kWelcomeExtraSeconds);
  EXPECT_EQ(fresh.offers[0].rate, 100);
  EXPECT_EQ(fresh.offers[1].rate, 50);
  EXPECT_EQ(fresh.offers[2].rate, 30);
  EXPECT_EQ(fresh.extra_rate, 20);

  WelcomePacket after_two = welcome_packet_at(kSignUp, 2, kSignUp + kHour);
  EXPECT_EQ(after_two.offers[0].countdown, 0);
  EXPECT_EQ(after_two.offers[1].countdown, 0);
  EXPECT_EQ(after_two.offers[2].countdown, kWelcomeOfferSeconds - kHour);
  EXPECT_EQ(after_two.extra_countdown, 0);  // the first deposit is made

  WelcomePacket late = welcome_packet_at(kSignUp, 0, kSignUp + kWelcomeOfferSeconds + 1);
  EXPECT_EQ(late.offers[0].countdown, 0);
  EXPECT_EQ(late.extra_countdown, 0);
}

TEST(WelcomePacket, TheNextDepositsRateFollowsPayCountAndTheExtendedFirstPay) {
  // The extended first pay: rewardRate + extraRate while the extra countdown runs.
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 0, kSignUp)), 120);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 0, kSignUp + kWelcomeExtraSeconds - 1)),
            120);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 0, kSignUp + kWelcomeExtraSeconds)), 100);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 1, kSignUp)), 50);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 2, kSignUp)), 30);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 3, kSignUp)), 0);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 1, kSignUp + kWelcomeOfferSeconds - 1)),
            50);
  EXPECT_EQ(next_deposit_rate(welcome_packet_at(kSignUp, 1, kSignUp + kWelcomeOfferSeconds)), 0);
  WelcomePacket off = welcome_packet_at(kSignUp, 0, kSignUp);
  off.offers[0].on = false;
  EXPECT_EQ(next_deposit_rate(off), 0);
}

TEST(WelcomePacket, TheBonusIsRoundedDownAndCapped) {
  EXPECT_EQ(welcome_bonus(1000, 120), 1200);
  EXPECT_EQ(welcome_bonus(999, 30), 299);  // 299.7 down
  EXPECT_EQ(welcome_bonus(1, 50), 0);
  EXPECT_EQ(welcome_bonus(83'333, 120), 99'999);
  EXPECT_EQ(welcome_bonus(83'334, 120), kWelcomeBonusCap);
  EXPECT_EQ(welcome_bonus(10'000'000'000, 120), kWelcomeBonusCap);
  EXPECT_EQ(welcome_bonus(1000, 0), 0);
  EXPECT_EQ(welcome_bonus(0, 100), 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
