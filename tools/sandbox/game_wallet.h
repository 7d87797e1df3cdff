// GameWallet: the money a player has taken into a game. Launching a game
// moves the whole balance of a currency in; /transfer-out-balance brings it
// back (SPEC §4: the app hides the balance while a game runs). The pot is the
// wallet balance "game:<currency>", so both moves are ledger rows and the
// wallet's rules (never below zero, balance == ledger) hold for it too.
#pragma once

#include <cstdint>
#include <string>

#include "sandbox/wallet.h"

namespace lobbykit::sandbox {

inline constexpr std::string_view kGamePotPrefix = "game:";

class GameWallet {
 public:
  explicit GameWallet(Database& db) : wallet_(db) {}

  /// Moves the whole `currency` balance into the game; the amount moved.
  /// REQUIRES: an open transaction.
  std::int64_t transfer_in(std::int64_t player, const std::string& currency);
  /// Moves the game's `currency` pot back to the wallet; the amount moved.
  /// REQUIRES: an open transaction.
  std::int64_t transfer_out(std::int64_t player, const std::string& currency);

 private:
  std::int64_t move(std::int64_t player, const std::string& from, const std::string& to,
                    const std::string& reason);
  Wallet wallet_;
};

}  // namespace lobbykit::sandbox
