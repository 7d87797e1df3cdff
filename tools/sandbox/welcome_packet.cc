#include "sandbox/welcome_packet.h"

#include <algorithm>

namespace lobbykit::sandbox {

namespace {

constexpr std::array<int, 3> kRates = {100, 50, 30};
constexpr int kExtraRate = 20;

std::int64_t left(std::int64_t until, std::int64_t now) {
  return std::max<std::int64_t>(until - now, 0);
}

}  // namespace

WelcomePacket welcome_packet_at(std::int64_t created_at, std::int64_t pay_count, std::int64_t now) {
  WelcomePacket packet;
  packet.pay_count = pay_count;
  std::int64_t remaining = left(created_at + kWelcomeOfferSeconds, now);
  for (std::size_t i = 0; i < kRates.size(); ++i) {
    bool done = pay_count > static_cast<std::int64_t>(i);
    packet.offers[i] = {done ? 0 : remaining, true, kRates[i]};
  }
  packet.extra_countdown = pay_count >= 1 ? 0 : left(created_at + kWelcomeExtraSeconds, now);
  packet.extra_rate = kExtraRate;
  return packet;
}

int next_deposit_rate(const WelcomePacket& packet) {
  if (packet.pay_count < 0 || packet.pay_count >= static_cast<std::int64_t>(packet.offers.size()))
    return 0;
  const WelcomeOffer& offer = packet.offers[static_cast<std::size_t>(packet.pay_count)];
  if (!offer.on || offer.countdown <= 0) return 0;
  bool extended = packet.pay_count == 0 && packet.extra_countdown > 0;
  return offer.rate + (extended ? packet.extra_rate : 0);
}

std::int64_t welcome_bonus(std::int64_t deposit, int rate) {
  if (deposit <= 0 || rate <= 0) return 0;
  // deposit <= 10^10 (kMaxAmount) and rate <= 120: the product stays far within 64 bits.
  return std::min(deposit * rate / 100, kWelcomeBonusCap);
}

}  // namespace lobbykit::sandbox
