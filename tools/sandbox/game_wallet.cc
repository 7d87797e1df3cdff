#include "sandbox/game_wallet.h"

namespace lobbykit::sandbox {

std::int64_t GameWallet::move(std::int64_t player, const std::string& from, const std::string& to,
                              const std::string& reason) {
  std::int64_t amount = wallet_.balance(player, from);
  if (amount <= 0) return 0;
  wallet_.apply_within({player, from, -amount, reason, std::nullopt});
  wallet_.apply_within({player, to, amount, reason, std::nullopt});
  return amount;
}

std::int64_t GameWallet::transfer_in(std::int64_t player, const std::string& currency) {
  return move(player, currency, std::string(kGamePotPrefix) + currency, "transfer-in");
}

std::int64_t GameWallet::transfer_out(std::int64_t player, const std::string& currency) {
  return move(player, std::string(kGamePotPrefix) + currency, currency, "transfer-out");
}

}  // namespace lobbykit::sandbox
