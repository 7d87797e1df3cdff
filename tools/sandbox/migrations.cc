#include "sandbox/migrations.h"

#include <algorithm>
#include <array>
#include <string>

namespace lobbykit::sandbox {

namespace {

// Append only: a migration that has shipped is never edited.
constexpr std::array<std::string_view, 10> kMigrations = {
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
    // 3: double entry (ledger.h). The single-entry `ledger` and `balances`
    // become accounts and transfers; each old row keeps its amount and key.
    R"sql(
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL
    CHECK (kind IN ('wallet', 'game', 'vault', 'pending_withdrawal', 'house', 'bonus_pool')),
  player_id INTEGER REFERENCES players(id),
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  -- the house and the bonus pool are the operator's: no player, and they may go below zero
  CHECK ((player_id IS NULL) = (kind IN ('house', 'bonus_pool'))),
  CHECK (balance >= 0 OR kind IN ('house', 'bonus_pool'))
);
CREATE UNIQUE INDEX accounts_by_owner ON accounts (kind, coalesce(player_id, 0), currency);
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  currency TEXT NOT NULL,
  debit_account INTEGER NOT NULL REFERENCES accounts(id),
  credit_account INTEGER NOT NULL REFERENCES accounts(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  idempotency_key TEXT,
  created_at INTEGER NOT NULL,
  CHECK (debit_account != credit_account),
  UNIQUE (player_id, idempotency_key)
);
CREATE INDEX transfers_by_debit ON transfers (debit_account);
CREATE INDEX transfers_by_credit ON transfers (credit_account);
CREATE INDEX transfers_by_player ON transfers (player_id, kind);

-- The old rows as transfers. A launch wrote two rows (wallet -X, game:X +X):
-- the game row becomes the transfer, the wallet row is its other half.
CREATE TABLE migrated_moves AS
SELECT l.id AS id, l.player_id AS player_id, abs(l.delta) AS amount,
  l.idempotency_key AS idempotency_key,
  CASE WHEN l.currency LIKE 'game:%' THEN substr(l.currency, 6) ELSE l.currency END AS currency,
  CASE
    WHEN l.currency LIKE 'game:%' AND l.delta > 0 THEN 'game_in'
    WHEN l.currency LIKE 'game:%' THEN 'game_out'
    WHEN l.delta < 0 THEN 'withdraw'
    WHEN l.reason IN ('deposit', 'seed', 'signin', 'task', 'spin') THEN l.reason
    ELSE 'admin_credit'
  END AS kind
FROM ledger l
WHERE l.delta != 0
  AND NOT (l.currency NOT LIKE 'game:%' AND l.reason IN ('transfer-in', 'transfer-out'));
-- kTransferRules (ledger.cc) as it stood for these kinds.
CREATE TABLE migrated_sides (kind TEXT PRIMARY KEY, debit TEXT NOT NULL, credit TEXT NOT NULL);
INSERT INTO migrated_sides VALUES
  ('seed', 'house', 'wallet'), ('deposit', 'house', 'wallet'), ('admin_credit', 'house', 'wallet'),
  ('signin', 'bonus_pool', 'wallet'), ('task', 'bonus_pool', 'wallet'),
  ('spin', 'bonus_pool', 'wallet'), ('withdraw', 'wallet', 'pending_withdrawal'),
  ('game_in', 'wallet', 'game'), ('game_out', 'game', 'wallet');
INSERT INTO accounts (kind, player_id, currency)
SELECT s.debit, CASE WHEN s.debit IN ('house', 'bonus_pool') THEN NULL ELSE m.player_id END,
  m.currency FROM migrated_moves m JOIN migrated_sides s USING (kind)
UNION
SELECT s.credit, CASE WHEN s.credit IN ('house', 'bonus_pool') THEN NULL ELSE m.player_id END,
  m.currency FROM migrated_moves m JOIN migrated_sides s USING (kind)
UNION
SELECT CASE WHEN currency LIKE 'game:%' THEN 'game' ELSE 'wallet' END, player_id,
  CASE WHEN currency LIKE 'game:%' THEN substr(currency, 6) ELSE currency END FROM balances;
INSERT INTO transfers (kind, player_id, currency, debit_account, credit_account, amount,
  idempotency_key, created_at)
SELECT m.kind, m.player_id, m.currency,
  (SELECT a.id FROM accounts a WHERE a.kind = s.debit AND a.currency = m.currency
     AND a.player_id IS (CASE WHEN s.debit IN ('house', 'bonus_pool') THEN NULL ELSE m.player_id END)),
  (SELECT a.id FROM accounts a WHERE a.kind = s.credit AND a.currency = m.currency
     AND a.player_id IS (CASE WHEN s.credit IN ('house', 'bonus_pool') THEN NULL ELSE m.player_id END)),
  m.amount, m.idempotency_key, 0
FROM migrated_moves m JOIN migrated_sides s USING (kind) ORDER BY m.id;
UPDATE accounts SET balance =
  coalesce((SELECT sum(amount) FROM transfers WHERE credit_account = accounts.id), 0) -
  coalesce((SELECT sum(amount) FROM transfers WHERE debit_account = accounts.id), 0);
DROP TABLE migrated_moves;
DROP TABLE migrated_sides;
DROP TABLE ledger;
DROP TABLE balances;

-- A transfer is never changed or deleted (ledger.h, invariant 5).
CREATE TRIGGER transfers_are_never_changed BEFORE UPDATE ON transfers
BEGIN SELECT RAISE(ABORT, 'a transfer is never changed'); END;
CREATE TRIGGER transfers_are_never_deleted BEFORE DELETE ON transfers
BEGIN SELECT RAISE(ABORT, 'a transfer is never deleted'); END;
)sql",
    // 4: the player's money around the ledger: game sessions and their
    // rounds, bound bank accounts, the fund password, withdrawal states and
    // deposits as payments.
    R"sql(
ALTER TABLE players ADD COLUMN fund_password_hash TEXT;
CREATE TABLE game_sessions (
  id INTEGER PRIMARY KEY,
  launch_id TEXT NOT NULL UNIQUE,
  player_id INTEGER REFERENCES players(id),
  game_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  demo INTEGER NOT NULL CHECK (demo IN (0, 1)),
  -- play money: only a demo session has it; a real one plays its player's game account
  demo_balance INTEGER NOT NULL DEFAULT 0 CHECK (demo_balance >= 0),
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  CHECK (demo = 1 OR player_id IS NOT NULL)
);
CREATE INDEX game_sessions_open ON game_sessions (player_id, ended_at);
CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES game_sessions(id),
  player_id INTEGER REFERENCES players(id),
  game_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  demo INTEGER NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  win INTEGER NOT NULL CHECK (win >= 0),
  result TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (session_id, idempotency_key)
);
CREATE INDEX game_rounds_by_player ON game_rounds (player_id, demo, game_id);
CREATE TABLE bank_accounts (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  region TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  account_number TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, bank_code, account_number)
);
ALTER TABLE withdrawals ADD COLUMN holder_name TEXT NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN state TEXT NOT NULL DEFAULT 'pending'
  CHECK (state IN ('pending', 'paid', 'rejected'));
ALTER TABLE withdrawals ADD COLUMN decided_at INTEGER;
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  player_id INTEGER NOT NULL REFERENCES players(id),
  currency TEXT NOT NULL,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'cancelled')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX payments_by_player ON payments (player_id, id);
)sql",
    // 5: the game a game transfer, bet or win belongs to, for the histories.
    R"sql(
ALTER TABLE transfers ADD COLUMN game_id TEXT;
)sql",
    // 6: the player's account (issue 19): birthday, contacts, verification codes.
    // A mobile may be typed at registration by several accounts, but bound
    // (verified) by one only; an email is only ever stored bound.
    R"sql(
ALTER TABLE players ADD COLUMN birthday TEXT;
ALTER TABLE players ADD COLUMN area_code TEXT;
ALTER TABLE players ADD COLUMN mobile TEXT;
ALTER TABLE players ADD COLUMN mobile_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN email TEXT;
CREATE UNIQUE INDEX players_by_verified_mobile ON players(area_code, mobile)
  WHERE mobile_verified = 1;
CREATE UNIQUE INDEX players_by_email ON players(email) WHERE email IS NOT NULL;
CREATE TABLE verification_codes (
  player_id INTEGER NOT NULL REFERENCES players(id),
  purpose TEXT NOT NULL CHECK (purpose IN ('bind', 'reset')),
  destination TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, purpose)
);
)sql",
    // 7: referrals and activity applications (issue 20).
    // referal_code (migration 2) stays what a player signed up with, as typed;
    // referral_code is the player's own (8 of A-Z0-9, unique, made at creation).
    // The backfill's codes are distinct by construction: id -> id * an odd
    // number + one random salt, mod 2^32, is a bijection; as 8 hex digits they
    // never contain M or O, so demo's fixed DEMO0001 cannot clash with them.
    R"sql(
ALTER TABLE players ADD COLUMN referral_code TEXT;
ALTER TABLE players ADD COLUMN referred_by INTEGER REFERENCES players(id);
CREATE TEMP TABLE referral_salt AS SELECT abs(random()) % 4294967296 AS salt;
UPDATE players SET referral_code =
  printf('%08X', (id * 2654435761 + (SELECT salt FROM referral_salt)) % 4294967296);
DROP TABLE referral_salt;
UPDATE players SET referral_code = 'DEMO0001' WHERE account = 'demo';
CREATE UNIQUE INDEX players_by_referral_code ON players(referral_code);
CREATE INDEX players_by_referrer ON players(referred_by) WHERE referred_by IS NOT NULL;
-- An application names its promotion (content/promotions); older records name none ('').
ALTER TABLE activity_records ADD COLUMN promotion_id TEXT NOT NULL DEFAULT '';
ALTER TABLE activity_records ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX activity_records_one_per_promotion
  ON activity_records(player_id, promotion_id) WHERE promotion_id != '';
)sql",
    // 8: tasks and rebates (issue 20). The tasks are content now
    // (content/tasks.yaml through catalogue.json), so the seeded `tasks`
    // table goes, and a claim names a task by its content id (earlier
    // claims named the seeded rows, and go with them). A task's progress is
    // counted from what the player did: the spins and the profile change
    // are kept for it here. The task switch is stored only once the
    // operator sets it (content's taskCentre until then). Each real bet
    // accrues its rebate (stake x rate, rounded down, at the player's level
    // when it was placed); a claim marks what it took.
    R"sql(
DROP TABLE task_claims;
DROP TABLE tasks;
CREATE TABLE task_claims (
  player_id INTEGER NOT NULL REFERENCES players(id),
  task_id INTEGER NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, task_id)
);
CREATE TABLE task_switch (id INTEGER PRIMARY KEY CHECK (id = 1), task_centre INTEGER NOT NULL);
ALTER TABLE players ADD COLUMN wheel_spins INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN profile_changed INTEGER NOT NULL DEFAULT 0;
UPDATE players SET wheel_spins =
  (SELECT count(*) FROM transfers t WHERE t.player_id = players.id AND t.kind = 'spin');
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  idempotency_key TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  UNIQUE (player_id, idempotency_key)
);
CREATE TABLE rebate_accruals (
  round_id INTEGER PRIMARY KEY REFERENCES game_rounds(id),
  player_id INTEGER NOT NULL REFERENCES players(id),
  currency TEXT NOT NULL,
  category TEXT NOT NULL,
  vip INTEGER NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  rate INTEGER NOT NULL CHECK (rate BETWEEN 0 AND 10000),
  rebate INTEGER NOT NULL CHECK (rebate >= 0),
  claim_id INTEGER REFERENCES rebate_claims(id)
);
CREATE INDEX rebate_accruals_unclaimed ON rebate_accruals (player_id, claim_id);
)sql",
    // 9 (issue 21): a mail the sandbox writes carries its template, the
    // i18n key mail.<key>.* and its arguments as a JSON object (NULL: none).
    R"sql(
ALTER TABLE mail ADD COLUMN template_key TEXT;
ALTER TABLE mail ADD COLUMN template_values TEXT CHECK (template_values IS NULL OR json_valid(template_values));
CREATE INDEX mail_by_player ON mail (player_id, type, id);
)sql",
    // 10 (issue 21): maintenance (one row while set: on until ends_at) and
    // the tracking events of SPEC §7 (/track), oldest first by id.
    R"sql(
CREATE TABLE maintenance (id INTEGER PRIMARY KEY CHECK (id = 1), ends_at INTEGER NOT NULL);
CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY,
  event TEXT NOT NULL,
  player_id INTEGER REFERENCES players(id),
  at INTEGER NOT NULL
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

int migrate(Database& db, int last) {
  std::size_t version = schema_version(db);
  std::size_t target = last < 0 ? kMigrations.size() : static_cast<std::size_t>(last);
  for (; version < std::min(target, kMigrations.size()); ++version) {
    Transaction transaction(db);
    db.execute(kMigrations[version]);
    db.execute("PRAGMA user_version = " + std::to_string(version + 1));
    transaction.commit();
  }
  return static_cast<int>(version);
}

}  // namespace lobbykit::sandbox
