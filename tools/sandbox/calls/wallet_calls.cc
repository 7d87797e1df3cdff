// Money: currencies, balances, deposits (credited at once) and withdrawal
// requests to a bank of the player's region. Every movement is a ledger
// transfer (ledger.h) in the call's transaction.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/game_wallet.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kMaxAmount = 10'000'000'000;  // minor units: 100 million in one call

std::string checked_currency(CallContext& ctx) {
  std::string currency = ctx.fields.text("currency", 16);
  if (!ctx.catalogue.has_currency(currency)) {
    throw CallError(CallCode::kBadRequest,
                    "field 'currency' names no currency of the catalogue: '" + currency + "'");
  }
  return currency;
}

nlohmann::json balances_json(CallContext& ctx, PlayerId player) {
  std::string main_currency = ctx.catalogue.default_currency();
  nlohmann::json balances = nlohmann::json::array();
  std::int64_t main_balance = 0;
  for (const auto& wallet : Ledger(ctx.db).balances(player, AccountKind::kWallet)) {
    if (wallet.currency == main_currency) main_balance = wallet.balance;
    balances.push_back({{"currency", wallet.currency}, {"amount", wallet.balance}});
  }
  return {{"currency", main_currency}, {"balance", main_balance}, {"balances", balances}};
}

nlohmann::json region_banks(CallContext& ctx, PlayerId player) {
  std::string region = Players(ctx.db).find(player)->region;
  nlohmann::json banks = ctx.catalogue.banks_of_region(region);
  if (banks.is_null())
    throw CallError(CallCode::kNotFound, "no bank list for region '" + region + "'");
  return banks;
}

}  // namespace

nlohmann::json recharge_channel(CallContext& ctx) {
  return {{"currencies", ctx.catalogue.currencies()}};
}

nlohmann::json refresh_balance(CallContext& ctx) { return balances_json(ctx, ctx.signed_in()); }

// Brings back what /game/launch took into the game (a ledger row each way).
nlohmann::json transfer_out_balance(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t transferred =
      GameWallet(ctx.db).transfer_out(player, ctx.catalogue.default_currency(), ctx.now);
  auto answer = balances_json(ctx, player);
  answer["transferred"] = transferred;
  return answer;
}

nlohmann::json deposit(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string currency = checked_currency(ctx);
  std::int64_t amount = ctx.fields.integer("amount", 1, kMaxAmount);
  (void)ctx.fields.optional_text("method", 32);
  std::string key = ctx.fields.idempotency_key();
  auto result =
      Ledger(ctx.db).transfer({TransferKind::kDeposit, player, currency, amount, key, ctx.now});
  require_applied(result, currency, key);
  ctx.push(player, 53,
           {{"addBalance", amount}, {"currency", currency}, {"balance", result.credit_balance}});
  return {{"currency", currency}, {"amount", amount}, {"balance", result.credit_balance}};
}

nlohmann::json withdraw(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string currency = checked_currency(ctx);
  std::int64_t amount = ctx.fields.integer("amount", 1, kMaxAmount);
  std::string bank_code = ctx.fields.text("bankCode", 64);
  std::string account_number = ctx.fields.text("accountNumber", 64);
  nlohmann::json banks = region_banks(ctx, player);
  bool known = std::any_of(banks["banks"].begin(), banks["banks"].end(),
                           [&](const auto& bank) { return bank["bankCode"] == bank_code; });
  if (!known) {
    throw CallError(CallCode::kBadRequest, "field 'bankCode' names no bank of region " +
                                               banks["region"].get<std::string>() + ": '" +
                                               bank_code + "'");
  }
  // The money waits in the player's pending_withdrawal account until paid out.
  std::string key = ctx.fields.idempotency_key();
  auto result =
      Ledger(ctx.db).transfer({TransferKind::kWithdraw, player, currency, amount, key, ctx.now});
  require_applied(result, currency, key);
  ctx.db
      .prepare(
          "INSERT INTO withdrawals (player_id, currency, amount, bank_code, account_number, "
          "created_at) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(1, player)
      .bind(2, currency)
      .bind(3, amount)
      .bind(4, bank_code)
      .bind(5, account_number)
      .bind(6, ctx.now)
      .run();
  return {{"withdrawalId", ctx.db.last_insert_id()},
          {"currency", currency},
          {"amount", amount},
          {"balance", result.debit_balance}};
}

nlohmann::json withdraw_bind_query(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  nlohmann::json banks = region_banks(ctx, player);
  nlohmann::json accounts = nlohmann::json::array();
  auto query = ctx.db.prepare(
      "SELECT DISTINCT bank_code, account_number FROM withdrawals WHERE player_id = ?1 ORDER BY "
      "bank_code, "
      "account_number");
  query.bind(1, player);
  while (query.step())
    accounts.push_back({{"bankCode", query.text(0)}, {"accountNumber", query.text(1)}});
  return {{"region", banks["region"]},
          {"currency", banks["currency"]},
          {"banks", banks["banks"]},
          {"accounts", accounts}};
}

}  // namespace lobbykit::sandbox
