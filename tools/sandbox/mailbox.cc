#include "sandbox/mailbox.h"

namespace lobbykit::sandbox {

namespace {

// 123456 -> "1234.56".
std::string major_units(std::int64_t amount) {
  std::string cents = std::to_string(amount % 100);
  return std::to_string(amount / 100) + "." + (cents.size() < 2 ? "0" : "") + cents;
}

nlohmann::json money_values(std::int64_t amount, const std::string& currency) {
  return {{"amount", amount}, {"currency", currency}};
}

}  // namespace

MailText welcome_mail() {
  return {"Welcome to the sandbox", "Every balance here is play money.",
          MailTemplate{"welcome", nlohmann::json::object()}};
}

MailText deposit_mail(std::int64_t amount, const std::string& currency) {
  return {"Deposit received",
          "Your deposit of " + major_units(amount) + " " + currency + " is in your wallet.",
          MailTemplate{"deposit", money_values(amount, currency)}};
}

MailText withdrawal_mail(bool approved, std::int64_t amount, const std::string& currency) {
  std::string money = major_units(amount) + " " + currency;
  if (approved) {
    return {"Withdrawal approved", "Your withdrawal of " + money + " has been paid out.",
            MailTemplate{"withdrawalApproved", money_values(amount, currency)}};
  }
  return {"Withdrawal rejected",
          "Your withdrawal of " + money + " was declined and returned to your wallet.",
          MailTemplate{"withdrawalRejected", money_values(amount, currency)}};
}

MailText level_up_mail(int vip) {
  return {"VIP level reached", "Congratulations: you are now VIP " + std::to_string(vip) + ".",
          MailTemplate{"levelUp", {{"vip", vip}}}};
}

std::int64_t Mailbox::add(std::int64_t player, int type, const std::string& title,
                          const std::string& body, std::int64_t now,
                          const std::optional<MailTemplate>& mail_template) {
  auto insert = db_.prepare(
      "INSERT INTO mail (player_id, type, title, body, created_at, template_key, template_values) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  insert.bind(1, player).bind(2, std::int64_t{type}).bind(3, title).bind(4, body).bind(5, now);
  if (mail_template) {
    insert.bind(6, mail_template->key).bind(7, mail_template->values.dump());
  }
  insert.run();
  return db_.last_insert_id();
}

std::vector<Mail> Mailbox::page(std::int64_t player, int type, std::int64_t last_mail_id,
                                int limit) {
  auto query = db_.prepare(
      "SELECT id, type, title, body, status, created_at, template_key, template_values FROM mail "
      "WHERE player_id = ?1 AND type = ?2 AND (?3 = 0 OR id < ?3) ORDER BY id DESC LIMIT ?4");
  query.bind(1, player)
      .bind(2, std::int64_t{type})
      .bind(3, last_mail_id)
      .bind(4, std::int64_t{limit});
  std::vector<Mail> mails;
  while (query.step()) {
    Mail mail{query.integer(0), static_cast<int>(query.integer(1)), query.text(2),
              query.text(3),    static_cast<int>(query.integer(4)), query.integer(5),
              std::nullopt};
    if (!query.is_null(6)) {
      mail.mail_template =
          MailTemplate{query.text(6), query.is_null(7) ? nlohmann::json::object()
                                                       : nlohmann::json::parse(query.text(7))};
    }
    mails.push_back(std::move(mail));
  }
  return mails;
}

bool Mailbox::mark_read(std::int64_t player, std::int64_t mail_id) {
  {
    auto found = db_.prepare("SELECT 1 FROM mail WHERE id = ?1 AND player_id = ?2");
    found.bind(1, mail_id).bind(2, player);
    if (!found.step()) return false;
  }
  db_.prepare("UPDATE mail SET status = 1 WHERE id = ?1 AND player_id = ?2 AND status = 0")
      .bind(1, mail_id)
      .bind(2, player)
      .run();
  return true;
}

UnreadMail Mailbox::unread(std::int64_t player) {
  auto query = db_.prepare(
      "SELECT coalesce(sum(type = 1), 0), coalesce(sum(type = 2), 0) FROM mail "
      "WHERE player_id = ?1 AND status = 0");
  query.bind(1, player);
  query.step();
  return {static_cast<int>(query.integer(0)), static_cast<int>(query.integer(1))};
}

}  // namespace lobbykit::sandbox
