// The game session (SPEC §4): a launch opens a session of the sandbox's demo
// game and moves the balance into the game account; each spin is a bet
// (game -> house) and, when it wins, a win (house -> game), both ledger
// transfers written with the round's history row, accrues its rebate
// (rebate_calls.cc), and earns VIP points (vip_calls.cc) and spin points
// (task_calls.cc). A demo session plays with play money kept on the session,
// writes nothing to the ledger and earns no points.
#include <sodium.h>

#include <array>

#include "sandbox/calls/handlers.h"
#include "sandbox/calls/paging.h"
#include "sandbox/calls/random_id.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/game_wallet.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kDemoMoney = 100'000;     // 1,000.00 of play money
constexpr std::int64_t kMaxStake = 100'000'000;  // 1 million in one spin

struct Session {
  std::int64_t id = 0;
  std::string launch_id;
  std::optional<PlayerId> player;
  std::string game;
  std::string currency;
  bool demo = false;
  std::int64_t demo_balance = 0;
  bool ended = false;
};

Session read_session(Statement& query) {
  Session session{query.integer(0), query.text(1),         std::nullopt,     query.text(3),
                  query.text(4),    query.integer(5) != 0, query.integer(6), !query.is_null(7)};
  if (!query.is_null(2)) session.player = query.integer(2);
  return session;
}

constexpr const char* kSessionColumns =
    "SELECT id, launch_id, player_id, game_id, currency, demo, demo_balance, ended_at FROM "
    "game_sessions ";

Session session_named(CallContext& ctx) {
  std::string launch_id = ctx.fields.text("launchId", 64);
  auto query = ctx.db.prepare(std::string(kSessionColumns) + "WHERE launch_id = ?1");
  query.bind(1, launch_id);
  if (!query.step()) throw CallError(CallCode::kNotFound, "no game session '" + launch_id + "'");
  return read_session(query);
}

std::optional<Session> open_session(CallContext& ctx, PlayerId player) {
  auto query = ctx.db.prepare(std::string(kSessionColumns) +
                              "WHERE player_id = ?1 AND demo = 0 AND ended_at IS NULL "
                              "ORDER BY id DESC LIMIT 1");
  query.bind(1, player);
  if (!query.step()) return std::nullopt;
  return read_session(query);
}

std::string launch_url(CallContext& ctx, const Session& session) {
  return ctx.config.launch_path + session.launch_id + "?demo=" + (session.demo ? "1" : "0");
}

std::int64_t session_balance(CallContext& ctx, const Session& session) {
  if (session.demo) return session.demo_balance;
  return Ledger(ctx.db).balance({AccountKind::kGame, *session.player, session.currency});
}

nlohmann::json session_json(CallContext& ctx, const Session& session) {
  return {{"launchId", session.launch_id},
          {"gameId", session.game},
          {"launchUrl", launch_url(ctx, session)},
          {"demo", session.demo},
          {"inProgress", !session.ended},
          {"currency", session.currency},
          {"balance", session_balance(ctx, session)}};
}

Session start_session(CallContext& ctx, std::optional<PlayerId> player, const std::string& game,
                      bool demo) {
  Session session{0,    random_id(),           player, game, ctx.catalogue.default_currency(),
                  demo, demo ? kDemoMoney : 0, false};
  ctx.db
      .prepare(
          "INSERT INTO game_sessions (launch_id, player_id, game_id, currency, demo, "
          "demo_balance, started_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(1, session.launch_id)
      .bind(2, player ? SqlValue(*player) : SqlValue(nullptr))
      .bind(3, game)
      .bind(4, session.currency)
      .bind(5, std::int64_t{demo ? 1 : 0})
      .bind(6, session.demo_balance)
      .bind(7, ctx.now)
      .run();
  session.id = ctx.db.last_insert_id();
  return session;
}

// Three reels of four symbols: three alike pay 5 times the stake, two alike
// give the stake back, else the stake is lost (return to player 87.5%).
struct Outcome {
  std::int64_t win = 0;
  std::string result;
};

Outcome spin_reels(std::int64_t stake) {
  static constexpr std::array<std::string_view, 4> kSymbols = {"cherry", "lemon", "bell", "seven"};
  std::array<std::uint32_t, 3> reels{};
  for (auto& reel : reels) reel = randombytes_uniform(static_cast<std::uint32_t>(kSymbols.size()));
  Outcome outcome;
  for (std::size_t i = 0; i < reels.size(); ++i) {
    if (i > 0) outcome.result += '-';
    outcome.result += kSymbols[reels[i]];
  }
  bool all = reels[0] == reels[1] && reels[1] == reels[2];
  bool pair = reels[0] == reels[1] || reels[1] == reels[2] || reels[0] == reels[2];
  outcome.win = all ? stake * 5 : pair ? stake : 0;
  return outcome;
}

nlohmann::json round_json(Statement& query) {
  return {{"roundId", query.integer(0)},  {"gameId", query.text(1)}, {"currency", query.text(2)},
          {"stake", query.integer(3)},    {"win", query.integer(4)}, {"result", query.text(5)},
          {"createdAt", query.integer(6)}};
}

constexpr const char* kRoundColumns =
    "SELECT id, game_id, currency, stake, win, result, created_at FROM game_rounds ";

}  // namespace

// A new session each launch: the previous one ends (its money is already in
// the game account, which the new session plays on).
nlohmann::json game_launch(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string game = checked_game(ctx);
  ctx.db
      .prepare(
          "INSERT INTO recent_games (player_id, game_id, played_at) VALUES (?1, ?2, ?3) "
          "ON CONFLICT (player_id, game_id) DO UPDATE SET played_at = excluded.played_at")
      .bind(1, player)
      .bind(2, game)
      .bind(3, ctx.now)
      .run();
  ctx.db.prepare("UPDATE game_sessions SET ended_at = ?2 WHERE player_id = ?1 AND ended_at IS NULL")
      .bind(1, player)
      .bind(2, ctx.now)
      .run();
  std::int64_t transferred =
      GameWallet(ctx.db).transfer_in(player, ctx.catalogue.default_currency(), game, ctx.now);
  Session session = start_session(ctx, player, game, false);
  nlohmann::json answer = session_json(ctx, session);
  answer["transferred"] = transferred;
  return answer;
}

nlohmann::json game_demo(CallContext& ctx) {
  std::string game = checked_game(ctx);
  return session_json(ctx, start_session(ctx, std::nullopt, game, true));
}

nlohmann::json game_session(CallContext& ctx) { return session_json(ctx, session_named(ctx)); }

nlohmann::json game_current(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t in_game =
      Ledger(ctx.db).balance({AccountKind::kGame, player, ctx.catalogue.default_currency()});
  auto session = open_session(ctx, player);
  if (!session) {
    return {{"inProgress", false},
            {"currency", ctx.catalogue.default_currency()},
            {"balance", in_game}};
  }
  return session_json(ctx, *session);
}

// The session's launch id stands for the player (random_id.h): the game page
// has no token. A retry with the same key gets the first round back.
nlohmann::json game_spin(CallContext& ctx) {
  Session session = session_named(ctx);
  std::int64_t stake = ctx.fields.integer("stake", 1, kMaxStake);
  std::string key = ctx.fields.idempotency_key();
  if (session.ended)
    throw CallError(CallCode::kConflict, "the game session '" + session.launch_id + "' has ended");
  auto earlier =
      ctx.db.prepare(std::string(kRoundColumns) + "WHERE session_id = ?1 AND idempotency_key = ?2");
  earlier.bind(1, session.id).bind(2, key);
  if (earlier.step()) {
    if (earlier.integer(3) != stake) {
      throw CallError(CallCode::kConflict,
                      "idempotencyKey '" + key + "' was used for another request");
    }
    nlohmann::json round = round_json(earlier);
    round["balance"] = session_balance(ctx, session);
    return round;
  }
  if (session_balance(ctx, session) < stake) {
    throw CallError(CallCode::kInsufficientFunds,
                    "the game balance is too low for a stake of " + std::to_string(stake));
  }
  Outcome outcome = spin_reels(stake);
  if (session.demo) {
    ctx.db.prepare("UPDATE game_sessions SET demo_balance = demo_balance + ?2 WHERE id = ?1")
        .bind(1, session.id)
        .bind(2, outcome.win - stake)
        .run();
  } else {
    Ledger ledger(ctx.db);
    std::string round_key = session.launch_id + "/" + key;
    auto bet = ledger.transfer({TransferKind::kBet, *session.player, session.currency, stake,
                                "bet:" + round_key, ctx.now, session.game});
    require_applied(bet, session.currency, key);
    if (outcome.win > 0) {
      auto win = ledger.transfer({TransferKind::kWin, *session.player, session.currency,
                                  outcome.win, "win:" + round_key, ctx.now, session.game});
      require_applied(win, session.currency, key);
    }
  }
  ctx.db
      .prepare(
          "INSERT INTO game_rounds (session_id, player_id, game_id, currency, demo, stake, win, "
          "result, idempotency_key, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")
      .bind(1, session.id)
      .bind(2, session.player ? SqlValue(*session.player) : SqlValue(nullptr))
      .bind(3, session.game)
      .bind(4, session.currency)
      .bind(5, std::int64_t{session.demo ? 1 : 0})
      .bind(6, stake)
      .bind(7, outcome.win)
      .bind(8, outcome.result)
      .bind(9, key)
      .bind(10, ctx.now)
      .run();
  std::int64_t round_id = ctx.db.last_insert_id();
  if (!session.demo) {
    accrue_rebate(ctx, *session.player, round_id, session.game, session.currency, stake);
    earn_vip_points(ctx, *session.player, session.currency, stake);
    earn_spin_points(ctx, *session.player, session.currency, stake);
  }
  session.demo_balance += outcome.win - stake;
  return {{"roundId", round_id},          {"gameId", session.game},
          {"currency", session.currency}, {"stake", stake},
          {"win", outcome.win},           {"result", outcome.result},
          {"createdAt", ctx.now},         {"balance", session_balance(ctx, session)}};
}

// Real rounds only: demo play is nobody's history.
nlohmann::json game_history(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  Page page = read_page(ctx.fields);
  std::string game = ctx.fields.optional_text("gameId", 100).value_or("");
  return paged_rows(ctx.db, kRoundColumns, "FROM game_rounds",
                    "WHERE player_id = ?1 AND demo = 0 AND (?2 = '' OR game_id = ?2)",
                    {player, game}, "id", page, round_json);
}

}  // namespace lobbykit::sandbox
