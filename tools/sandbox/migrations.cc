#include "sandbox/migrations.h"

#include <array>
#include <string>

namespace lobbykit::sandbox {

namespace {

// Append only: a migration that has shipped is never edited.
constexpr std::array<std::string_view, 1> kMigrations = {
    R"sql(
CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  head_id INTEGER NOT NULL DEFAULT 1 CHECK (head_id BETWEEN 1 AND 21),
  vip INTEGER NOT NULL DEFAULT 0,
  platform_id INTEGER NOT NULL DEFAULT 1,
  disabled INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE balances (
  player_id INTEGER NOT NULL REFERENCES players(id),
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (player_id, currency)
);
-- Every change of a balance is one row here, written in the same transaction.
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  currency TEXT NOT NULL,
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL,
  idempotency_key TEXT,
  UNIQUE (player_id, idempotency_key)
);
)sql",
};

// Its own function, so the statement is finished before any COMMIT (an active
// statement makes SQLite refuse to commit).
std::size_t schema_version(Database& db) {
  auto query = db.prepare("PRAGMA user_version");
  query.step();
  return static_cast<std::size_t>(query.integer(0));
}

}  // namespace

int migrate(Database& db) {
  std::size_t version = schema_version(db);
  for (; version < kMigrations.size(); ++version) {
    Transaction transaction(db);
    db.execute(kMigrations[version]);
    db.execute("PRAGMA user_version = " + std::to_string(version + 1));
    transaction.commit();
  }
  return static_cast<int>(version);
}

}  // namespace lobbykit::sandbox
