// GameWallet: the money a player has taken into a game. Launching a game
// moves the whole wallet balance of a currency into the player's game
// account; /transfer-out-balance brings the game account back (SPEC §4: the
// app hides the balance while a game runs). Both moves are ledger transfers
// (game_in, game_out), so the ledger's invariants hold for them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

class GameWallet {
 public:
  explicit GameWallet(Database& db) : ledger_(db) {}

  /// Moves the whole `currency` wallet balance into `game`; the amount moved.
  /// REQUIRES: an open transaction.
  std::int64_t transfer_in(std::int64_t player, const std::string& currency,
                           const std::string& game, std::int64_t now);
  /// Moves the game's `currency` balance back to the wallet; the amount moved.
  /// `game` names the game it came from (nullopt: none known), for the histories.
  /// REQUIRES: an open transaction.
  std::int64_t transfer_out(std::int64_t player, const std::string& currency,
                            const std::optional<std::string>& game, std::int64_t now);

 private:
  std::int64_t move_all(TransferKind kind, std::int64_t player, const std::string& currency,
                        const std::optional<std::string>& game, std::int64_t now);
  Ledger ledger_;
};

}  // namespace lobbykit::sandbox
