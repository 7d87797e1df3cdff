// Ledger: the sandbox's money, kept by double entry. Every movement of money
// is one transfer: one row naming a debit account, a credit account and an
// amount, written in the same SQLite transaction as the two balances it
// changes. The model is TigerBeetle's (docs/coding/data-modeling.md and its
// transfer invariants), cut down to what a casino lobby needs.
//
// Accounts. One per (kind, owner, currency), opened by the first transfer
// that touches it:
//   wallet              a player's spendable money in one currency
//   game                the money a player has taken into a game
//   vault               a player's savings, apart from the wallet
//   pending_withdrawal  money a player asked to withdraw, not yet paid out
//   house               the operator's side of deposits, withdrawals, bets
//   bonus_pool          the operator's side of every bonus it gives away
// An account's balance is its credits minus its debits.
//
// Invariants (checked by Ledger::check, by the tests after every step, and
// by the sandbox each time it opens its database):
//   1. A transfer moves amount > 0 from its debit account to its credit
//      account, two different accounts of the transfer's currency; which
//      kinds of account it joins is fixed by its kind (kTransferRules), and
//      a player-side account belongs to the transfer's player.
//   2. Every account's balance equals the sum of its credits minus the sum
//      of its debits: balances are a cache of the entries, never a source.
//   3. Money is neither made nor lost: in each currency the balances of all
//      accounts sum to zero. The house and the bonus pool hold the negative
//      side (what the operator has paid in and given away).
//   4. Only the house and the bonus pool may go below zero; a transfer that
//      would take any other account below zero is refused and writes nothing.
//   5. A transfer is never changed or deleted (triggers refuse it); a
//      correction is a new transfer.
//   6. An idempotency key names one transfer of one player: the same key
//      from the same player with the same kind, currency and amount applies
//      once and answers the first transfer again; with anything else it is
//      refused. Another player's equal key is another transfer.
//   7. A refused transfer writes nothing: no row, no balance, no account.
//   8. No balance leaves [-kMaxBalance, kMaxBalance], so the sums the check
//      makes over thousands of accounts stay within 64 bits.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

/// Minor units: 10^15 is ten trillion units of a currency.
inline constexpr std::int64_t kMaxBalance = 1'000'000'000'000'000;

enum class AccountKind { kWallet, kGame, kVault, kPendingWithdrawal, kHouse, kBonusPool };

/// The kind's name in the database ("wallet", "pending_withdrawal", ...).
std::string_view account_kind_name(AccountKind kind);
/// The operator's accounts (house, bonus pool): no player, may go below zero.
bool is_operator_account(AccountKind kind);

enum class TransferKind {
  kSeed,            ///< house -> wallet: the demo data's opening balances
  kDeposit,         ///< house -> wallet: a paid deposit
  kAdminCredit,     ///< house -> wallet: the admin command's "balance added" (push 53)
  kWithdraw,        ///< wallet -> pending_withdrawal: a withdrawal requested
  kWithdrawPaid,    ///< pending_withdrawal -> house: approved and paid out
  kWithdrawRefund,  ///< pending_withdrawal -> wallet: rejected, given back
  kGameIn,          ///< wallet -> game: taken into a game
  kGameOut,         ///< game -> wallet: brought back from a game
  kBet,             ///< game -> house: a stake
  kWin,             ///< house -> game: a win
  kVaultIn,         ///< wallet -> vault
  kVaultOut,        ///< vault -> wallet
  kSignin,          ///< bonus_pool -> wallet: the daily sign-in reward
  kTask,            ///< bonus_pool -> wallet: a task reward
  kSpin,            ///< bonus_pool -> wallet: a prize wheel prize
  kBonus,           ///< bonus_pool -> wallet: any other bonus (a VIP level-up, a birthday, ...)
  kWelcomeBonus,    ///< bonus_pool -> wallet: the welcome packet's bonus on a deposit, keyed by it
  kActivity,        ///< bonus_pool -> wallet: an approved activity application's reward
  kReferral,  ///< bonus_pool -> wallet: a referrer's share (referral_rule.h), keyed by the referred
  kRebate,    ///< bonus_pool -> wallet: the betting rebate claimed
};

/// Which kind of account each kind of transfer debits and credits.
struct TransferRule {
  TransferKind kind;
  std::string_view name;  ///< in the database and the transaction history
  AccountKind debit;
  AccountKind credit;
};

std::span<const TransferRule> transfer_rules();
const TransferRule& rule_of(TransferKind kind);
std::optional<TransferKind> transfer_kind_named(std::string_view name);

/// One account: `player` is empty for the operator's accounts.
struct AccountRef {
  AccountKind kind = AccountKind::kWallet;
  std::optional<std::int64_t> player;
  std::string currency;
};

struct TransferRequest {
  TransferKind kind = TransferKind::kDeposit;
  std::int64_t player = 0;  ///< whose accounts the transfer joins (and whose key it is)
  std::string currency;
  std::int64_t amount = 0;  ///< minor units; must be > 0
  std::optional<std::string> idempotency_key;
  std::int64_t at = 0;              ///< seconds since the epoch, for the histories
  std::optional<std::string> game;  ///< the game of a game_in, game_out, bet or win (histories)
};

enum class TransferOutcome {
  kApplied,            ///< written
  kAlreadyApplied,     ///< the key's transfer exists with the same fields: nothing written
  kInvalidAmount,      ///< amount <= 0
  kInsufficientFunds,  ///< the debit account would go below zero
  kKeyReused,          ///< the key's transfer exists with another kind, currency or amount
  kOverflow,           ///< a balance would leave [-kMaxBalance, kMaxBalance]
};

struct TransferResult {
  TransferOutcome outcome = TransferOutcome::kApplied;
  std::int64_t transfer_id = 0;     ///< the transfer written, or the key's first one; 0 if refused
  std::int64_t debit_balance = 0;   ///< the debit account's balance after the call
  std::int64_t credit_balance = 0;  ///< the credit account's balance after the call
  [[nodiscard]] bool ok() const {
    return outcome == TransferOutcome::kApplied || outcome == TransferOutcome::kAlreadyApplied;
  }
};

struct LedgerSize {
  std::int64_t accounts = 0;
  std::int64_t transfers = 0;
};

struct AccountBalance {
  std::string currency;
  std::int64_t balance = 0;
};

class Ledger {
 public:
  explicit Ledger(Database& db) : db_(db) {}

  /// Applies `request` as part of the caller's transaction, so a call that
  /// writes more than money commits or rolls back as one.
  /// REQUIRES: a Transaction is open on this ledger's database.
  TransferResult transfer(const TransferRequest& request);

  /// transfer() in a transaction of its own.
  TransferResult transfer_atomically(const TransferRequest& request);

  /// The account's balance (0 if it was never opened).
  [[nodiscard]] std::int64_t balance(const AccountRef& account);
  /// The account's credits minus its debits, summed from the transfers.
  [[nodiscard]] std::int64_t entries_total(const AccountRef& account);
  /// The balances of `player`'s accounts of `kind`, one per currency ever
  /// touched (zeros included), by currency.
  [[nodiscard]] std::vector<AccountBalance> balances(std::int64_t player, AccountKind kind);
  /// How many transfers of `kind` `player` has.
  [[nodiscard]] std::int64_t transfer_count(std::int64_t player, TransferKind kind);

  [[nodiscard]] LedgerSize size();

  /// Every broken invariant (see the top of this file), one sentence each;
  /// empty when the ledger is consistent. Reads in one transaction.
  /// REQUIRES: no transaction open on this database.
  [[nodiscard]] std::vector<std::string> check();

 private:
  std::optional<std::int64_t> find_account(const AccountRef& account);
  std::int64_t open_account(const AccountRef& account);
  Database& db_;
};

}  // namespace lobbykit::sandbox
