// /query-mail: a page of system (1) or personal (2) mail, newest first.
#include "sandbox/calls/handlers.h"
#include "sandbox/mailbox.h"

namespace lobbykit::sandbox {

nlohmann::json query_mail(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  int type = static_cast<int>(ctx.fields.integer("type", 1, 2));
  std::int64_t last_mail_id = ctx.fields.optional_integer("lastMailId", 0, INT64_MAX).value_or(0);
  int page_size = static_cast<int>(ctx.fields.optional_integer("pageSize", 1, 50).value_or(10));
  Mailbox mailbox(ctx.db);
  nlohmann::json items = nlohmann::json::array();
  for (const auto& mail : mailbox.page(player, type, last_mail_id, page_size)) {
    items.push_back({{"mailId", mail.id},
                     {"type", mail.type},
                     {"title", mail.title},
                     {"content", mail.body},
                     {"status", mail.status},
                     {"createdAt", mail.created_at}});
  }
  std::int64_t next = items.empty() ? 0 : items.back()["mailId"].get<std::int64_t>();
  return {{"type", type},
          {"items", items},
          {"lastMailId", next},
          {"unread", mailbox.unread_count(player)}};
}

}  // namespace lobbykit::sandbox
