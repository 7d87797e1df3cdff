// Mailbox: a player's mail, type 1 (system) and type 2 (personal); status 0
// is unread, 1 read. A mail the sandbox writes itself carries a template (a
// key of i18n's mail.<key>.title / mail.<key>.body and its arguments) so the
// app can show it in the player's language; its title and body are English.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

struct MailTemplate {
  std::string key;                                   ///< "welcome", "deposit", ...
  nlohmann::json values = nlohmann::json::object();  ///< the message's arguments
};

struct Mail {
  std::int64_t id = 0;
  int type = 1;
  std::string title;
  std::string body;
  int status = 0;
  std::int64_t created_at = 0;
  std::optional<MailTemplate> mail_template;
};

/// A mail to write: English title and body, and the template the app translates.
struct MailText {
  std::string title;
  std::string body;
  std::optional<MailTemplate> mail_template;
};

/// The mails the sandbox writes itself (type 1, system), one place for their
/// English text; amounts are minor units (hundredths) of `currency`.
MailText welcome_mail();
MailText deposit_mail(std::int64_t amount, const std::string& currency);
MailText withdrawal_mail(bool approved, std::int64_t amount, const std::string& currency);
MailText level_up_mail(int vip);

/// Unread mail, per type.
struct UnreadMail {
  int system = 0;    ///< type 1
  int personal = 0;  ///< type 2
  [[nodiscard]] int total() const { return system + personal; }
};

class Mailbox {
 public:
  explicit Mailbox(Database& db) : db_(db) {}

  std::int64_t add(std::int64_t player, int type, const std::string& title, const std::string& body,
                   std::int64_t now, const std::optional<MailTemplate>& mail_template = {});
  std::int64_t add(std::int64_t player, int type, const MailText& mail, std::int64_t now) {
    return add(player, type, mail.title, mail.body, now, mail.mail_template);
  }

  /// Up to `limit` mails of `type`, newest first, older than `last_mail_id`
  /// (0: from the newest).
  std::vector<Mail> page(std::int64_t player, int type, std::int64_t last_mail_id, int limit);

  /// Marks `player`'s mail `mail_id` read (again: no change). False if
  /// `player` has no such mail (another's, or none).
  bool mark_read(std::int64_t player, std::int64_t mail_id);

  UnreadMail unread(std::int64_t player);
  int unread_count(std::int64_t player) { return unread(player).total(); }

 private:
  Database& db_;
};

}  // namespace lobbykit::sandbox
