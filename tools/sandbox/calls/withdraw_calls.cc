// Withdrawals (issue 18 point 3): a player binds a bank account of a region
// of the catalogue's bank lists, then withdraws to it with the fund
// password: the amount moves to the pending_withdrawal account (withdraw),
// and the admin command pays it out (withdraw_paid, pending -> house) or
// rejects it (withdraw_refund, pending -> wallet, push 53).
#include <algorithm>

#include "sandbox/calls/fund_password.h"
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/paging.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

nlohmann::json banks_of(CallContext& ctx, const std::string& region, const char* field) {
  nlohmann::json banks = ctx.catalogue.banks_of_region(region);
  if (banks.is_null()) {
    throw CallError(
        CallCode::kBadRequest,
        std::string("field '") + field + "' names no region of the bank lists: '" + region + "'");
  }
  return banks;
}

void require_bank(const nlohmann::json& banks, const std::string& bank_code) {
  bool known = std::any_of(banks["banks"].begin(), banks["banks"].end(),
                           [&](const auto& bank) { return bank["bankCode"] == bank_code; });
  if (!known) {
    throw CallError(CallCode::kBadRequest, "field 'bankCode' names no bank of region " +
                                               banks["region"].get<std::string>() + ": '" +
                                               bank_code + "'");
  }
}

std::string checked_account_number(CallContext& ctx) {
  std::string number = ctx.fields.text("accountNumber", 64);
  bool digits =
      std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits || number.size() < 6 || number.size() > 34)
    throw CallError(CallCode::kBadRequest, "field 'accountNumber' must be 6 to 34 digits");
  return number;
}

// Letters of any script (UTF-8 bytes above 0x7F), spaces, dots, hyphens, apostrophes.
std::string checked_holder_name(CallContext& ctx) {
  std::string name = ctx.fields.text("holderName", 64);
  bool plain = std::all_of(name.begin(), name.end(), [](char c) {
    auto byte = static_cast<unsigned char>(c);
    return byte >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == ' ' ||
           c == '.' || c == '-' || c == '\'';
  });
  bool blank = name.find_first_not_of(' ') == std::string::npos;
  if (!plain || blank || name.size() < 2) {
    throw CallError(CallCode::kBadRequest,
                    "field 'holderName' must be 2 to 64 letters, spaces, dots, hyphens or "
                    "apostrophes");
  }
  return name;
}

nlohmann::json bound_accounts(CallContext& ctx, PlayerId player) {
  nlohmann::json accounts = nlohmann::json::array();
  auto query = ctx.db.prepare(
      "SELECT id, region, bank_code, account_number, holder_name FROM bank_accounts WHERE "
      "player_id = ?1 ORDER BY id");
  query.bind(1, player);
  while (query.step()) {
    accounts.push_back({{"bankAccountId", query.integer(0)},
                        {"region", query.text(1)},
                        {"bankCode", query.text(2)},
                        {"accountNumber", query.text(3)},
                        {"holderName", query.text(4)}});
  }
  return accounts;
}

struct Withdrawal {
  std::int64_t id = 0;
  PlayerId player = 0;
  std::string currency;
  std::int64_t amount = 0;
  std::string state;
};

nlohmann::json withdrawal_json(Statement& query) {
  nlohmann::json row = {{"withdrawalId", query.integer(0)},
                        {"currency", query.text(1)},
                        {"amount", query.integer(2)},
                        {"bankCode", query.text(3)},
                        {"accountNumber", query.text(4)},
                        {"holderName", query.text(5)},
                        {"state", query.text(6)},
                        {"createdAt", query.integer(7)},
                        {"decidedAt", nullptr}};
  if (!query.is_null(8)) row["decidedAt"] = query.integer(8);
  return row;
}

constexpr const char* kWithdrawalColumns =
    "SELECT id, currency, amount, bank_code, account_number, holder_name, state, created_at, "
    "decided_at FROM withdrawals ";

}  // namespace

// `region` (optional) picks the bank list; the player's region otherwise.
nlohmann::json withdraw_bind_query(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string region =
      ctx.fields.optional_text("region", 8).value_or(Players(ctx.db).find(player)->region);
  nlohmann::json banks = banks_of(ctx, region, "region");
  return {{"region", banks["region"]},
          {"currency", banks["currency"]},
          {"banks", banks["banks"]},
          {"regions", ctx.catalogue.bank_regions()},
          {"accounts", bound_accounts(ctx, player)},
          {"fundPasswordSet", has_fund_password(ctx, player)}};
}

nlohmann::json withdraw_bind(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string region = ctx.fields.text("region", 8);
  nlohmann::json banks = banks_of(ctx, region, "region");
  std::string bank_code = ctx.fields.text("bankCode", 64);
  require_bank(banks, bank_code);
  std::string number = checked_account_number(ctx);
  std::string holder = checked_holder_name(ctx);
  ctx.db
      .prepare(
          "INSERT INTO bank_accounts (player_id, region, bank_code, account_number, holder_name, "
          "created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (player_id, bank_code, "
          "account_number) DO UPDATE SET holder_name = excluded.holder_name, region = "
          "excluded.region")
      .bind(1, player)
      .bind(2, region)
      .bind(3, bank_code)
      .bind(4, number)
      .bind(5, holder)
      .bind(6, ctx.now)
      .run();
  return {{"accounts", bound_accounts(ctx, player)}};
}

nlohmann::json withdraw(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string currency = checked_currency(ctx);
  std::int64_t amount = ctx.fields.integer("amount", 1, kMaxAmount);
  std::string bank_code = ctx.fields.text("bankCode", 64);
  std::string number = ctx.fields.text("accountNumber", 64);
  auto bound = ctx.db.prepare(
      "SELECT holder_name FROM bank_accounts WHERE player_id = ?1 AND bank_code = ?2 AND "
      "account_number = ?3");
  bound.bind(1, player).bind(2, bank_code).bind(3, number);
  if (!bound.step()) {
    throw CallError(CallCode::kBadRequest, "no bound bank account " + bank_code + " " + number +
                                               ": bind it first (/withdraw/bind)");
  }
  std::string holder = bound.text(0);
  require_fund_password(ctx, player);
  // The money waits in the player's pending_withdrawal account until decided.
  std::string key = ctx.fields.idempotency_key();
  auto result =
      Ledger(ctx.db).transfer({TransferKind::kWithdraw, player, currency, amount, key, ctx.now});
  require_applied(result, currency, key);
  ctx.db
      .prepare(
          "INSERT INTO withdrawals (player_id, currency, amount, bank_code, account_number, "
          "holder_name, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(1, player)
      .bind(2, currency)
      .bind(3, amount)
      .bind(4, bank_code)
      .bind(5, number)
      .bind(6, holder)
      .bind(7, ctx.now)
      .run();
  return {{"withdrawalId", ctx.db.last_insert_id()},
          {"currency", currency},
          {"amount", amount},
          {"state", "pending"},
          {"balance", result.debit_balance}};
}

nlohmann::json withdraw_list(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  Page page = read_page(ctx.fields);
  return paged_rows(ctx.db, kWithdrawalColumns, "FROM withdrawals", "WHERE player_id = ?1",
                    {player}, "id", page, withdrawal_json);
}

// Each decision's transfer carries a key of its own ("withdrawal:<id>"), so
// the ledger would refuse a second one even if the state check were skipped.
nlohmann::json admin_withdrawal(CallContext& ctx) {
  std::int64_t id = ctx.fields.integer("withdrawalId", 1, INT64_MAX);
  std::string decision = ctx.fields.text("decision", 16);
  if (decision != "approve" && decision != "reject")
    throw CallError(CallCode::kBadRequest, "field 'decision' must be 'approve' or 'reject'");
  auto query =
      ctx.db.prepare("SELECT player_id, currency, amount, state FROM withdrawals WHERE id = ?1");
  query.bind(1, id);
  if (!query.step()) throw CallError(CallCode::kNotFound, "no withdrawal " + std::to_string(id));
  Withdrawal withdrawal{id, query.integer(0), query.text(1), query.integer(2), query.text(3)};
  if (withdrawal.state != "pending") {
    throw CallError(CallCode::kConflict,
                    "withdrawal " + std::to_string(id) + " is already " + withdrawal.state);
  }
  bool approve = decision == "approve";
  std::string key = "withdrawal:" + std::to_string(id);
  auto result = Ledger(ctx.db).transfer(
      {approve ? TransferKind::kWithdrawPaid : TransferKind::kWithdrawRefund, withdrawal.player,
       withdrawal.currency, withdrawal.amount, key, ctx.now});
  require_applied(result, withdrawal.currency, key);
  std::string state = approve ? "paid" : "rejected";
  ctx.db.prepare("UPDATE withdrawals SET state = ?2, decided_at = ?3 WHERE id = ?1")
      .bind(1, id)
      .bind(2, state)
      .bind(3, ctx.now)
      .run();
  send_mail(ctx, withdrawal.player, 1,
            withdrawal_mail(approve, withdrawal.amount, withdrawal.currency));
  if (!approve) {
    ctx.push(withdrawal.player, 53,
             {{"addBalance", withdrawal.amount},
              {"currency", withdrawal.currency},
              {"balance", result.credit_balance}});
  }
  auto row = ctx.db.prepare(std::string(kWithdrawalColumns) + "WHERE id = ?1");
  row.bind(1, id);
  row.step();
  nlohmann::json answer = withdrawal_json(row);
  answer["playerId"] = withdrawal.player;
  return answer;
}

}  // namespace lobbykit::sandbox
