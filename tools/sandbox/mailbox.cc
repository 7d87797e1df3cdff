#include "sandbox/mailbox.h"

namespace lobbykit::sandbox {

std::int64_t Mailbox::add(std::int64_t player, int type, const std::string& title,
                          const std::string& body, std::int64_t now) {
  db_.prepare(
         "INSERT INTO mail (player_id, type, title, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(1, player)
      .bind(2, std::int64_t{type})
      .bind(3, title)
      .bind(4, body)
      .bind(5, now)
      .run();
  return db_.last_insert_id();
}

std::vector<Mail> Mailbox::page(std::int64_t player, int type, std::int64_t last_mail_id,
                                int limit) {
  auto query = db_.prepare(
      "SELECT id, type, title, body, status, created_at FROM mail WHERE player_id = ?1 AND type = "
      "?2 "
      "AND (?3 = 0 OR id < ?3) ORDER BY id DESC LIMIT ?4");
  query.bind(1, player)
      .bind(2, std::int64_t{type})
      .bind(3, last_mail_id)
      .bind(4, std::int64_t{limit});
  std::vector<Mail> mails;
  while (query.step()) {
    mails.push_back({query.integer(0), static_cast<int>(query.integer(1)), query.text(2),
                     query.text(3), static_cast<int>(query.integer(4)), query.integer(5)});
  }
  return mails;
}

int Mailbox::unread_count(std::int64_t player) {
  auto query = db_.prepare("SELECT count(*) FROM mail WHERE player_id = ?1 AND status = 0");
  query.bind(1, player);
  query.step();
  return static_cast<int>(query.integer(0));
}

}  // namespace lobbykit::sandbox
