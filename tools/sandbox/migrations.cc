#include "sandbox/migrations.h"

#include <array>
#include <string>

namespace lobbykit::sandbox {

namespace {

// Append only: a migration that has shipped is never edited.
constexpr std::array<std::string_view, 2> kMigrations = {
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
    R"sql(
ALTER TABLE players ADD COLUMN region TEXT NOT NULL DEFAULT 'BD';
ALTER TABLE players ADD COLUMN telegram_id INTEGER;
ALTER TABLE players ADD COLUMN channel_id INTEGER NOT NULL DEFAULT 2;
ALTER TABLE players ADD COLUMN referal_code TEXT;
ALTER TABLE players ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN spin_score INTEGER NOT NULL DEFAULT 0 CHECK (spin_score >= 0);
ALTER TABLE players ADD COLUMN vip_points INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX players_by_telegram ON players(telegram_id) WHERE telegram_id IS NOT NULL;
-- Tokens are stored hashed: a copy of the file does not sign anyone in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE mail (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE favourites (
  player_id INTEGER NOT NULL REFERENCES players(id),
  game_id TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE TABLE recent_games (
  player_id INTEGER NOT NULL REFERENCES players(id),
  game_id TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE TABLE vip_levels (level INTEGER PRIMARY KEY, points INTEGER NOT NULL);
CREATE TABLE signin_calendar (day INTEGER PRIMARY KEY, currency TEXT NOT NULL, reward INTEGER NOT NULL);
CREATE TABLE signin_claims (
  player_id INTEGER NOT NULL REFERENCES players(id),
  epoch_day INTEGER NOT NULL,
  PRIMARY KEY (player_id, epoch_day)
);
-- A task is done once the player has a ledger row with `done_by` as reason
-- (NULL: done from the start).
CREATE TABLE tasks (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  currency TEXT NOT NULL,
  reward INTEGER NOT NULL,
  done_by TEXT
);
CREATE TABLE task_claims (
  player_id INTEGER NOT NULL REFERENCES players(id),
  task_id INTEGER NOT NULL REFERENCES tasks(id),
  PRIMARY KEY (player_id, task_id)
);
CREATE TABLE wheels (id INTEGER PRIMARY KEY, name TEXT NOT NULL, cost INTEGER NOT NULL, enabled INTEGER NOT NULL);
CREATE TABLE wheel_prizes (
  wheel_id INTEGER NOT NULL REFERENCES wheels(id),
  idx INTEGER NOT NULL,
  currency TEXT NOT NULL,
  reward INTEGER NOT NULL,
  weight INTEGER NOT NULL CHECK (weight > 0),
  PRIMARY KEY (wheel_id, idx)
);
CREATE TABLE activity_records (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  type INTEGER NOT NULL,
  title TEXT NOT NULL,
  currency TEXT NOT NULL,
  reward INTEGER NOT NULL,
  status INTEGER NOT NULL
);
CREATE TABLE devices (
  player_id INTEGER NOT NULL REFERENCES players(id),
  device_id TEXT NOT NULL,
  device_type INTEGER NOT NULL,
  PRIMARY KEY (player_id, device_id)
);
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  bank_code TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- The first answer of a call carrying an idempotency key: a retry gets it back.
CREATE TABLE idempotent_calls (
  player_id INTEGER NOT NULL REFERENCES players(id),
  key TEXT NOT NULL,
  path TEXT NOT NULL,
  body TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (player_id, key)
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
