// The vault (SPEC VaultPro): savings apart from the wallet. Moving money in
// is free (vault_in, wallet -> vault); moving it out needs the fund password
// (vault_out, vault -> wallet).
#include "sandbox/calls/fund_password.h"
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

nlohmann::json amounts(CallContext& ctx, PlayerId player, AccountKind kind) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& account : Ledger(ctx.db).balances(player, kind))
    list.push_back({{"currency", account.currency}, {"amount", account.balance}});
  return list;
}

nlohmann::json move(CallContext& ctx, TransferKind kind) {
  PlayerId player = ctx.signed_in();
  std::string currency = checked_currency(ctx);
  std::int64_t amount = ctx.fields.integer("amount", 1, kMaxAmount);
  if (kind == TransferKind::kVaultOut) require_fund_password(ctx, player);
  std::string key = ctx.fields.idempotency_key();
  Ledger ledger(ctx.db);
  auto result = ledger.transfer({kind, player, currency, amount, key, ctx.now});
  require_applied(result, currency, key);
  return {{"currency", currency},
          {"amount", amount},
          {"balance", ledger.balance({AccountKind::kWallet, player, currency})},
          {"vaultBalance", ledger.balance({AccountKind::kVault, player, currency})}};
}

}  // namespace

nlohmann::json vault_info(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  return {{"vault", amounts(ctx, player, AccountKind::kVault)},
          {"wallet", amounts(ctx, player, AccountKind::kWallet)},
          {"fundPasswordSet", has_fund_password(ctx, player)}};
}

nlohmann::json vault_in(CallContext& ctx) { return move(ctx, TransferKind::kVaultIn); }

nlohmann::json vault_out(CallContext& ctx) { return move(ctx, TransferKind::kVaultOut); }

}  // namespace lobbykit::sandbox
