#include "sandbox/game_wallet.h"

namespace lobbykit::sandbox {

std::int64_t GameWallet::move_all(TransferKind kind, std::int64_t player,
                                  const std::string& currency,
                                  const std::optional<std::string>& game, std::int64_t now) {
  std::int64_t amount = ledger_.balance({rule_of(kind).debit, player, currency});
  if (amount <= 0) return 0;  // nothing to move is no transfer (amounts are > 0)
  ledger_.transfer({kind, player, currency, amount, std::nullopt, now, game});
  return amount;
}

std::int64_t GameWallet::transfer_in(std::int64_t player, const std::string& currency,
                                     const std::string& game, std::int64_t now) {
  return move_all(TransferKind::kGameIn, player, currency, game, now);
}

std::int64_t GameWallet::transfer_out(std::int64_t player, const std::string& currency,
                                      const std::optional<std::string>& game, std::int64_t now) {
  return move_all(TransferKind::kGameOut, player, currency, game, now);
}

}  // namespace lobbykit::sandbox
