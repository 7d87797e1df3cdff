#include "sandbox/wallet.h"

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "sandbox/migrations.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

std::int64_t add_player(Database& db, const std::string& account) {
  db.prepare("INSERT INTO players (account, password_hash, nickname) VALUES (?1, 'x', ?1)")
      .bind(1, account)
      .run();
  return db.last_insert_id();
}

class WalletTest : public ::testing::Test {
 protected:
  void SetUp() override {
    migrate(db_);
    player_ = add_player(db_, "demo");
  }
  testing::TemporaryFolder folder_;
  Database db_{folder_.path() / "s.db"};
  std::int64_t player_ = 0;
};

TEST_F(WalletTest, DepositsAndWithdrawalsMoveTheBalanceAndTheLedgerTogether) {
  Wallet wallet(db_);
  EXPECT_EQ(wallet.apply({player_, "USDT", 5000, "deposit", std::nullopt}).balance, 5000);
  EXPECT_EQ(wallet.apply({player_, "USDT", -1250, "withdraw", std::nullopt}).balance, 3750);
  EXPECT_EQ(wallet.balance(player_, "USDT"), 3750);
  EXPECT_EQ(wallet.ledger_total(player_, "USDT"), 3750);
  EXPECT_EQ(wallet.balance(player_, "BDT"), 0);
}

TEST_F(WalletTest, AppliesAnIdempotencyKeyOnce) {
  Wallet wallet(db_);
  WalletChange deposit{player_, "USDT", 700, "deposit", "request-1"};
  EXPECT_EQ(wallet.apply(deposit).outcome, WalletOutcome::kApplied);
  auto retried = wallet.apply(deposit);
  EXPECT_EQ(retried.outcome, WalletOutcome::kAlreadyApplied);
  EXPECT_EQ(retried.balance, 700);
  EXPECT_EQ(wallet.ledger_total(player_, "USDT"), 700);
}

TEST_F(WalletTest, NeverGoesBelowZero) {
  Wallet wallet(db_);
  wallet.apply({player_, "USDT", 100, "deposit", std::nullopt});
  auto refused = wallet.apply({player_, "USDT", -101, "withdraw", std::nullopt});
  EXPECT_EQ(refused.outcome, WalletOutcome::kInsufficientFunds);
  EXPECT_EQ(refused.balance, 100);
  EXPECT_EQ(wallet.ledger_total(player_, "USDT"), 100);
}

// Many writers on their own connections against one player: afterwards the
// balance equals the ledger, and each idempotency key was applied once.
TEST_F(WalletTest, ConcurrentChangesKeepTheLedgerBalanced) {
  constexpr int kThreads = 6;
  constexpr int kChanges = 40;
  std::atomic<int> applied_keys = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      Database db(folder_.path() / "s.db");
      Wallet wallet(db);
      for (int i = 0; i < kChanges; ++i) {
        // every thread retries the same keys: only one of them may win each
        auto result =
            wallet.apply({player_, "USDT", 100, "deposit", "deposit-" + std::to_string(i)});
        if (result.outcome == WalletOutcome::kApplied) ++applied_keys;
        wallet.apply({player_, "USDT", -30, "spin", std::nullopt});
        wallet.apply({player_, "USDT", 10 + t, "claim", std::nullopt});
      }
    });
  }
  for (auto& thread : threads) thread.join();
  Wallet wallet(db_);
  EXPECT_EQ(applied_keys.load(), kChanges);
  EXPECT_EQ(wallet.balance(player_, "USDT"), wallet.ledger_total(player_, "USDT"));
  auto per_key = db_.prepare(
      "SELECT max(n) FROM (SELECT count(*) AS n FROM ledger WHERE idempotency_key IS NOT NULL "
      "GROUP BY idempotency_key)");
  per_key.step();
  EXPECT_EQ(per_key.integer(0), 1);
  EXPECT_GE(wallet.balance(player_, "USDT"), 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
