#include "sandbox/ledger.h"

#include <gtest/gtest.h>

#include <atomic>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "core/fatal_error.h"
#include "sandbox/migrations.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

using enum AccountKind;
using enum TransferKind;
using Strings = std::vector<std::string>;

std::int64_t add_player(Database& db, const std::string& account) {
  db.prepare("INSERT INTO players (account, password_hash, nickname) VALUES (?1, 'x', ?1)")
      .bind(1, account)
      .run();
  return db.last_insert_id();
}

std::int64_t count(Database& db, const std::string& sql) {
  auto query = db.prepare(sql);
  query.step();
  return query.integer(0);
}

class LedgerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    migrate(db_);
    player_ = add_player(db_, "demo");
    other_ = add_player(db_, "other");
  }
  TransferResult move(TransferKind kind, std::int64_t amount,
                      std::optional<std::string> key = std::nullopt,
                      const std::string& currency = "USDT") {
    return ledger_.transfer_atomically({kind, player_, currency, amount, std::move(key), 100});
  }
  std::int64_t balance(AccountKind kind, const std::string& currency = "USDT") {
    std::optional<std::int64_t> owner;
    if (!is_operator_account(kind)) owner = player_;
    return ledger_.balance({kind, owner, currency});
  }
  std::int64_t transfers() { return count(db_, "SELECT count(*) FROM transfers"); }
  std::int64_t accounts() { return count(db_, "SELECT count(*) FROM accounts"); }

  testing::TemporaryFolder folder_;
  Database db_{folder_.path() / "s.db"};
  Ledger ledger_{db_};
  std::int64_t player_ = 0;
  std::int64_t other_ = 0;
};

TEST_F(LedgerTest, ADepositDebitsTheHouseAndCreditsTheWallet) {
  TransferResult result = move(kDeposit, 5000);
  EXPECT_EQ(result.outcome, TransferOutcome::kApplied);
  EXPECT_EQ(result.debit_balance, -5000);
  EXPECT_EQ(result.credit_balance, 5000);
  EXPECT_EQ(balance(kWallet), 5000);
  EXPECT_EQ(balance(kHouse), -5000);
  EXPECT_EQ(ledger_.entries_total({kWallet, player_, "USDT"}), 5000);
  EXPECT_EQ(ledger_.entries_total({kHouse, std::nullopt, "USDT"}), -5000);
  EXPECT_EQ(ledger_.check(), Strings{});
}

// Invariant 1: every kind joins the two kinds of account its rule names.
TEST_F(LedgerTest, EachKindMovesMoneyBetweenTheAccountsOfItsRule) {
  move(kDeposit, 10'000);
  move(kWin, 1000);
  move(kVaultIn, 1000);
  move(kWithdraw, 1000);
  for (const TransferRule& rule : transfer_rules()) {
    std::int64_t debit = balance(rule.debit);
    std::int64_t credit = balance(rule.credit);
    ASSERT_EQ(move(rule.kind, 7).outcome, TransferOutcome::kApplied) << rule.name;
    EXPECT_EQ(balance(rule.debit), debit - 7) << rule.name;
    EXPECT_EQ(balance(rule.credit), credit + 7) << rule.name;
  }
  EXPECT_EQ(rule_of(kBet).name, "bet");
  EXPECT_EQ(transfer_kind_named("withdraw_refund"), kWithdrawRefund);
  EXPECT_EQ(transfer_kind_named("refund"), std::nullopt);
  // Issue 20's bonuses, each from the bonus pool to the wallet.
  for (auto [name, kind] : {std::pair{"welcome_bonus", kWelcomeBonus},
                            std::pair{"activity", kActivity}, std::pair{"referral", kReferral}}) {
    EXPECT_EQ(transfer_kind_named(name), kind) << name;
    EXPECT_EQ(rule_of(kind).debit, kBonusPool) << name;
    EXPECT_EQ(rule_of(kind).credit, kWallet) << name;
  }
  EXPECT_EQ(ledger_.check(), Strings{});
}

// Invariant 3: the house and the bonus pool hold the other side.
TEST_F(LedgerTest, EveryCurrencySumsToZero) {
  move(kDeposit, 900);
  move(kSpin, 50);
  move(kDeposit, 300, std::nullopt, "BDT");
  move(kGameIn, 500);
  move(kBet, 200);
  EXPECT_EQ(balance(kWallet) + balance(kGame) + balance(kHouse) + balance(kBonusPool), 0);
  EXPECT_EQ(balance(kHouse), -700);
  EXPECT_EQ(balance(kBonusPool), -50);
  EXPECT_EQ(balance(kWallet, "BDT") + balance(kHouse, "BDT"), 0);
}

TEST_F(LedgerTest, RefusesAnAmountThatIsNotAboveZeroAndWritesNothing) {
  move(kDeposit, 100);
  std::int64_t rows = transfers();
  for (std::int64_t amount : {0L, -1L, std::numeric_limits<std::int64_t>::min()}) {
    TransferResult result = move(kDeposit, amount, "k");
    EXPECT_EQ(result.outcome, TransferOutcome::kInvalidAmount) << amount;
    EXPECT_EQ(result.transfer_id, 0);
    EXPECT_EQ(result.credit_balance, 100);
  }
  EXPECT_EQ(transfers(), rows);
  EXPECT_EQ(balance(kWallet), 100);
}

// Invariant 4, for every account a player owns.
TEST_F(LedgerTest, NoPlayerAccountGoesBelowZero) {
  move(kDeposit, 100);
  std::int64_t rows = transfers();
  std::int64_t opened = accounts();
  TransferResult refused = move(kWithdraw, 101);
  EXPECT_EQ(refused.outcome, TransferOutcome::kInsufficientFunds);
  EXPECT_EQ(refused.debit_balance, 100);
  for (TransferKind kind : {kGameOut, kBet, kVaultOut, kWithdrawPaid, kWithdrawRefund})
    EXPECT_EQ(move(kind, 1).outcome, TransferOutcome::kInsufficientFunds) << rule_of(kind).name;
  EXPECT_EQ(transfers(), rows);
  EXPECT_EQ(accounts(), opened);  // a refused transfer does not even open an account
  EXPECT_EQ(move(kWithdraw, 100).outcome, TransferOutcome::kApplied);  // down to exactly zero
  EXPECT_EQ(balance(kWallet), 0);
}

TEST_F(LedgerTest, TheHouseAndTheBonusPoolMayGoBelowZero) {
  EXPECT_EQ(move(kWin, 1'000'000).outcome, TransferOutcome::kApplied);
  EXPECT_EQ(move(kBonus, 2'000'000).outcome, TransferOutcome::kApplied);
  EXPECT_EQ(balance(kHouse), -1'000'000);
  EXPECT_EQ(balance(kBonusPool), -2'000'000);
  EXPECT_EQ(ledger_.check(), Strings{});
}

// Invariant 6.
TEST_F(LedgerTest, ARetriedKeyAppliesOnceAndAnswersTheFirstTransfer) {
  TransferResult first = move(kDeposit, 700, "request-1");
  ASSERT_EQ(first.outcome, TransferOutcome::kApplied);
  move(kWithdraw, 200);
  TransferResult retried = move(kDeposit, 700, "request-1");
  EXPECT_EQ(retried.outcome, TransferOutcome::kAlreadyApplied);
  EXPECT_EQ(retried.transfer_id, first.transfer_id);
  EXPECT_EQ(retried.credit_balance, 500);  // the balance now, not a second credit
  EXPECT_EQ(balance(kWallet), 500);
  EXPECT_EQ(transfers(), 2);
}

TEST_F(LedgerTest, AKeyUsedAgainWithAnotherAmountKindOrCurrencyIsRefused) {
  move(kDeposit, 700, "request-1");
  move(kDeposit, 700, std::nullopt, "BDT");
  for (TransferResult refused :
       {move(kDeposit, 701, "request-1"), move(kBonus, 700, "request-1"),
        move(kDeposit, 700, "request-1", "BDT"), move(kWithdraw, 700, "request-1")}) {
    EXPECT_EQ(refused.outcome, TransferOutcome::kKeyReused);
    EXPECT_EQ(refused.transfer_id, 0);
  }
  EXPECT_EQ(transfers(), 2);
  EXPECT_EQ(balance(kWallet), 700);
}

TEST_F(LedgerTest, KeysArePerPlayer) {
  move(kDeposit, 700, "same-key");
  TransferResult theirs = ledger_.transfer_atomically({kDeposit, other_, "USDT", 5, "same-key", 0});
  EXPECT_EQ(theirs.outcome, TransferOutcome::kApplied);
  EXPECT_EQ(ledger_.balance({kWallet, other_, "USDT"}), 5);
  EXPECT_EQ(balance(kWallet), 700);
}

// Invariant 7: a refused transfer does not use up its key.
TEST_F(LedgerTest, ARefusedTransferLeavesItsKeyFree) {
  EXPECT_EQ(move(kWithdraw, 50, "w-1").outcome, TransferOutcome::kInsufficientFunds);
  move(kDeposit, 50);
  EXPECT_EQ(move(kWithdraw, 50, "w-1").outcome, TransferOutcome::kApplied);
  EXPECT_EQ(move(kWithdraw, 50, "w-1").outcome, TransferOutcome::kAlreadyApplied);
  EXPECT_EQ(balance(kPendingWithdrawal), 50);
}

// Invariant 8.
TEST_F(LedgerTest, RefusesABalanceBeyondTheLimit) {
  ASSERT_EQ(move(kDeposit, kMaxBalance).outcome, TransferOutcome::kApplied);
  EXPECT_EQ(move(kDeposit, 1).outcome, TransferOutcome::kOverflow);  // the wallet would pass it
  EXPECT_EQ(move(kWin, 1).outcome, TransferOutcome::kOverflow);      // the house would pass -limit
  EXPECT_EQ(move(kBonus, std::numeric_limits<std::int64_t>::max()).outcome,
            TransferOutcome::kOverflow);
  EXPECT_EQ(move(kBet, 1).outcome, TransferOutcome::kInsufficientFunds);
  EXPECT_EQ(balance(kWallet), kMaxBalance);
  EXPECT_EQ(ledger_.check(), Strings{});
}

// Invariant 5.
TEST_F(LedgerTest, ATransferIsNeverChangedOrDeleted) {
  move(kDeposit, 100);
  try {
    db_.execute("UPDATE transfers SET amount = 1");
    FAIL() << "changed";
  } catch (const FatalError& error) {
    EXPECT_EQ(std::string(error.what()), "database error: a transfer is never changed");
  }
  try {
    db_.execute("DELETE FROM transfers");
    FAIL() << "deleted";
  } catch (const FatalError& error) {
    EXPECT_EQ(std::string(error.what()), "database error: a transfer is never deleted");
  }
  EXPECT_EQ(ledger_.entries_total({kWallet, player_, "USDT"}), 100);
}

TEST_F(LedgerTest, TheSchemaRefusesANegativePlayerBalanceAndAnOwnerlessWallet) {
  move(kDeposit, 100);
  EXPECT_THROW(db_.execute("UPDATE accounts SET balance = -1 WHERE kind = 'wallet'"), FatalError);
  EXPECT_THROW(db_.execute("INSERT INTO accounts (kind, currency) VALUES ('wallet', 'USDT')"),
               FatalError);
  EXPECT_THROW(db_.execute("INSERT INTO accounts (kind, player_id, currency) VALUES ('house', 1, "
                           "'USDT')"),
               FatalError);
}

// The check finds each broken invariant and says which.
TEST_F(LedgerTest, CheckNamesABalanceThatDisagreesWithItsEntries) {
  move(kDeposit, 100);
  db_.execute("UPDATE accounts SET balance = 90 WHERE kind = 'wallet'");
  EXPECT_EQ(ledger_.check(),
            (Strings{"account 2 (wallet of player 1 in USDT): balance 90 but its transfers sum "
                     "to 100",
                     "the USDT balances sum to -10, not 0: money was made or lost"}));
}

TEST_F(LedgerTest, CheckNamesATransferBetweenTheWrongAccounts) {
  move(kDeposit, 100);
  move(kDeposit, 5, std::nullopt, "BDT");
  // A "bet" written by hand from the house to the BDT wallet: wrong kinds, wrong currency.
  db_.execute(
      "INSERT INTO transfers (kind, player_id, currency, debit_account, credit_account, amount, "
      "created_at) VALUES ('bet', 1, 'USDT', 1, 4, 1, 0)");
  db_.execute("UPDATE accounts SET balance = balance - 1 WHERE id = 1");
  db_.execute("UPDATE accounts SET balance = balance + 1 WHERE id = 4");
  EXPECT_EQ(ledger_.check(),
            (Strings{"the BDT balances sum to 1, not 0: money was made or lost",
                     "the USDT balances sum to -1, not 0: money was made or lost",
                     "transfer 3 (bet of player 1 in USDT) debits house in USDT and credits "
                     "wallet in BDT, not game -> house of its player"}));
}

TEST_F(LedgerTest, CheckNamesAnUnknownKind) {
  move(kDeposit, 100);
  db_.execute(
      "INSERT INTO transfers (kind, player_id, currency, debit_account, credit_account, amount, "
      "created_at) VALUES ('gift', 1, 'USDT', 1, 2, 1, 0)");
  db_.execute("UPDATE accounts SET balance = balance - 1 WHERE id = 1");
  db_.execute("UPDATE accounts SET balance = balance + 1 WHERE id = 2");
  EXPECT_EQ(ledger_.check(), Strings{"transfer 2: unknown kind 'gift'"});
}

TEST_F(LedgerTest, BalancesListsAPlayersAccountsOfOneKindByCurrency) {
  move(kDeposit, 100);
  move(kDeposit, 5, std::nullopt, "BDT");
  move(kGameIn, 100);
  auto wallets = ledger_.balances(player_, kWallet);
  ASSERT_EQ(wallets.size(), 2u);
  EXPECT_EQ(wallets[0].currency, "BDT");
  EXPECT_EQ(wallets[0].balance, 5);
  EXPECT_EQ(wallets[1].currency, "USDT");
  EXPECT_EQ(wallets[1].balance, 0);  // touched once: listed with its zero
  EXPECT_EQ(ledger_.balances(player_, kGame).size(), 1u);
  EXPECT_EQ(ledger_.transfer_count(player_, kDeposit), 2);
  EXPECT_EQ(ledger_.transfer_count(other_, kDeposit), 0);
}

// Many writers on their own connections against one player: afterwards the
// ledger checks, and each key was applied once.
TEST_F(LedgerTest, ConcurrentTransfersKeepTheLedgerConsistent) {
  constexpr int kThreads = 6;
  constexpr int kChanges = 40;
  std::atomic<int> applied_keys = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      Database db(folder_.path() / "s.db");
      Ledger ledger(db);
      for (int i = 0; i < kChanges; ++i) {
        // every thread sends the same keys: only one of them may win each
        auto result = ledger.transfer_atomically(
            {kDeposit, player_, "USDT", 100, "deposit-" + std::to_string(i), 0});
        if (result.outcome == TransferOutcome::kApplied) ++applied_keys;
        ledger.transfer_atomically({kBet, player_, "USDT", 30, std::nullopt, 0});
        ledger.transfer_atomically({kGameIn, player_, "USDT", 10 + t, std::nullopt, 0});
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(applied_keys.load(), kChanges);
  EXPECT_EQ(count(db_, "SELECT count(*) FROM transfers WHERE kind = 'deposit'"), kChanges);
  EXPECT_EQ(ledger_.check(), Strings{});
}

// Migration 3 turns the single-entry rows of version 2 into transfers.
TEST(LedgerMigration, OldRowsBecomeTransfersWithTheSameBalancesAndKeys) {
  testing::TemporaryFolder folder;
  Database db(folder.path() / "s.db");
  ASSERT_EQ(migrate(db, 2), 2);
  std::int64_t player = add_player(db, "demo");
  db.execute(R"sql(
INSERT INTO ledger (player_id, currency, delta, reason, idempotency_key) VALUES
  (1, 'USDT', 1000, 'seed', NULL), (1, 'BDT', 50, 'seed', NULL),
  (1, 'USDT', 300, 'deposit', 'd-1'), (1, 'USDT', -200, 'withdraw', 'w-1'),
  (1, 'USDT', 100, 'signin', 's-1'), (1, 'USDT', 40, 'admin', NULL),
  (1, 'USDT', -1240, 'transfer-in', NULL), (1, 'game:USDT', 1240, 'transfer-in', NULL),
  (1, 'game:USDT', -1240, 'transfer-out', NULL), (1, 'USDT', 1240, 'transfer-out', NULL),
  (1, 'USDT', -500, 'transfer-in', NULL), (1, 'game:USDT', 500, 'transfer-in', NULL);
INSERT INTO balances (player_id, currency, amount) VALUES
  (1, 'USDT', 740), (1, 'BDT', 50), (1, 'game:USDT', 500);
)sql");
  ASSERT_EQ(migrate(db, 3), 3);
  Ledger ledger(db);
  EXPECT_EQ(ledger.check(), Strings{});
  EXPECT_EQ(ledger.balance({kWallet, player, "USDT"}), 740);
  EXPECT_EQ(ledger.balance({kWallet, player, "BDT"}), 50);
  EXPECT_EQ(ledger.balance({kGame, player, "USDT"}), 500);
  EXPECT_EQ(ledger.balance({kPendingWithdrawal, player, "USDT"}), 200);
  EXPECT_EQ(ledger.balance({kHouse, std::nullopt, "USDT"}), -1340);
  EXPECT_EQ(ledger.balance({kBonusPool, std::nullopt, "USDT"}), -100);
  EXPECT_EQ(count(db, "SELECT count(*) FROM transfers"), 9);
  EXPECT_EQ(ledger.transfer_count(player, kAdminCredit), 1);
  EXPECT_EQ(ledger.transfer_count(player, kGameIn), 2);
  // the old keys still guard their transfers
  EXPECT_EQ(ledger.transfer_atomically({kDeposit, player, "USDT", 300, "d-1", 0}).outcome,
            TransferOutcome::kAlreadyApplied);
  EXPECT_EQ(ledger.transfer_atomically({kDeposit, player, "USDT", 300, "w-1", 0}).outcome,
            TransferOutcome::kKeyReused);
  EXPECT_EQ(count(db,
                  "SELECT count(*) FROM sqlite_master WHERE name IN ('ledger', 'balances', "
                  "'migrated_moves', 'migrated_sides')"),
            0);
}

}  // namespace
}  // namespace lobbykit::sandbox
