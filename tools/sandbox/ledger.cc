#include "sandbox/ledger.h"

#include <array>
#include <map>

namespace lobbykit::sandbox {

namespace {

using enum AccountKind;

constexpr std::array<std::string_view, 6> kAccountKindNames = {
    "wallet", "game", "vault", "pending_withdrawal", "house", "bonus_pool"};

constexpr std::array kTransferRules = {
    TransferRule{TransferKind::kSeed, "seed", kHouse, kWallet},
    TransferRule{TransferKind::kDeposit, "deposit", kHouse, kWallet},
    TransferRule{TransferKind::kAdminCredit, "admin_credit", kHouse, kWallet},
    TransferRule{TransferKind::kWithdraw, "withdraw", kWallet, kPendingWithdrawal},
    TransferRule{TransferKind::kWithdrawPaid, "withdraw_paid", kPendingWithdrawal, kHouse},
    TransferRule{TransferKind::kWithdrawRefund, "withdraw_refund", kPendingWithdrawal, kWallet},
    TransferRule{TransferKind::kGameIn, "game_in", kWallet, kGame},
    TransferRule{TransferKind::kGameOut, "game_out", kGame, kWallet},
    TransferRule{TransferKind::kBet, "bet", kGame, kHouse},
    TransferRule{TransferKind::kWin, "win", kHouse, kGame},
    TransferRule{TransferKind::kVaultIn, "vault_in", kWallet, kVault},
    TransferRule{TransferKind::kVaultOut, "vault_out", kVault, kWallet},
    TransferRule{TransferKind::kSignin, "signin", kBonusPool, kWallet},
    TransferRule{TransferKind::kTask, "task", kBonusPool, kWallet},
    TransferRule{TransferKind::kSpin, "spin", kBonusPool, kWallet},
    TransferRule{TransferKind::kBonus, "bonus", kBonusPool, kWallet},
    // Issue 20 (wt-rewards-sb):
    TransferRule{TransferKind::kWelcomeBonus, "welcome_bonus", kBonusPool, kWallet},
    TransferRule{TransferKind::kActivity, "activity", kBonusPool, kWallet},
    TransferRule{TransferKind::kReferral, "referral", kBonusPool, kWallet},
};

std::optional<AccountKind> account_kind_named(std::string_view name) {
  for (std::size_t i = 0; i < kAccountKindNames.size(); ++i) {
    if (kAccountKindNames[i] == name) return static_cast<AccountKind>(i);
  }
  return std::nullopt;
}

AccountRef side(AccountKind kind, const TransferRequest& request) {
  std::optional<std::int64_t> owner;
  if (!is_operator_account(kind)) owner = request.player;
  return {kind, owner, request.currency};
}

// Written so that no step overflows: balance is within ±kMaxBalance, amount > 0.
bool leaves_range(std::int64_t balance, std::int64_t amount, bool adding) {
  if (amount > 2 * kMaxBalance) return true;
  return adding ? balance > kMaxBalance - amount : balance < -kMaxBalance + amount;
}

std::string describe(const std::string& kind, std::optional<std::int64_t> player,
                     const std::string& currency) {
  std::string owner = player ? " of player " + std::to_string(*player) : "";
  return kind + owner + " in " + currency;
}

}  // namespace

std::string_view account_kind_name(AccountKind kind) {
  return kAccountKindNames[static_cast<std::size_t>(kind)];
}

bool is_operator_account(AccountKind kind) { return kind == kHouse || kind == kBonusPool; }

std::span<const TransferRule> transfer_rules() { return kTransferRules; }

const TransferRule& rule_of(TransferKind kind) {
  return kTransferRules[static_cast<std::size_t>(kind)];
}

std::optional<TransferKind> transfer_kind_named(std::string_view name) {
  for (const auto& rule : kTransferRules) {
    if (rule.name == name) return rule.kind;
  }
  return std::nullopt;
}

std::optional<std::int64_t> Ledger::find_account(const AccountRef& account) {
  // IS, not =: the operator's accounts have a NULL player.
  auto query =
      db_.prepare("SELECT id FROM accounts WHERE kind = ?1 AND player_id IS ?2 AND currency = ?3");
  query.bind(1, std::string(account_kind_name(account.kind)))
      .bind(2, account.player ? SqlValue(*account.player) : SqlValue(nullptr))
      .bind(3, account.currency);
  if (!query.step()) return std::nullopt;
  return query.integer(0);
}

std::int64_t Ledger::open_account(const AccountRef& account) {
  if (auto id = find_account(account)) return *id;
  db_.prepare("INSERT INTO accounts (kind, player_id, currency) VALUES (?1, ?2, ?3)")
      .bind(1, std::string(account_kind_name(account.kind)))
      .bind(2, account.player ? SqlValue(*account.player) : SqlValue(nullptr))
      .bind(3, account.currency)
      .run();
  return db_.last_insert_id();
}

std::int64_t Ledger::balance(const AccountRef& account) {
  auto id = find_account(account);
  if (!id) return 0;
  auto query = db_.prepare("SELECT balance FROM accounts WHERE id = ?1");
  query.bind(1, *id);
  query.step();
  return query.integer(0);
}

TransferResult Ledger::transfer(const TransferRequest& request) {
  const TransferRule& rule = rule_of(request.kind);
  AccountRef debit = side(rule.debit, request);
  AccountRef credit = side(rule.credit, request);
  if (request.amount <= 0)
    return {TransferOutcome::kInvalidAmount, 0, balance(debit), balance(credit)};

  if (request.idempotency_key) {
    auto first = db_.prepare(
        "SELECT id, kind, currency, amount FROM transfers WHERE player_id = ?1 AND "
        "idempotency_key = ?2");
    first.bind(1, request.player).bind(2, *request.idempotency_key);
    if (first.step()) {
      bool same = first.text(1) == rule.name && first.text(2) == request.currency &&
                  first.integer(3) == request.amount;
      return {same ? TransferOutcome::kAlreadyApplied : TransferOutcome::kKeyReused,
              same ? first.integer(0) : 0, balance(debit), balance(credit)};
    }
  }

  // Read before any write: a refused transfer must not even open an account.
  std::int64_t debit_before = balance(debit);
  std::int64_t credit_before = balance(credit);
  if (!is_operator_account(rule.debit) && debit_before < request.amount)
    return {TransferOutcome::kInsufficientFunds, 0, debit_before, credit_before};
  if (leaves_range(debit_before, request.amount, false) ||
      leaves_range(credit_before, request.amount, true))
    return {TransferOutcome::kOverflow, 0, debit_before, credit_before};

  std::int64_t debit_id = open_account(debit);
  std::int64_t credit_id = open_account(credit);
  auto move = db_.prepare("UPDATE accounts SET balance = balance + ?2 WHERE id = ?1");
  move.bind(1, debit_id).bind(2, -request.amount).run();
  auto move_credit = db_.prepare("UPDATE accounts SET balance = balance + ?2 WHERE id = ?1");
  move_credit.bind(1, credit_id).bind(2, request.amount).run();
  auto row = db_.prepare(
      "INSERT INTO transfers (kind, player_id, currency, debit_account, credit_account, amount, "
      "idempotency_key, created_at, game_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  row.bind(1, std::string(rule.name))
      .bind(2, request.player)
      .bind(3, request.currency)
      .bind(4, debit_id)
      .bind(5, credit_id)
      .bind(6, request.amount)
      .bind(7, request.idempotency_key ? SqlValue(*request.idempotency_key) : SqlValue(nullptr))
      .bind(8, request.at)
      .bind(9, request.game ? SqlValue(*request.game) : SqlValue(nullptr));
  row.run();
  return {TransferOutcome::kApplied, db_.last_insert_id(), debit_before - request.amount,
          credit_before + request.amount};
}

TransferResult Ledger::transfer_atomically(const TransferRequest& request) {
  Transaction transaction(db_);
  TransferResult result = transfer(request);
  transaction.commit();
  return result;
}

std::int64_t Ledger::entries_total(const AccountRef& account) {
  auto id = find_account(account);
  if (!id) return 0;
  auto query = db_.prepare(
      "SELECT coalesce((SELECT sum(amount) FROM transfers WHERE credit_account = ?1), 0) - "
      "coalesce((SELECT sum(amount) FROM transfers WHERE debit_account = ?1), 0)");
  query.bind(1, *id);
  query.step();
  return query.integer(0);
}

std::vector<AccountBalance> Ledger::balances(std::int64_t player, AccountKind kind) {
  auto query = db_.prepare(
      "SELECT currency, balance FROM accounts WHERE player_id = ?1 AND kind = ?2 ORDER BY "
      "currency");
  query.bind(1, player).bind(2, std::string(account_kind_name(kind)));
  std::vector<AccountBalance> balances;
  while (query.step()) balances.push_back({query.text(0), query.integer(1)});
  return balances;
}

std::int64_t Ledger::transfer_count(std::int64_t player, TransferKind kind) {
  auto query = db_.prepare("SELECT count(*) FROM transfers WHERE player_id = ?1 AND kind = ?2");
  query.bind(1, player).bind(2, std::string(rule_of(kind).name));
  query.step();
  return query.integer(0);
}

LedgerSize Ledger::size() {
  auto query =
      db_.prepare("SELECT (SELECT count(*) FROM accounts), (SELECT count(*) FROM transfers)");
  query.step();
  return {query.integer(0), query.integer(1)};
}

std::vector<std::string> Ledger::check() {
  std::vector<std::string> problems;
  Transaction snapshot(db_);  // one consistent view of accounts and transfers
  std::map<std::string, std::int64_t> sum_by_currency;
  {
    // Invariants 2 and 4, and the sums of invariant 3.
    auto accounts = db_.prepare(
        "SELECT a.id, a.kind, a.player_id, a.currency, a.balance, "
        "coalesce((SELECT sum(amount) FROM transfers WHERE credit_account = a.id), 0) - "
        "coalesce((SELECT sum(amount) FROM transfers WHERE debit_account = a.id), 0) "
        "FROM accounts a ORDER BY a.id");
    while (accounts.step()) {
      std::string kind = accounts.text(1);
      std::optional<std::int64_t> player;
      if (!accounts.is_null(2)) player = accounts.integer(2);
      std::string currency = accounts.text(3);
      std::int64_t balance = accounts.integer(4);
      std::int64_t entries = accounts.integer(5);
      std::string name = "account " + std::to_string(accounts.integer(0)) + " (" +
                         describe(kind, player, currency) + ")";
      if (balance != entries) {
        problems.push_back(name + ": balance " + std::to_string(balance) +
                           " but its transfers sum to " + std::to_string(entries));
      }
      auto known = account_kind_named(kind);
      if (balance < 0 && !(known && is_operator_account(*known)))
        problems.push_back(name + ": balance " + std::to_string(balance) + " is below zero");
      sum_by_currency[currency] += balance;
    }
  }
  for (const auto& [currency, sum] : sum_by_currency) {
    if (sum != 0) {
      problems.push_back("the " + currency + " balances sum to " + std::to_string(sum) +
                         ", not 0: money was made or lost");
    }
  }
  {
    // Invariant 1: each transfer joins the accounts its kind names.
    auto transfers = db_.prepare(
        "SELECT t.id, t.kind, t.player_id, t.currency, d.kind, d.player_id, d.currency, c.kind, "
        "c.player_id, c.currency FROM transfers t JOIN accounts d ON d.id = t.debit_account "
        "JOIN accounts c ON c.id = t.credit_account ORDER BY t.id");
    while (transfers.step()) {
      std::string name = "transfer " + std::to_string(transfers.integer(0));
      auto kind = transfer_kind_named(transfers.text(1));
      if (!kind) {
        problems.push_back(name + ": unknown kind '" + transfers.text(1) + "'");
        continue;
      }
      const TransferRule& rule = rule_of(*kind);
      std::int64_t player = transfers.integer(2);
      std::string currency = transfers.text(3);
      auto joins = [&](int column, AccountKind expected) {
        std::optional<std::int64_t> owner;
        if (!transfers.is_null(column + 1)) owner = transfers.integer(column + 1);
        std::optional<std::int64_t> expected_owner;
        if (!is_operator_account(expected)) expected_owner = player;
        return transfers.text(column) == account_kind_name(expected) && owner == expected_owner &&
               transfers.text(column + 2) == currency;
      };
      if (!joins(4, rule.debit) || !joins(7, rule.credit)) {
        std::string problem = name + " (" + std::string(rule.name) + " of player " +
                              std::to_string(player) + " in " + currency + ")";
        problem += " debits " + describe(transfers.text(4), std::nullopt, transfers.text(6));
        problem += " and credits " + describe(transfers.text(7), std::nullopt, transfers.text(9));
        problem += ", not " + std::string(account_kind_name(rule.debit)) + " -> " +
                   std::string(account_kind_name(rule.credit)) + " of its player";
        problems.push_back(problem);
      }
    }
  }
  snapshot.commit();
  return problems;
}

}  // namespace lobbykit::sandbox
