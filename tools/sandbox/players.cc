#include "sandbox/players.h"

namespace lobbykit::sandbox {

std::optional<std::int64_t> Players::create(const NewPlayer& player) {
  auto insert = db_.prepare(
      "INSERT INTO players (account, password_hash, nickname, created_at, telegram_id, channel_id, "
      "referal_code) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING");
  insert.bind(1, player.account)
      .bind(2, player.password_hash)
      .bind(3, player.nickname)
      .bind(4, player.created_at);
  insert.bind(5, player.telegram_id ? SqlValue(*player.telegram_id) : SqlValue(nullptr));
  insert.bind(6, player.channel_id);
  insert.bind(7, player.referal_code ? SqlValue(*player.referal_code) : SqlValue(nullptr));
  insert.run();
  if (sqlite3_changes(db_.handle()) == 0) return std::nullopt;
  return db_.last_insert_id();
}

std::optional<Player> Players::find_where(const std::string& condition, const SqlValue& value) {
  auto query = db_.prepare(
      "SELECT id, account, password_hash, nickname, head_id, vip, platform_id, disabled, region, "
      "created_at, "
      "spin_score, vip_points FROM players WHERE " +
      condition);
  query.bind(1, value);
  if (!query.step()) return std::nullopt;
  Player p;
  p.id = query.integer(0);
  p.account = query.text(1);
  p.password_hash = query.text(2);
  p.nickname = query.text(3);
  p.head_id = static_cast<int>(query.integer(4));
  p.vip = static_cast<int>(query.integer(5));
  p.platform_id = static_cast<int>(query.integer(6));
  p.disabled = query.integer(7) != 0;
  p.region = query.text(8);
  p.created_at = query.integer(9);
  p.spin_score = query.integer(10);
  p.vip_points = query.integer(11);
  return p;
}

std::optional<Player> Players::find(std::int64_t id) { return find_where("id = ?1", id); }
std::optional<Player> Players::find_by_account(const std::string& account) {
  return find_where("account = ?1", account);
}
std::optional<Player> Players::find_by_telegram(std::int64_t telegram_id) {
  return find_where("telegram_id = ?1", telegram_id);
}

void Players::disable(std::int64_t id) {
  db_.prepare("UPDATE players SET disabled = 1 WHERE id = ?1").bind(1, id).run();
}

void Players::set_vip(std::int64_t id, int vip) {
  db_.prepare("UPDATE players SET vip = ?2 WHERE id = ?1")
      .bind(1, id)
      .bind(2, std::int64_t{vip})
      .run();
}

bool Players::add_spin_score(std::int64_t id, std::int64_t delta) {
  db_.prepare(
         "UPDATE players SET spin_score = spin_score + ?2 WHERE id = ?1 AND spin_score + ?2 >= 0")
      .bind(1, id)
      .bind(2, delta)
      .run();
  return sqlite3_changes(db_.handle()) == 1;
}

void Players::set_spin_score(std::int64_t id, std::int64_t score) {
  db_.prepare("UPDATE players SET spin_score = ?2 WHERE id = ?1").bind(1, id).bind(2, score).run();
}

}  // namespace lobbykit::sandbox
