// The player's mail: /query-mail (a page of system (1) or personal (2) mail,
// newest first), /read-mail, /mail/unread, and the one function that writes a
// mail and tells the player's sockets (push 54).
#include "sandbox/calls/handlers.h"
#include "sandbox/mailbox.h"

namespace lobbykit::sandbox {

nlohmann::json unread_mail_json(Database& db, PlayerId player) {
  UnreadMail unread = Mailbox(db).unread(player);
  return {{"unread", unread.total()}, {"system", unread.system}, {"personal", unread.personal}};
}

std::int64_t send_mail(CallContext& ctx, PlayerId player, int type, const MailText& mail) {
  std::int64_t id = Mailbox(ctx.db).add(player, type, mail, ctx.now);
  ctx.push(player, 54, unread_mail_json(ctx.db, player));
  return id;
}

nlohmann::json query_mail(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  int type = static_cast<int>(ctx.fields.integer("type", 1, 2));
  std::int64_t last_mail_id = ctx.fields.optional_integer("lastMailId", 0, INT64_MAX).value_or(0);
  int page_size = static_cast<int>(ctx.fields.optional_integer("pageSize", 1, 50).value_or(10));
  Mailbox mailbox(ctx.db);
  nlohmann::json items = nlohmann::json::array();
  for (const auto& mail : mailbox.page(player, type, last_mail_id, page_size)) {
    nlohmann::json mail_template;  // null without one
    if (mail.mail_template) {
      mail_template = {{"key", mail.mail_template->key}, {"values", mail.mail_template->values}};
    }
    items.push_back({{"mailId", mail.id},
                     {"type", mail.type},
                     {"title", mail.title},
                     {"content", mail.body},
                     {"status", mail.status},
                     {"createdAt", mail.created_at},
                     {"template", mail_template}});
  }
  std::int64_t next = items.empty() ? 0 : items.back()["mailId"].get<std::int64_t>();
  return {{"type", type},
          {"items", items},
          {"lastMailId", next},
          {"unread", mailbox.unread_count(player)}};
}

nlohmann::json read_mail(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t mail_id = ctx.fields.integer("mailId", 1, INT64_MAX);
  if (!Mailbox(ctx.db).mark_read(player, mail_id))
    throw CallError(CallCode::kNotFound, "no mail " + std::to_string(mail_id));
  nlohmann::json unread = unread_mail_json(ctx.db, player);
  ctx.push(player, 58, unread);
  return unread;
}

nlohmann::json mail_unread(CallContext& ctx) { return unread_mail_json(ctx.db, ctx.signed_in()); }

}  // namespace lobbykit::sandbox
