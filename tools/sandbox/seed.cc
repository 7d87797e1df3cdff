#include "sandbox/seed.h"

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
INSERT INTO tasks (id, key, title, currency, reward, done_by) VALUES
  (1, 'welcome', 'Join the club', 'USDT', 200, NULL),
  (2, 'firstDeposit', 'Make a first deposit', 'USDT', 500, 'deposit'),
  (3, 'dailySignIn', 'Sign in daily', 'USDT', 100, 'signin'),
  (4, 'firstSpin', 'Spin the wheel', 'USDT', 100, 'spin');
INSERT INTO wheels (id, name, cost, enabled) VALUES (1, 'silver', 100, 1), (2, 'gold', 500, 1);
INSERT INTO wheel_prizes (wheel_id, idx, currency, reward, weight) VALUES
  (1, 0, 'USDT', 50, 30), (1, 1, 'USDT', 100, 25), (1, 2, 'USDT', 200, 15), (1, 3, 'USDT', 500, 10),
  (1, 4, 'USDT', 20, 40), (1, 5, 'USDT', 1000, 4), (1, 6, 'USDT', 80, 30), (1, 7, 'USDT', 5000, 1),
  (2, 0, 'USDT', 500, 30), (2, 1, 'USDT', 1000, 25), (2, 2, 'USDT', 2000, 15), (2, 3, 'USDT', 5000, 10),
  (2, 4, 'USDT', 300, 40), (2, 5, 'USDT', 10000, 4), (2, 6, 'USDT', 800, 30), (2, 7, 'USDT', 50000, 1);
)sql";

}  // namespace

bool seed_demo_data(Database& db, PasswordCost cost, std::int64_t now, const VipLevels& vip) {
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
  ledger.transfer({TransferKind::kSeed, demo, "USDT", 100000, std::nullopt, now});
  ledger.transfer({TransferKind::kSeed, demo, "BDT", 5000000, std::nullopt, now});
  ledger.transfer({TransferKind::kSeed, demo2, "USDT", 2500, std::nullopt, now});
  for (std::int64_t player : {demo, demo2}) {
    mailbox.add(player, 1, "Welcome to the sandbox", "Every balance here is play money.",
                now - 3 * 86400);
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
