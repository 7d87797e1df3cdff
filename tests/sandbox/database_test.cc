#include "sandbox/database.h"

#include <gtest/gtest.h>

#include "core/fatal_error.h"
#include "sandbox/migrations.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

TEST(Database, MigratesOnceAndRecordsTheVersion) {
  testing::TemporaryFolder folder;
  {
    Database db(folder.path() / "s.db");
    EXPECT_EQ(migrate(db), 7);
  }
  Database again(folder.path() / "s.db");
  EXPECT_EQ(migrate(again), 7);  // reopening applies nothing twice
  auto tables = again.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
  tables.step();
  EXPECT_EQ(tables.integer(0), 23);
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

}  // namespace
}  // namespace lobbykit::sandbox
