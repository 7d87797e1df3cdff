// Money: currencies and their deposit limits, balances, the game wallet's
// transfer-out and the direct deposit (credited at once; deposits as
// payments: payment_calls.cc, withdrawals: withdraw_calls.cc). Every
// movement is a ledger transfer (ledger.h) in the call's transaction.
#include "sandbox/calls/handlers.h"
#include "sandbox/game_wallet.h"
#include "sandbox/ledger.h"
#include "sandbox/payment_limits.h"

namespace lobbykit::sandbox {

namespace {

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

}  // namespace

std::string checked_currency(CallContext& ctx) {
  std::string currency = ctx.fields.text("currency", 16);
  if (!ctx.catalogue.has_currency(currency)) {
    throw CallError(CallCode::kBadRequest,
                    "field 'currency' names no currency of the catalogue: '" + currency + "'");
  }
  return currency;
}

nlohmann::json recharge_channel(CallContext& ctx) {
  nlohmann::json limits = nlohmann::json::array();
  for (const auto& limit : payment_limits()) {
    if (!ctx.catalogue.has_currency(std::string(limit.currency))) continue;
    limits.push_back({{"currency", limit.currency},
                      {"method", limit.method},
                      {"min", limit.min},
                      {"max", limit.max}});
  }
  return {{"currencies", ctx.catalogue.currencies()}, {"methodLimits", limits}};
}

nlohmann::json refresh_balance(CallContext& ctx) { return balances_json(ctx, ctx.signed_in()); }

// Brings back what /game/launch took into the game (a ledger row each way)
// and ends the game session.
nlohmann::json transfer_out_balance(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  // The game account holds what the player's latest real game took.
  auto latest = ctx.db.prepare(
      "SELECT game_id FROM game_sessions WHERE player_id = ?1 AND demo = 0 ORDER BY id DESC LIMIT "
      "1");
  latest.bind(1, player);
  std::optional<std::string> game;
  if (latest.step()) game = latest.text(0);
  ctx.db.prepare("UPDATE game_sessions SET ended_at = ?2 WHERE player_id = ?1 AND ended_at IS NULL")
      .bind(1, player)
      .bind(2, ctx.now)
      .run();
  std::int64_t transferred =
      GameWallet(ctx.db).transfer_out(player, ctx.catalogue.default_currency(), game, ctx.now);
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
  DepositCredit credited = credit_deposit(ctx, player, currency, amount, key);
  return {{"currency", currency},
          {"amount", amount},
          {"bonus", credited.bonus},
          {"balance", credited.balance}};
}

}  // namespace lobbykit::sandbox
