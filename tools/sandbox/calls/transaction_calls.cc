// /transaction/list: every ledger transfer of the player (deposits,
// withdrawals, game transfers, bets and wins, vault moves, bonuses), newest
// first, filtered by kind and time, paged by the server.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/paging.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

nlohmann::json transaction_list(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  Page page = read_page(ctx.fields);
  std::string type = ctx.fields.optional_text("type", 32).value_or("");
  if (!type.empty() && !transfer_kind_named(type)) {
    throw CallError(CallCode::kBadRequest,
                    "field 'type' names no kind of transfer: '" + type + "'");
  }
  std::int64_t from = ctx.fields.optional_integer("from", 0, INT64_MAX).value_or(0);
  std::int64_t to = ctx.fields.optional_integer("to", 0, INT64_MAX).value_or(INT64_MAX);
  std::string where =
      "WHERE t.player_id = ?1 AND (?2 = '' OR t.kind = ?2) AND t.created_at >= ?3 AND "
      "t.created_at < ?4 ";
  auto count = ctx.db.prepare("SELECT count(*) FROM transfers t " + where);
  count.bind(1, player).bind(2, type).bind(3, from).bind(4, to);
  count.step();
  std::int64_t total = count.integer(0);
  auto rows = ctx.db.prepare(
      "SELECT t.id, t.kind, t.currency, t.amount, d.kind, c.kind, t.created_at FROM transfers t "
      "JOIN accounts d ON d.id = t.debit_account JOIN accounts c ON c.id = t.credit_account " +
      where + "ORDER BY t.id DESC LIMIT ?5 OFFSET ?6");
  rows.bind(1, player)
      .bind(2, type)
      .bind(3, from)
      .bind(4, to)
      .bind(5, page.size)
      .bind(6, page.offset());
  nlohmann::json list = nlohmann::json::array();
  while (rows.step()) {
    list.push_back({{"transferId", rows.integer(0)},
                    {"type", rows.text(1)},
                    {"currency", rows.text(2)},
                    {"amount", rows.integer(3)},
                    {"from", rows.text(4)},
                    {"to", rows.text(5)},
                    {"createdAt", rows.integer(6)}});
  }
  return paged(std::move(list), total, page);
}

}  // namespace lobbykit::sandbox
