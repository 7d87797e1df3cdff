// The deposit limits of each payment method, as an operator's cashier sets
// them. /recharge/channel answers the table (methodLimits) so the app's
// amount validator and /payment/create refuse the same amounts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace lobbykit::sandbox {

struct PaymentLimit {
  std::string_view currency;  ///< the currency's abbr ("USDT")
  std::string_view method;    ///< one of the currency's methods in the catalogue ("trc20")
  std::int64_t min = 0;       ///< minor units, inclusive
  std::int64_t max = 0;       ///< minor units, inclusive
};

/// Every row, by currency then method.
std::span<const PaymentLimit> payment_limits();
/// The row of (`currency`, `method`), or nullopt: a method with no row takes no deposits.
std::optional<PaymentLimit> payment_limit(std::string_view currency, std::string_view method);

}  // namespace lobbykit::sandbox
