#include "sandbox/payment_limits.h"

#include <array>

namespace lobbykit::sandbox {

namespace {

// Crypto networks take 10 to 100,000 USDT; the Bangladeshi wallets 200 to
// 25,000 BDT (their own per-transaction limits are of that order).
constexpr std::array kLimits = {
    PaymentLimit{"BDT", "bkash", 20'000, 2'500'000},
    PaymentLimit{"BDT", "nagad", 20'000, 2'500'000},
    PaymentLimit{"BDT", "rocket", 20'000, 2'500'000},
    PaymentLimit{"BDT", "upay", 20'000, 2'500'000},
    PaymentLimit{"USDT", "bep20", 1'000, 10'000'000},
    PaymentLimit{"USDT", "erc20", 1'000, 10'000'000},
    PaymentLimit{"USDT", "trc20", 1'000, 10'000'000},
};

}  // namespace

std::span<const PaymentLimit> payment_limits() { return kLimits; }

std::optional<PaymentLimit> payment_limit(std::string_view currency, std::string_view method) {
  for (const auto& limit : kLimits) {
    if (limit.currency == currency && limit.method == method) return limit;
  }
  return std::nullopt;
}

}  // namespace lobbykit::sandbox
