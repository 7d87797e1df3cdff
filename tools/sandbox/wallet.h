// Wallet: balances in minor units per currency that never lose money. Every
// change is a ledger row written in the same transaction as the balance it
// moves; a change with an idempotency key is applied once however often it is
// retried; a balance never goes below zero.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

struct WalletChange {
  std::int64_t player_id = 0;
  std::string currency;
  std::int64_t delta = 0;  ///< minor units; negative to take money out
  std::string reason;      ///< deposit, withdraw, spin, claim, transfer-out, ...
  std::optional<std::string> idempotency_key;
};

enum class WalletOutcome {
  kApplied,            ///< the change was made
  kAlreadyApplied,     ///< the same key was applied before: nothing changed
  kInsufficientFunds,  ///< it would have taken the balance below zero
};

struct WalletResult {
  WalletOutcome outcome = WalletOutcome::kApplied;
  std::int64_t balance = 0;  ///< after the call
};

class Wallet {
 public:
  explicit Wallet(Database& db) : db_(db) {}

  /// Applies `change` atomically.
  WalletResult apply(const WalletChange& change);

  /// Applies `change` as part of the caller's transaction, so a call that
  /// changes more than the wallet commits or rolls back as one.
  /// REQUIRES: a Transaction is open on this wallet's database.
  WalletResult apply_within(const WalletChange& change);

  [[nodiscard]] std::int64_t balance(std::int64_t player_id, const std::string& currency);

  /// The sum of the player's ledger rows in `currency`; always equals the balance.
  [[nodiscard]] std::int64_t ledger_total(std::int64_t player_id, const std::string& currency);

 private:
  std::int64_t balance_in_transaction(std::int64_t player_id, const std::string& currency);
  Database& db_;
};

}  // namespace lobbykit::sandbox
