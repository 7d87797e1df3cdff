// The referral rule (/referral/info `rule`, documented in the contract): a
// player who signs up with another's referral code credits the referrer
// signup_reward of `currency` at once, and their first deposit credits the
// referrer deposit_rate percent of it in the deposit's currency (rounded
// down); each once per referred player, as referral transfers bonus_pool ->
// wallet keyed by the referred player (referral_calls.cc).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace lobbykit::sandbox {

struct ReferralRule {
  std::string_view currency;
  std::int64_t signup_reward = 0;  ///< minor units of `currency`
  int deposit_rate = 0;            ///< percent of the referred player's first deposit
};

inline constexpr ReferralRule kReferralRule{"USDT", 500, 10};

/// The referrer's share of a first deposit of `amount` minor units.
inline std::int64_t referral_deposit_share(std::int64_t amount) {
  return amount * kReferralRule.deposit_rate / 100;
}

/// The idempotency keys of the referrer's two credits for `referred`.
inline std::string referral_signup_key(std::int64_t referred) {
  return "referral:signup:" + std::to_string(referred);
}
inline std::string referral_deposit_key(std::int64_t referred) {
  return "referral:deposit:" + std::to_string(referred);
}

}  // namespace lobbykit::sandbox
