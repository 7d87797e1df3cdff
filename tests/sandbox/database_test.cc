#include "sandbox/database.h"

#include <gtest/gtest.h>

#include "core/fatal_error.h"
#include "sandbox/ledger.h"
#include "sandbox/migrations.h"
#include "sandbox/players.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

TEST(Database, MigratesOnceAndRecordsTheVersion) {
  testing::TemporaryFolder folder;
  {
    Database db(folder.path() / "s.db");
    EXPECT_EQ(migrate(db), 10);
  }
  Database again(folder.path() / "s.db");
  EXPECT_EQ(migrate(again), 10);  // reopening applies nothing twice
  auto tables = again.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
  tables.step();
  EXPECT_EQ(tables.integer(0), 27);  // 10: maintenance, tracking_events
}

TEST(Database, UsesWriteAheadLoggingAndForeignKeys) {
  testing::TemporaryFolder folder;
  Database db(folder.path() / "s.db");
  {
    auto mode = db.prepare("PRAGMA journal_mode");
    mode.step();
    EXPECT_EQ(mode.text(0), "wal");
  }
  migrate(db);
  // an account of a player that does not exist is refused
  EXPECT_THROW(
      db.execute("INSERT INTO accounts (kind, player_id, currency) VALUES ('wallet', 42, 'USDT')"),
      FatalError);
}

TEST(Database, RollsBackATransactionThatIsNotCommitted) {
  testing::TemporaryFolder folder;
  Database db(folder.path() / "s.db");
  db.execute("CREATE TABLE t (x INTEGER)");
  {
    Transaction transaction(db);
    db.execute("INSERT INTO t VALUES (1)");
  }
  auto count = db.prepare("SELECT count(*) FROM t");
  count.step();
  EXPECT_EQ(count.integer(0), 0);
}

TEST(Database, ReportsAnUnopenableFile) {
  EXPECT_THROW(Database("/nonexistent/folder/s.db"), FatalError);
}

// Migration 8 counts the wheel spins a player made before it (their spin
// transfers) for the spin tasks, and starts with no task claims.
TEST(Database, Migration8CountsEarlierWheelSpins) {
  testing::TemporaryFolder folder;
  Database db(folder.path() / "s.db");
  ASSERT_EQ(migrate(db, 7), 7);
  std::int64_t player = 0;
  {
    Transaction transaction(db);
    player = *Players(db).create({"spinner", "hash", "Spinner", 0, std::nullopt, 2, std::nullopt});
    Ledger ledger(db);
    for (int i = 0; i < 2; ++i)
      ASSERT_TRUE(
          ledger.transfer({TransferKind::kSpin, player, "USDT", 50, "spin-" + std::to_string(i), 0})
              .ok());
    transaction.commit();
  }
  ASSERT_EQ(migrate(db, 8), 8);
  auto spins = db.prepare("SELECT wheel_spins, profile_changed FROM players WHERE id = ?1");
  spins.bind(1, player);
  ASSERT_TRUE(spins.step());
  EXPECT_EQ(spins.integer(0), 2);
  EXPECT_EQ(spins.integer(1), 0);
  auto claims = db.prepare("SELECT count(*) FROM task_claims");
  claims.step();
  EXPECT_EQ(claims.integer(0), 0);
  EXPECT_TRUE(Ledger(db).check().empty());
}

}  // namespace
}  // namespace lobbykit::sandbox
