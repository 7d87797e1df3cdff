// /transaction/list: every ledger transfer of the player (deposits,
// withdrawals, game transfers, bets and wins, vault moves, bonuses), newest
// first, filtered by kind (one, or a list) and time, paged by the server.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/paging.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

nlohmann::json transaction_list(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  Page page = read_page(ctx.fields);
  // One kind (type) or several (types, e.g. a history's "Deposits" group), as a JSON array.
  std::vector<std::string> kinds = ctx.fields.text_list("types", 16, 32);
  if (auto type = ctx.fields.optional_text("type", 32)) kinds.push_back(*type);
  for (const std::string& kind : kinds) {
    if (!transfer_kind_named(kind))
      throw CallError(CallCode::kBadRequest,
                      "field 'type' names no kind of transfer: '" + kind + "'");
  }
  const std::string kind_list = nlohmann::json(kinds).dump();
  std::int64_t from = ctx.fields.optional_integer("from", 0, INT64_MAX).value_or(0);
  std::int64_t to = ctx.fields.optional_integer("to", 0, INT64_MAX).value_or(INT64_MAX);
  return paged_rows(
      ctx.db,
      "SELECT t.id, t.kind, t.currency, t.amount, d.kind, c.kind, t.created_at FROM transfers t "
      "JOIN accounts d ON d.id = t.debit_account JOIN accounts c ON c.id = t.credit_account",
      "FROM transfers t",
      "WHERE t.player_id = ?1 AND (?2 = '[]' OR t.kind IN (SELECT value FROM json_each(?2))) AND "
      "t.created_at >= ?3 AND t.created_at < ?4",
      {player, kind_list, from, to}, "t.id", page, [](Statement& rows) -> nlohmann::json {
        return {{"transferId", rows.integer(0)}, {"type", rows.text(1)}, {"currency", rows.text(2)},
                {"amount", rows.integer(3)},     {"from", rows.text(4)}, {"to", rows.text(5)},
                {"createdAt", rows.integer(6)}};
      });
}

}  // namespace lobbykit::sandbox
