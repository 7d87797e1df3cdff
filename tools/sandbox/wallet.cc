#include "sandbox/wallet.h"

namespace lobbykit::sandbox {

std::int64_t Wallet::balance_in_transaction(std::int64_t player_id, const std::string& currency) {
  auto query = db_.prepare("SELECT amount FROM balances WHERE player_id = ?1 AND currency = ?2");
  query.bind(1, player_id).bind(2, currency);
  return query.step() ? query.integer(0) : 0;
}

WalletResult Wallet::apply(const WalletChange& change) {
  Transaction transaction(db_);
  WalletResult result = apply_within(change);
  transaction.commit();
  return result;
}

WalletResult Wallet::apply_within(const WalletChange& change) {
  if (change.idempotency_key) {
    auto seen = db_.prepare("SELECT 1 FROM ledger WHERE player_id = ?1 AND idempotency_key = ?2");
    seen.bind(1, change.player_id).bind(2, *change.idempotency_key);
    if (seen.step())
      return {WalletOutcome::kAlreadyApplied,
              balance_in_transaction(change.player_id, change.currency)};
  }
  std::int64_t before = balance_in_transaction(change.player_id, change.currency);
  if (before + change.delta < 0) return {WalletOutcome::kInsufficientFunds, before};

  // Not an upsert: SQLite checks `amount >= 0` on the candidate row (the
  // delta alone) before it sees the conflict, which refuses every withdrawal.
  db_.prepare(
         "INSERT INTO balances (player_id, currency, amount) VALUES (?1, ?2, 0) ON CONFLICT DO "
         "NOTHING")
      .bind(1, change.player_id)
      .bind(2, change.currency)
      .run();
  db_.prepare("UPDATE balances SET amount = amount + ?3 WHERE player_id = ?1 AND currency = ?2")
      .bind(1, change.player_id)
      .bind(2, change.currency)
      .bind(3, change.delta)
      .run();
  auto ledger = db_.prepare(
      "INSERT INTO ledger (player_id, currency, delta, reason, idempotency_key) VALUES (?1, ?2, "
      "?3, ?4, ?5)");
  ledger.bind(1, change.player_id)
      .bind(2, change.currency)
      .bind(3, change.delta)
      .bind(4, change.reason);
  ledger.bind(5, change.idempotency_key ? SqlValue(*change.idempotency_key) : SqlValue(nullptr));
  ledger.run();
  return {WalletOutcome::kApplied, before + change.delta};
}

std::int64_t Wallet::balance(std::int64_t player_id, const std::string& currency) {
  return balance_in_transaction(player_id, currency);
}

std::int64_t Wallet::ledger_total(std::int64_t player_id, const std::string& currency) {
  auto query = db_.prepare(
      "SELECT COALESCE(SUM(delta), 0) FROM ledger WHERE player_id = ?1 AND currency = ?2");
  query.bind(1, player_id).bind(2, currency);
  query.step();
  return query.integer(0);
}

}  // namespace lobbykit::sandbox
