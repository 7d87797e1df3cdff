#include "sandbox/seed.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "sandbox/ledger.h"
#include "sandbox/mailbox.h"
#include "sandbox/players.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kDemoVipPoints = 1200;

constexpr const char* kRewardTables = R"sql(
INSERT INTO signin_calendar (day, currency, reward) VALUES
  (1, 'USDT', 100), (2, 'USDT', 150), (3, 'USDT', 200), (4, 'USDT', 250), (5, 'USDT', 300), (6, 'USDT', 400),
  (7, 'USDT', 1000);
INSERT INTO wheels (id, name, cost, enabled) VALUES (1, 'silver', 100, 1), (2, 'gold', 500, 1);
INSERT INTO wheel_prizes (wheel_id, idx, currency, reward, weight) VALUES
  (1, 0, 'USDT', 50, 30), (1, 1, 'USDT', 100, 25), (1, 2, 'USDT', 200, 15), (1, 3, 'USDT', 500, 10),
  (1, 4, 'USDT', 20, 40), (1, 5, 'USDT', 1000, 4), (1, 6, 'USDT', 80, 30), (1, 7, 'USDT', 5000, 1),
  (2, 0, 'USDT', 500, 30), (2, 1, 'USDT', 1000, 25), (2, 2, 'USDT', 2000, 15), (2, 3, 'USDT', 5000, 10),
  (2, 4, 'USDT', 300, 40), (2, 5, 'USDT', 10000, 4), (2, 6, 'USDT', 800, 30), (2, 7, 'USDT', 50000, 1);
)sql";

/// The demo player's real rounds: stakes and wins (minor units of USDT).
struct SeedRound {
  std::int64_t stake;
  std::int64_t win;
  std::string_view result;
};
constexpr std::array<SeedRound, 3> kDemoRounds = {{
    {2000, 0, "cherry-lemon-bell"},
    {5000, 5000, "seven-bell-seven"},
    {3000, 0, "lemon-bell-cherry"},
}};
constexpr std::int64_t kDemoGameMoney = 10000;  // 100.00 USDT taken into the game

/// A few real rounds an hour ago in the first game of the first game
/// category, so the demo player has a rebate to claim and a stake task
/// under way: the bets and wins are ledger transfers, each round accrues
/// its rebate at the player's level. The wallet is topped up by what the
/// rounds lose, so it still holds `wallet` after them.
void play_demo_rounds(Database& db, std::int64_t player, std::int64_t wallet, std::int64_t now,
                      const Catalogue& catalogue) {
  const nlohmann::json& categories = catalogue.categories();
  auto category = std::find_if(categories.begin(), categories.end(),
                               [](const nlohmann::json& c) { return !c["games"].empty(); });
  Ledger ledger(db);
  if (category == categories.end()) {  // a catalogue without games: the wallet alone
    ledger.transfer({TransferKind::kSeed, player, "USDT", wallet, std::nullopt, now});
    return;
  }
  const std::string game = (*category)["games"][0];
  const std::string category_id = (*category)["id"];
  const std::string currency = "USDT";
  const std::int64_t at = now - 3600;
  std::int64_t lost = 0;
  for (const auto& round : kDemoRounds) lost += round.stake - round.win;
  ledger.transfer({TransferKind::kSeed, player, currency, wallet + lost, std::nullopt, at});
  ledger.transfer(
      {TransferKind::kGameIn, player, currency, kDemoGameMoney, std::nullopt, at, game});
  db.prepare(
        "INSERT INTO game_sessions (launch_id, player_id, game_id, currency, demo, started_at, "
        "ended_at) VALUES ('seed-demo-session', ?1, ?2, ?3, 0, ?4, ?4)")
      .bind(1, player)
      .bind(2, game)
      .bind(3, currency)
      .bind(4, at)
      .run();
  const std::int64_t session = db.last_insert_id();
  const int level = Players(db).find(player)->vip;
  const std::int64_t rate = catalogue.vip().rebate_rate(level, category_id);
  std::int64_t index = 0;
  for (const auto& round : kDemoRounds) {
    std::string key = "seed-round-" + std::to_string(++index);
    ledger.transfer({TransferKind::kBet, player, currency, round.stake, "bet:" + key, at, game});
    if (round.win > 0)
      ledger.transfer({TransferKind::kWin, player, currency, round.win, "win:" + key, at, game});
    db.prepare(
          "INSERT INTO game_rounds (session_id, player_id, game_id, currency, demo, stake, win, "
          "result, idempotency_key, created_at) VALUES (?1, ?2, ?3, ?4, 0, ?5, ?6, ?7, ?8, ?9)")
        .bind(1, session)
        .bind(2, player)
        .bind(3, game)
        .bind(4, currency)
        .bind(5, round.stake)
        .bind(6, round.win)
        .bind(7, std::string(round.result))
        .bind(8, key)
        .bind(9, at)
        .run();
    db.prepare(
          "INSERT INTO rebate_accruals (round_id, player_id, currency, category, vip, stake, "
          "rate, rebate) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
        .bind(1, db.last_insert_id())
        .bind(2, player)
        .bind(3, currency)
        .bind(4, category_id)
        .bind(5, std::int64_t{level})
        .bind(6, round.stake)
        .bind(7, rate)
        .bind(8, round.stake * rate / 10'000)
        .run();
  }
  ledger.transfer(
      {TransferKind::kGameOut, player, currency, kDemoGameMoney - lost, std::nullopt, at, game});
}

}  // namespace

bool seed_demo_data(Database& db, PasswordCost cost, std::int64_t now, const Catalogue& catalogue) {
  const VipLevels& vip = catalogue.vip();
  {
    auto any = db.prepare("SELECT 1 FROM players LIMIT 1");
    if (any.step()) return false;
  }
  // Hashing is slow; done before the write lock is taken.
  std::string password_hash = hash_password(kDemoPassword, cost);
  Transaction transaction(db);
  db.execute(kRewardTables);
  Players players(db);
  Ledger ledger(db);
  Mailbox mailbox(db);
  std::int64_t demo =
      *players.create({"demo", password_hash, "Demo Player", now, std::nullopt, 2, std::nullopt});
  std::int64_t demo2 =
      *players.create({"demo2", password_hash, "Second Demo", now, std::nullopt, 2, std::nullopt});
  // A player of platform 10, which hides live support (SPEC §9), with nothing in the wallet.
  std::int64_t demo3 =
      *players.create({"demo3", password_hash, "Platform Ten", now, std::nullopt, 2, std::nullopt});
  db.prepare("UPDATE players SET platform_id = 10 WHERE id = ?1").bind(1, demo3).run();
  players.set_spin_score(demo, 300);
  db.prepare("UPDATE players SET vip_points = ?2, head_id = 5 WHERE id = ?1")
      .bind(1, demo)
      .bind(2, kDemoVipPoints)
      .run();
  players.set_vip(demo, vip.level_for(kDemoVipPoints));
  // A verified mobile and an email, so a visitor can try the forgotten-password flow.
  players.bind_mobile(demo, "86", "13800138000");
  players.bind_email(demo, "demo@example.com");
  players.set_birthday(demo, "1990-06-15");
  play_demo_rounds(db, demo, 100000, now, catalogue);
  ledger.transfer({TransferKind::kSeed, demo, "BDT", 5000000, std::nullopt, now});
  ledger.transfer({TransferKind::kSeed, demo2, "USDT", 2500, std::nullopt, now});
  for (std::int64_t player : {demo, demo2}) {
    // The welcome mail (templated, as registration writes it) is read; the rest are not.
    std::int64_t welcome = mailbox.add(player, 1, welcome_mail(), now - 3 * 86400);
    mailbox.mark_read(player, welcome);
    mailbox.add(player, 1, "Maintenance window", "Games pause on Sunday 02:00-03:00 UTC.",
                now - 2 * 86400);
    mailbox.add(player, 1, "New games", "Ten new slots arrived this week.", now - 86400);
    mailbox.add(player, 2, "Your VIP host", "Reply here any time; we answer within a day.",
                now - 7200);
    mailbox.add(player, 2, "Deposit bonus", "Your first deposit earns a 100% bonus this week.",
                now - 3600);
  }
  // The e2e tests sign referred players up with demo's code.
  players.set_referral_code(demo, kDemoReferralCode);
  // Applications for content/promotions' promotions, newest first: under
  // review, approved (8.00 USDT to claim) and taken (its reward is part of
  // the opening balance).
  db.prepare(
        "INSERT INTO activity_records (player_id, type, promotion_id, title, currency, reward, "
        "status, created_at) VALUES "
        "(?1, 1, 'welcome-week', 'Welcome week', 'USDT', 500, 3, ?2 - 3 * 86400), "
        "(?1, 1, 'weekend-reload', 'Weekend reload', 'USDT', 800, 2, ?2 - 86400), "
        "(?1, 1, 'vip-tournament', 'VIP tournament', 'USDT', 0, 1, ?2 - 3600)")
      .bind(1, demo)
      .bind(2, now)
      .run();
  transaction.commit();
  return true;
}

}  // namespace lobbykit::sandbox
