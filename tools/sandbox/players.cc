#include "sandbox/players.h"

#include <sodium.h>

#include <algorithm>
#include <cctype>

namespace lobbykit::sandbox {

namespace {

SqlValue optional_value(const std::optional<std::string>& text) {
  return text ? SqlValue(*text) : SqlValue(nullptr);
}

std::optional<std::string> optional_text(const Statement& query, int column) {
  if (query.is_null(column)) return std::nullopt;
  return query.text(column);
}

bool code_taken(Database& db, const std::string& code) {
  auto query = db.prepare("SELECT 1 FROM players WHERE referral_code = ?1");
  query.bind(1, code);
  return query.step();
}

}  // namespace

std::string random_referral_code() {
  static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  std::string code(kReferralCodeLength, 'A');
  for (char& c : code) c = kAlphabet[randombytes_uniform(kAlphabet.size())];
  return code;
}

std::optional<std::int64_t> Players::create(const NewPlayer& player) {
  // 36^8 codes: a clash is rare, and a new draw settles it.
  std::string code = random_referral_code();
  while (code_taken(db_, code)) code = random_referral_code();
  auto insert = db_.prepare(
      "INSERT INTO players (account, password_hash, nickname, created_at, telegram_id, channel_id, "
      "referal_code, area_code, mobile, referral_code, referred_by) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) ON CONFLICT DO NOTHING");
  insert.bind(1, player.account)
      .bind(2, player.password_hash)
      .bind(3, player.nickname)
      .bind(4, player.created_at);
  insert.bind(5, player.telegram_id ? SqlValue(*player.telegram_id) : SqlValue(nullptr));
  insert.bind(6, player.channel_id);
  insert.bind(7, optional_value(player.referal_code));
  insert.bind(8, optional_value(player.area_code));
  insert.bind(9, optional_value(player.mobile));
  insert.bind(10, code);
  insert.bind(11, player.referred_by ? SqlValue(*player.referred_by) : SqlValue(nullptr));
  insert.run();
  if (sqlite3_changes(db_.handle()) == 0) return std::nullopt;
  return db_.last_insert_id();
}

std::optional<Player> Players::find_where(const std::string& condition, const SqlValue& value,
                                          const SqlValue& second) {
  auto query = db_.prepare(
      "SELECT id, account, password_hash, nickname, head_id, vip, platform_id, disabled, region, "
      "created_at, spin_score, vip_points, birthday, area_code, mobile, mobile_verified, email, "
      "referral_code, referred_by FROM players WHERE " +
      condition);
  query.bind(1, value);
  if (!std::holds_alternative<std::nullptr_t>(second)) query.bind(2, second);
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
  p.birthday = optional_text(query, 12);
  p.area_code = optional_text(query, 13);
  p.mobile = optional_text(query, 14);
  p.mobile_verified = query.integer(15) != 0;
  p.email = optional_text(query, 16);
  p.referral_code = query.is_null(17) ? "" : query.text(17);
  if (!query.is_null(18)) p.referred_by = query.integer(18);
  return p;
}

std::optional<Player> Players::find(std::int64_t id) { return find_where("id = ?1", id); }
std::optional<Player> Players::find_by_account(const std::string& account) {
  return find_where("account = ?1", account);
}
std::optional<Player> Players::find_by_telegram(std::int64_t telegram_id) {
  return find_where("telegram_id = ?1", telegram_id);
}

std::optional<Player> Players::find_by_verified_mobile(const std::string& area_code,
                                                       const std::string& mobile) {
  return find_where("area_code = ?1 AND mobile = ?2 AND mobile_verified = 1", area_code, mobile);
}
std::optional<Player> Players::find_by_email(const std::string& email) {
  return find_where("email = ?1", email);
}

std::optional<Player> Players::find_by_referral_code(const std::string& code) {
  std::string upper = code;
  std::transform(upper.begin(), upper.end(), upper.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return find_where("referral_code = ?1", upper);
}

void Players::set_referral_code(std::int64_t id, const std::string& code) {
  db_.prepare("UPDATE players SET referral_code = ?2 WHERE id = ?1")
      .bind(1, id)
      .bind(2, code)
      .run();
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

void Players::set_nickname(std::int64_t id, const std::string& nickname) {
  db_.prepare("UPDATE players SET nickname = ?2 WHERE id = ?1").bind(1, id).bind(2, nickname).run();
}

void Players::set_head_id(std::int64_t id, int head_id) {
  db_.prepare("UPDATE players SET head_id = ?2 WHERE id = ?1")
      .bind(1, id)
      .bind(2, std::int64_t{head_id})
      .run();
}

void Players::set_password_hash(std::int64_t id, const std::string& password_hash) {
  db_.prepare("UPDATE players SET password_hash = ?2 WHERE id = ?1")
      .bind(1, id)
      .bind(2, password_hash)
      .run();
}

bool Players::set_birthday(std::int64_t id, const std::string& birthday) {
  db_.prepare("UPDATE players SET birthday = ?2 WHERE id = ?1 AND birthday IS NULL")
      .bind(1, id)
      .bind(2, birthday)
      .run();
  return sqlite3_changes(db_.handle()) == 1;
}

void Players::bind_mobile(std::int64_t id, const std::string& area_code,
                          const std::string& mobile) {
  db_.prepare("UPDATE players SET area_code = ?2, mobile = ?3, mobile_verified = 1 WHERE id = ?1")
      .bind(1, id)
      .bind(2, area_code)
      .bind(3, mobile)
      .run();
}

void Players::bind_email(std::int64_t id, const std::string& email) {
  db_.prepare("UPDATE players SET email = ?2 WHERE id = ?1").bind(1, id).bind(2, email).run();
}

}  // namespace lobbykit::sandbox
