// The ledger against a model, TigerBeetle-simulator style, twice: the Ledger
// itself with every kind of transfer, then the service's money calls.
// The first: several threads,
// each with its own players and connection, draw thousands of transfers of
// every kind (some retried with their key, some with a bad amount or a
// reused key) and check each answer and each balance against a simple
// in-memory model after every step; the ledger's own check runs every few
// hundred steps and at the end. Seeded: a failure prints its seed, and
// LOBBYKIT_LEDGER_SEED=<seed> replays the same draws (the interleaving of the
// threads differs, but each player belongs to one thread and the operator's
// accounts may take any value, so every answer is the same).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "sandbox/catalogue.h"
#include "sandbox/ledger.h"
#include "sandbox/migrations.h"
#include "sandbox/sandbox_fixture.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

constexpr int kThreads = 4;
constexpr int kPlayersPerThread = 2;
constexpr int kStepsPerThread = 1500;
constexpr int kFullCheckEvery = 250;
const std::vector<std::string> kCurrencies = {"USDT", "BDT"};

std::string_view outcome_name(TransferOutcome outcome) {
  switch (outcome) {
    case TransferOutcome::kApplied:
      return "applied";
    case TransferOutcome::kAlreadyApplied:
      return "already applied";
    case TransferOutcome::kInvalidAmount:
      return "invalid amount";
    case TransferOutcome::kInsufficientFunds:
      return "insufficient funds";
    case TransferOutcome::kKeyReused:
      return "key reused";
    case TransferOutcome::kOverflow:
      return "overflow";
  }
  return "?";
}

std::string describe(const TransferRequest& request) {
  return std::string(rule_of(request.kind).name) + " of " + std::to_string(request.amount) + " " +
         request.currency + " for player " + std::to_string(request.player) +
         (request.idempotency_key ? " with key " + *request.idempotency_key : " without a key");
}

// What the ledger should hold: each player's accounts, the transfer each key
// applied, and this thread's net effect on the operator's accounts.
struct Model {
  using Account = std::tuple<AccountKind, std::int64_t, std::string>;  // kind, player, currency
  struct Applied {
    TransferRequest request;
    std::int64_t transfer_id = 0;
  };
  std::map<Account, std::int64_t> balances;
  std::map<std::pair<std::int64_t, std::string>, Applied> keys;  // (player, key)
  std::map<std::pair<AccountKind, std::string>, std::int64_t> operator_delta;

  std::int64_t balance(AccountKind kind, std::int64_t player, const std::string& currency) const {
    auto found = balances.find({kind, player, currency});
    return found == balances.end() ? 0 : found->second;
  }

  TransferOutcome expect(const TransferRequest& request) const {
    if (request.amount <= 0) return TransferOutcome::kInvalidAmount;
    if (request.idempotency_key) {
      auto found = keys.find({request.player, *request.idempotency_key});
      if (found != keys.end()) {
        const TransferRequest& first = found->second.request;
        bool same = first.kind == request.kind && first.currency == request.currency &&
                    first.amount == request.amount;
        return same ? TransferOutcome::kAlreadyApplied : TransferOutcome::kKeyReused;
      }
    }
    const TransferRule& rule = rule_of(request.kind);
    if (!is_operator_account(rule.debit) &&
        balance(rule.debit, request.player, request.currency) < request.amount)
      return TransferOutcome::kInsufficientFunds;
    return TransferOutcome::kApplied;
  }

  void apply(const TransferRequest& request, std::int64_t transfer_id) {
    const TransferRule& rule = rule_of(request.kind);
    for (auto [kind, sign] : {std::pair{rule.debit, -1}, std::pair{rule.credit, 1}}) {
      if (is_operator_account(kind))
        operator_delta[{kind, request.currency}] += sign * request.amount;
      else
        balances[{kind, request.player, request.currency}] += sign * request.amount;
    }
    if (request.idempotency_key)
      keys[{request.player, *request.idempotency_key}] = {request, transfer_id};
  }
};

// One thread's players and draws. Returns the first disagreement, or "".
class Simulation {
 public:
  Simulation(const std::filesystem::path& path, std::vector<std::int64_t> players,
             std::uint64_t seed)
      : db_(path), ledger_(db_), players_(std::move(players)), random_(seed) {
    // No fsync per commit: the test is about the ledger's logic, not the
    // disk (WAL with NORMAL still survives a killed process).
    db_.execute("PRAGMA synchronous = NORMAL");
  }

  std::string run() {
    for (int step = 0; step < kStepsPerThread; ++step) {
      TransferRequest request = draw();
      std::string failure = send(request, step);
      // A lost answer: the client sends the same request again at once.
      if (failure.empty() && request.idempotency_key && chance(10)) failure = send(request, step);
      if (failure.empty() && step % kFullCheckEvery == kFullCheckEvery - 1) {
        auto problems = ledger_.check();
        if (!problems.empty()) failure = "step " + std::to_string(step) + ": " + problems.front();
      }
      if (!failure.empty()) return failure;
    }
    return "";
  }

  [[nodiscard]] const Model& model() const { return model_; }
  [[nodiscard]] int operations() const { return operations_; }

 private:
  bool chance(int percent) { return uniform(1, 100) <= percent; }
  std::int64_t uniform(std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random_);
  }
  template <class T>
  const T& pick(const std::vector<T>& items) {
    return items[static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(items.size()) - 1))];
  }

  TransferRequest draw() {
    // A retry of an earlier keyed request, verbatim (its first answer may
    // have been lost, or it may have been refused then and fit now).
    if (!sent_with_key_.empty() && chance(15)) return pick(sent_with_key_);
    auto rules = transfer_rules();
    const TransferRule& rule =
        rules[static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(rules.size()) - 1))];
    TransferRequest request{rule.kind, pick(players_), pick(kCurrencies), 0, std::nullopt, 0};
    std::int64_t available = is_operator_account(rule.debit)
                                 ? 100'000
                                 : model_.balance(rule.debit, request.player, request.currency);
    int roll = static_cast<int>(uniform(1, 100));
    if (roll <= 5)
      request.amount = 0;
    else if (roll <= 10)
      request.amount = -uniform(1, 1000);
    else if (roll <= 18)
      request.amount = available + uniform(1, 500);  // more than there is (fine for the house)
    else
      request.amount = available > 0 ? uniform(1, available) : uniform(1, 500);
    int key_roll = static_cast<int>(uniform(1, 100));
    if (key_roll <= 55) {
      // Fresh keys count from 0 in every thread: players share key strings.
      request.idempotency_key = "k" + std::to_string(next_key_++);
    } else if (key_roll <= 70 && !sent_with_key_.empty()) {
      request.idempotency_key = pick(sent_with_key_).idempotency_key;  // reused for another request
    }
    return request;
  }

  std::string send(const TransferRequest& request, int step) {
    TransferOutcome expected = model_.expect(request);
    TransferResult result = ledger_.transfer_atomically(request);
    ++operations_;
    std::string where = "step " + std::to_string(step) + ": " + describe(request) + ": ";
    if (result.outcome != expected) {
      return where + "expected " + std::string(outcome_name(expected)) + ", got " +
             std::string(outcome_name(result.outcome));
    }
    if (expected == TransferOutcome::kApplied) {
      model_.apply(request, result.transfer_id);
      if (request.idempotency_key) sent_with_key_.push_back(request);
    } else if (expected == TransferOutcome::kAlreadyApplied) {
      auto first = model_.keys.at({request.player, *request.idempotency_key}).transfer_id;
      if (result.transfer_id != first) {
        return where + "the retry answered transfer " + std::to_string(result.transfer_id) +
               ", not the first one, " + std::to_string(first);
      }
    } else if (result.transfer_id != 0) {
      return where + "a refusal answered transfer " + std::to_string(result.transfer_id);
    } else if (request.idempotency_key && request.amount > 0) {
      sent_with_key_.push_back(request);  // refused now, retried later
    }
    return compare_player(request.player, where);
  }

  // Every account of the player: the ledger's balance, its entries and the model agree.
  std::string compare_player(std::int64_t player, const std::string& where) {
    for (AccountKind kind : {AccountKind::kWallet, AccountKind::kGame, AccountKind::kVault,
                             AccountKind::kPendingWithdrawal}) {
      for (const std::string& currency : kCurrencies) {
        std::int64_t expected = model_.balance(kind, player, currency);
        std::int64_t balance = ledger_.balance({kind, player, currency});
        std::int64_t entries = ledger_.entries_total({kind, player, currency});
        if (balance != expected || entries != expected) {
          return where + std::string(account_kind_name(kind)) + " " + currency + " holds " +
                 std::to_string(balance) + " (entries " + std::to_string(entries) +
                 "), the model " + std::to_string(expected);
        }
      }
    }
    return "";
  }

  Database db_;
  Ledger ledger_;
  std::vector<std::int64_t> players_;
  std::mt19937_64 random_;
  Model model_;
  std::vector<TransferRequest> sent_with_key_;
  int next_key_ = 0;
  int operations_ = 0;
};

std::uint64_t chosen_seed() {
  if (const char* fixed = std::getenv("LOBBYKIT_LEDGER_SEED"))
    return std::strtoull(fixed, nullptr, 10);
  return std::random_device{}();
}

TEST(LedgerModel, ThousandsOfRandomTransfersAgreeWithTheModelAndKeepEveryInvariant) {
  std::uint64_t seed = chosen_seed();
  SCOPED_TRACE("seed " + std::to_string(seed) +
               " (rerun with LOBBYKIT_LEDGER_SEED=" + std::to_string(seed) + ")");
  testing::TemporaryFolder folder;
  std::filesystem::path path = folder.path() / "s.db";
  Database db(path);
  migrate(db);
  std::vector<std::vector<std::int64_t>> players(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    for (int p = 0; p < kPlayersPerThread; ++p) {
      db.prepare("INSERT INTO players (account, password_hash, nickname) VALUES (?1, 'x', ?1)")
          .bind(1, "p" + std::to_string(t) + "-" + std::to_string(p))
          .run();
      players[t].push_back(db.last_insert_id());
    }
  }

  std::vector<std::unique_ptr<Simulation>> simulations;
  for (int t = 0; t < kThreads; ++t)
    simulations.push_back(std::make_unique<Simulation>(path, players[t], seed + t));
  std::vector<std::string> failures(kThreads);
  auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] { failures[t] = simulations[t]->run(); });
  for (auto& thread : threads) thread.join();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(failures[t], "") << "thread " << t;

  Ledger ledger(db);
  EXPECT_EQ(ledger.check(), std::vector<std::string>{});
  int operations = 0;
  std::map<std::pair<AccountKind, std::string>, std::int64_t> operator_expected;
  for (const auto& simulation : simulations) {
    operations += simulation->operations();
    for (const auto& [account, balance] : simulation->model().balances) {
      auto [kind, player, currency] = account;
      EXPECT_EQ(ledger.balance({kind, player, currency}), balance);
    }
    for (const auto& [account, delta] : simulation->model().operator_delta)
      operator_expected[account] += delta;
  }
  for (const auto& [account, balance] : operator_expected) {
    EXPECT_EQ(ledger.balance({account.first, std::nullopt, account.second}), balance)
        << account_kind_name(account.first) << " " << account.second;
  }
  // The invariants again, in plain SQL apart from Ledger::check.
  auto sums = db.prepare("SELECT currency, sum(balance) FROM accounts GROUP BY currency");
  while (sums.step()) EXPECT_EQ(sums.integer(1), 0) << sums.text(0);
  auto below = db.prepare(
      "SELECT count(*) FROM accounts WHERE balance < 0 AND kind NOT IN ('house', 'bonus_pool')");
  below.step();
  EXPECT_EQ(below.integer(0), 0);
  auto kinds = db.prepare("SELECT count(DISTINCT kind) FROM transfers");
  kinds.step();
  EXPECT_EQ(kinds.integer(0), static_cast<std::int64_t>(transfer_rules().size()));
  EXPECT_GE(operations, kThreads * kStepsPerThread);
  std::cout << "ledger model: " << operations << " transfers in " << seconds << " s ("
            << static_cast<int>(operations / seconds) << "/s), seed " << seed << "\n";
}

// The same through the service's money calls: each thread signs up its own
// player and draws deposits (two currencies), payments (confirmed, confirmed
// twice, cancelled, left pending, below the method's minimum), withdrawals
// and the admin's approval or rejection, game launches, spins (bets and
// wins, overstakes, retries; the VIP level-up rewards they earn) and
// transfer-outs, vault moves in and out (a
// wrong fund password, overdrafts), admin credits (push 53), sign-in, task
// and wheel claims, the welcome bonus of the first three deposits (both
// paths), activity applications reviewed and claimed (and claimed again),
// some with a bad amount, some retried with their key or reusing one for
// another body. Every answer and, after every call, every balance of the
// player is checked against the model; the admin ledger check runs every 50
// calls and at the end.
class MoneyCallsModelTest : public SandboxFixture {
 protected:
  struct Player {
    std::string account;
    std::string token;
    std::map<std::string, std::int64_t> wallet;  // by currency
    std::int64_t game = 0;                       // USDT in the game
    std::int64_t pending = 0;                    // USDT waiting to be paid out
    std::int64_t vault = 0;                      // USDT in the vault
    std::string launch_id;                       // the game session in progress, if any
    std::map<std::int64_t, std::int64_t> pending_withdrawals;               // id: amount
    std::map<std::string, std::pair<nlohmann::json, std::string>> answers;  // key: body, answer
    bool signed_in_today = false;
    bool welcome_task_taken = false;
    std::int64_t staked = 0;           // USDT staked in real spins: one VIP point per whole unit
    int vip = 0;                       // reached levels pay their level-up reward once
    int deposits = 0;                  // paid deposits: the first three earn the welcome bonus
    std::vector<std::string> applied;  // promotions applied for (one application each)
  };

  /// The welcome bonus the player's next deposit of `amount` earns, counted:
  /// every call runs at the sign-up instant, so the first pay is the
  /// extended one (100 + 20 percent), then 50 and 30 percent; capped.
  static std::int64_t welcome_bonus(Player& player, std::int64_t amount) {
    constexpr std::array<std::int64_t, 3> kRates = {120, 50, 30};
    std::size_t stage = static_cast<std::size_t>(player.deposits++);
    if (stage >= kRates.size()) return 0;
    return std::min<std::int64_t>(amount * kRates[stage] / 100, 100'000);
  }

  /// A real spin's stake: the VIP points it earns may reach new levels, each
  /// crediting its level-up reward (the test catalogue's vip) to the wallet.
  void earn_vip_points(Player& player, std::int64_t stake) const {
    player.staked += stake;
    int reached = vip_.level_for(VipLevels::points_for_stakes(player.staked));
    for (; player.vip < reached; ++player.vip) {
      player.wallet[vip_.currency()] += vip_.level_up_reward(player.vip + 1);
    }
  }

  const VipLevels vip_ = Catalogue::load(config_.catalogue).vip();

  // Every balance of `player` against the model, through the call and the ledger.
  std::string compare(const Player& player, const std::string& where) {
    Answer balances = call("/refresh-balance", "{}", player.token);
    std::map<std::string, std::int64_t> wallet;
    // Zeros aside: the call lists a currency once touched, the model once named.
    for (const auto& row : balances.data()["balances"]) {
      if (row["amount"] != 0) wallet[row["currency"]] = row["amount"];
    }
    std::map<std::string, std::int64_t> expected;
    for (const auto& [currency, amount] : player.wallet) {
      if (amount != 0) expected[currency] = amount;
    }
    auto [game_entries, game] = ledger_and_balance(player.account, "USDT", AccountKind::kGame);
    auto [pending_entries, pending] =
        ledger_and_balance(player.account, "USDT", AccountKind::kPendingWithdrawal);
    auto [vault_entries, vault] = ledger_and_balance(player.account, "USDT", AccountKind::kVault);
    if (wallet != expected || game != player.game || game_entries != game ||
        pending != player.pending || pending_entries != pending || vault != player.vault ||
        vault_entries != vault) {
      return where + ": the balances are " + balances.data()["balances"].dump() + ", game " +
             std::to_string(game) + ", pending " + std::to_string(pending) + ", vault " +
             std::to_string(vault) + "; the model's " + nlohmann::json(expected).dump() +
             ", game " + std::to_string(player.game) + ", pending " +
             std::to_string(player.pending) + ", vault " + std::to_string(player.vault);
    }
    return "";
  }

  std::string run(Player& player, std::uint64_t seed, int steps) {
    std::mt19937_64 random(seed);
    auto uniform = [&](std::int64_t low, std::int64_t high) {
      return std::uniform_int_distribution<std::int64_t>(low, high)(random);
    };
    int next_key = 0;
    for (int step = 0; step < steps; ++step) {
      std::string where = player.account + " step " + std::to_string(step);
      std::string key = "k" + std::to_string(next_key++);
      int op = static_cast<int>(uniform(0, 14));
      if (op <= 1) {  // deposit: sometimes a bad amount, sometimes a retry or a reused key
        std::string currency = uniform(0, 1) ? "USDT" : "BDT";
        std::int64_t amount = uniform(1, 5000);
        int roll = static_cast<int>(uniform(1, 10));
        if (roll == 1) amount = -uniform(0, 100);
        if (roll == 2 && !player.answers.empty()) {
          auto earlier = player.answers.begin();
          std::advance(earlier, uniform(0, static_cast<std::int64_t>(player.answers.size()) - 1));
          Answer again = call("/wallet/deposit", earlier->second.first, player.token);
          if (again.body != earlier->second.second)
            return where + ": the retry of " + earlier->first + " answered " + again.body;
          nlohmann::json other = earlier->second.first;
          other["amount"] = other["amount"].get<std::int64_t>() + 1;
          Answer reused = call("/wallet/deposit", other, player.token);
          if (reused.code() != 409) return where + ": a reused key answered " + reused.body;
        } else {
          nlohmann::json body = {
              {"currency", currency}, {"amount", amount}, {"idempotencyKey", key}};
          Answer answer = call("/wallet/deposit", body, player.token);
          if (amount <= 0) {
            if (answer.msg() != "field 'amount' must be between 1 and 10000000000")
              return where + ": a deposit of " + std::to_string(amount) + " answered " +
                     answer.body;
          } else {
            std::int64_t bonus = welcome_bonus(player, amount);
            player.wallet[currency] += amount + bonus;
            if (answer.code() != 0 || answer.data()["balance"] != player.wallet[currency] ||
                answer.data()["bonus"] != bonus)
              return where + ": a deposit answered " + answer.body;
            player.answers[key] = {body, answer.body};
          }
        }
      } else if (op == 2) {  // withdrawal: sometimes more than there is
        std::int64_t balance = player.wallet["USDT"];
        std::int64_t amount =
            uniform(0, 3) == 0 || balance == 0 ? balance + uniform(1, 100) : uniform(1, balance);
        Answer answer = call("/wallet/withdraw",
                             nlohmann::json{{"currency", "USDT"},
                                            {"amount", amount},
                                            {"bankCode", "BDT_UPAY"},
                                            {"accountNumber", "01700000000"},
                                            {"fundPassword", "123456"},
                                            {"idempotencyKey", key}},
                             player.token);
        if (amount > balance) {
          if (answer.code() != 402) return where + ": an overdraft answered " + answer.body;
        } else {
          player.wallet["USDT"] -= amount;
          player.pending += amount;
          player.pending_withdrawals[answer.data()["withdrawalId"].get<std::int64_t>()] = amount;
          if (answer.data()["balance"] != player.wallet["USDT"])
            return where + ": a withdrawal answered " + answer.body;
        }
      } else if (op == 3) {  // launch: the whole USDT wallet into the game
        Answer answer =
            call("/game/launch", nlohmann::json{{"gameId", "fairway-fortune"}}, player.token);
        if (answer.data()["transferred"] != player.wallet["USDT"])
          return where + ": a launch answered " + answer.body;
        player.game += player.wallet["USDT"];
        if (player.wallet.contains("USDT")) player.wallet["USDT"] = 0;
        player.launch_id = answer.data()["launchId"];
      } else if (op == 4) {  // transfer-out: the game back into the wallet
        Answer answer = call("/transfer-out-balance", "{}", player.token);
        if (answer.data()["transferred"] != player.game)
          return where + ": a transfer-out answered " + answer.body;
        if (player.game > 0) player.wallet["USDT"] += player.game;
        player.game = 0;
        player.launch_id.clear();
      } else if (op == 5) {  // the admin's "balance added"
        std::int64_t amount = uniform(1, 1000);
        Answer answer =
            admin({{"account", player.account}, {"cmd", 53}, {"data", {{"addBalance", amount}}}});
        player.wallet["USDT"] += amount;
        if (answer.data()["data"]["balance"] != player.wallet["USDT"])
          return where + ": an admin credit answered " + answer.body;
      } else if (op == 6) {  // the daily sign-in: once
        Answer answer =
            call("/signin/claim", nlohmann::json{{"idempotencyKey", key}}, player.token);
        if (player.signed_in_today) {
          if (answer.code() != 409) return where + ": a second sign-in answered " + answer.body;
        } else {
          player.signed_in_today = true;
          player.wallet["USDT"] += answer.data()["reward"].get<std::int64_t>();
          if (answer.data()["balance"] != player.wallet["USDT"])
            return where + ": a sign-in answered " + answer.body;
        }
      } else if (op == 7) {  // the welcome task: once
        Answer answer = call(
            "/task/claim", nlohmann::json{{"rewardId", 1}, {"idempotencyKey", key}}, player.token);
        if (player.welcome_task_taken) {
          if (answer.code() != 409) return where + ": a second task claim answered " + answer.body;
        } else {
          player.welcome_task_taken = true;
          player.wallet["USDT"] += 200;
          if (answer.data()["balance"] != player.wallet["USDT"])
            return where + ": a task claim answered " + answer.body;
        }
      } else if (op == 9 || op == 10) {  // a spin: a bet and maybe a win, sometimes retried
        if (player.launch_id.empty()) continue;
        std::int64_t stake = uniform(0, 4) == 0
                                 ? player.game + uniform(1, 100)
                                 : uniform(1, std::max<std::int64_t>(1, player.game));
        nlohmann::json body = {
            {"launchId", player.launch_id}, {"stake", stake}, {"idempotencyKey", key}};
        Answer answer = call("/game/spin", body);
        if (stake > player.game) {
          if (answer.code() != 402) return where + ": an overstake answered " + answer.body;
        } else {
          player.game += answer.data()["win"].get<std::int64_t>() - stake;
          if (answer.code() != 0 || answer.data()["balance"] != player.game)
            return where + ": a spin answered " + answer.body;
          earn_vip_points(player, stake);
          if (uniform(0, 3) == 0 && call("/game/spin", body).data() != answer.data())
            return where + ": a retried spin answered differently";
        }
      } else if (op == 11) {  // the vault: in freely, out with the fund password
        bool in = uniform(0, 1) == 0;
        std::int64_t held = in ? player.wallet["USDT"] : player.vault;
        std::int64_t amount = uniform(0, 4) == 0 ? held + uniform(1, 100)
                                                 : uniform(1, std::max<std::int64_t>(1, held));
        bool wrong_password = !in && uniform(0, 5) == 0;
        nlohmann::json body = {{"currency", "USDT"}, {"amount", amount}, {"idempotencyKey", key}};
        if (!in) body["fundPassword"] = wrong_password ? "guess" : "123456";
        Answer answer = call(in ? "/vault/in" : "/vault/out", body, player.token);
        if (wrong_password) {
          if (answer.code() != 403)
            return where + ": a wrong fund password answered " + answer.body;
        } else if (amount > held) {
          if (answer.code() != 402) return where + ": a vault overdraft answered " + answer.body;
        } else {
          player.wallet["USDT"] += in ? -amount : amount;
          player.vault += in ? amount : -amount;
          if (answer.data()["vaultBalance"] != player.vault)
            return where + ": a vault move answered " + answer.body;
        }
      } else if (op == 12) {  // the admin decides the oldest pending withdrawal
        if (player.pending_withdrawals.empty()) continue;
        auto [id, amount] = *player.pending_withdrawals.begin();
        bool approve = uniform(0, 1) == 0;
        Answer answer = admin({{"withdrawalId", id}, {"decision", approve ? "approve" : "reject"}},
                              kAdminToken, true, "/admin/withdrawal");
        if (answer.code() != 0) return where + ": a decision answered " + answer.body;
        player.pending_withdrawals.erase(id);
        player.pending -= amount;
        if (!approve) player.wallet["USDT"] += amount;
        Answer again = admin({{"withdrawalId", id}, {"decision", "approve"}}, kAdminToken, true,
                             "/admin/withdrawal");
        if (again.code() != 409) return where + ": a second decision answered " + again.body;
      } else if (op == 13) {  // a payment: confirmed (sometimes twice), cancelled or left
        std::int64_t amount = uniform(0, 5) == 0 ? uniform(1, 999) : uniform(1000, 5000);
        Answer created = call("/payment/create",
                              nlohmann::json{{"currency", "USDT"},
                                             {"method", "trc20"},
                                             {"amount", amount},
                                             {"idempotencyKey", key}},
                              player.token);
        if (amount < 1000) {
          if (created.code() != 400) return where + ": a small payment answered " + created.body;
        } else {
          nlohmann::json id = {{"paymentId", created.data()["paymentId"]}};
          int roll = static_cast<int>(uniform(0, 2));
          if (roll == 0) {
            Answer paid = call("/payment/confirm", id);
            player.wallet["USDT"] += amount + welcome_bonus(player, amount);
            if (paid.data()["state"] != "paid") return where + ": a confirm answered " + paid.body;
            if (uniform(0, 1) == 0 && call("/payment/confirm", id).data() != paid.data())
              return where + ": a second confirm answered differently";
          } else if (roll == 1) {
            if (call("/payment/cancel", id).data()["state"] != "cancelled")
              return where + ": a cancel did not cancel";
          }
        }
      } else if (op == 8) {  // an application: applied for, reviewed, claimed (and again)
        std::string promotion = uniform(0, 1) == 0 ? "welcome-week" : "weekend-reload";
        Answer applied =
            call("/apply/activity",
                 nlohmann::json{{"promotionId", promotion}, {"idempotencyKey", key}}, player.token);
        if (std::find(player.applied.begin(), player.applied.end(), promotion) !=
            player.applied.end()) {
          if (applied.code() != 409)
            return where + ": a second application answered " + applied.body;
          continue;
        }
        player.applied.push_back(promotion);
        if (applied.code() != 0) return where + ": an application answered " + applied.body;
        std::int64_t id = applied.data()["id"];
        std::int64_t reward = uniform(1, 3000);
        Answer approved =
            admin({{"id", id}, {"decision", "approve"}, {"currency", "USDT"}, {"reward", reward}},
                  kAdminToken, true, "/admin/activity/review");
        if (approved.code() != 0) return where + ": a review answered " + approved.body;
        nlohmann::json claim = {{"id", id}, {"idempotencyKey", key + "-claim"}};
        Answer taken = call("/apply/activity/claim", claim, player.token);
        player.wallet["USDT"] += reward;
        if (taken.code() != 0 || taken.data()["balance"] != player.wallet["USDT"])
          return where + ": a claim answered " + taken.body;
        if (call("/apply/activity/claim", claim, player.token).body != taken.body)
          return where + ": a retried claim answered differently";
        claim["idempotencyKey"] = key + "-again";
        Answer again = call("/apply/activity/claim", claim, player.token);
        if (again.code() != 409) return where + ": a second claim answered " + again.body;
      } else {  // the wheel: the server draws the prize, the model takes its word
        admin({{"account", player.account}, {"cmd", 60}, {"data", {{"spinScore", 100}}}});
        Answer answer = call("/spinwheel/spin",
                             nlohmann::json{{"wheelId", 1}, {"idempotencyKey", key}}, player.token);
        player.wallet["USDT"] += answer.data()["reward"].get<std::int64_t>();
        if (answer.code() != 0 || answer.data()["balance"] != player.wallet["USDT"])
          return where + ": a spin answered " + answer.body;
      }
      std::string failure = compare(player, where);
      if (!failure.empty()) return failure;
      if (step % 50 == 49) {
        Answer check = admin(nlohmann::json::object(), kAdminToken, true, "/admin/ledger");
        if (check.data()["consistent"] != true) return where + ": " + check.body;
      }
    }
    return "";
  }
};

TEST_F(MoneyCallsModelTest, EveryMoneyCallAgreesWithTheModelUnderConcurrency) {
  constexpr int kCallThreads = 4;
  constexpr int kCallSteps = 250;
  std::uint64_t seed = chosen_seed();
  SCOPED_TRACE("seed " + std::to_string(seed) +
               " (rerun with LOBBYKIT_LEDGER_SEED=" + std::to_string(seed) + ")");
  std::vector<Player> players(kCallThreads);
  for (int t = 0; t < kCallThreads; ++t) {
    players[t].account = "model_" + std::to_string(t);
    Answer answer = call("/user/register", nlohmann::json{{"account", players[t].account},
                                                          {"password", "secret123"}});
    ASSERT_EQ(answer.code(), 0) << answer.body;
    players[t].token = answer.data()["token"];
    ASSERT_EQ(call("/withdraw/bind",
                   nlohmann::json{{"region", "BD"},
                                  {"bankCode", "BDT_UPAY"},
                                  {"accountNumber", "01700000000"},
                                  {"holderName", "Model Player"}},
                   players[t].token)
                  .code(),
              0);
    ASSERT_EQ(
        call("/fund-password/set", nlohmann::json{{"password", "123456"}}, players[t].token).code(),
        0);
  }
  std::vector<std::string> failures(kCallThreads);
  auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  threads.reserve(kCallThreads);
  for (int t = 0; t < kCallThreads; ++t)
    threads.emplace_back([&, t] { failures[t] = run(players[t], seed + t, kCallSteps); });
  for (auto& thread : threads) thread.join();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  for (int t = 0; t < kCallThreads; ++t) EXPECT_EQ(failures[t], "") << "thread " << t;
  Answer check = admin(nlohmann::json::object(), kAdminToken, true, "/admin/ledger");
  EXPECT_EQ(check.data()["problems"], nlohmann::json::array());
  std::cout << "money calls model: " << kCallThreads * kCallSteps << " money calls in " << seconds
            << " s, seed " << seed << "\n";
}

}  // namespace
}  // namespace lobbykit::sandbox
