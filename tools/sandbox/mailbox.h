// Mailbox: a player's mail, type 1 (system) and type 2 (personal); status 0 is unread.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

struct Mail {
  std::int64_t id = 0;
  int type = 1;
  std::string title;
  std::string body;
  int status = 0;
  std::int64_t created_at = 0;
};

class Mailbox {
 public:
  explicit Mailbox(Database& db) : db_(db) {}

  std::int64_t add(std::int64_t player, int type, const std::string& title, const std::string& body,
                   std::int64_t now);

  /// Up to `limit` mails of `type`, newest first, older than `last_mail_id`
  /// (0: from the newest).
  std::vector<Mail> page(std::int64_t player, int type, std::int64_t last_mail_id, int limit);

  int unread_count(std::int64_t player);

 private:
  Database& db_;
};

}  // namespace lobbykit::sandbox
