// The welcome packet: a new player's first-week deposit offers (SPEC §3
// /welcome/packet) and the bonus a deposit earns from them. One function
// computes the offers; /welcome/packet answers them and every deposit's
// bonus is read from them (deposit_credit.cc), so the two cannot disagree.
#pragma once

#include <array>
#include <cstdint>

namespace lobbykit::sandbox {

/// Each offer runs this long from sign-up.
inline constexpr std::int64_t kWelcomeOfferSeconds = 7 * 86400;
/// The first deposit's extended rate runs this long from sign-up.
inline constexpr std::int64_t kWelcomeExtraSeconds = 86400;
/// The most one deposit's bonus credits, in minor units.
inline constexpr std::int64_t kWelcomeBonusCap = 100'000;

struct WelcomeOffer {
  std::int64_t countdown = 0;  ///< seconds left; 0 once closed (ran out or its deposit made)
  bool on = true;              ///< switchStatus
  int rate = 0;                ///< rewardRate, percent of the deposit
};

struct WelcomePacket {
  std::int64_t pay_count = 0;            ///< deposits made
  std::array<WelcomeOffer, 3> offers{};  ///< first, second and third deposit
  std::int64_t extra_countdown = 0;      ///< the first offer's extended rate: seconds left
  int extra_rate = 0;                    ///< added to the first offer's rate while it runs
};

/// The offers of a player who signed up at `created_at` and has made
/// `pay_count` deposits, at `now` (seconds since the epoch).
WelcomePacket welcome_packet_at(std::int64_t created_at, std::int64_t pay_count, std::int64_t now);

/// The percent the next deposit earns: the offer of deposit number
/// pay_count + 1 if it is on and running (plus the extra rate while it runs,
/// for the first), else 0.
int next_deposit_rate(const WelcomePacket& packet);

/// The bonus of a `deposit` (minor units) at `rate` percent: rounded down,
/// at most kWelcomeBonusCap.
std::int64_t welcome_bonus(std::int64_t deposit, int rate);

}  // namespace lobbykit::sandbox
