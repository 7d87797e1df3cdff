// The one place a paid deposit is credited, whichever call pays it
// (/wallet/deposit at once, /payment/confirm from the payment page): the
// deposit, the welcome packet's bonus on it and a referrer's share of a
// first deposit, all in the caller's transaction, and their pushes.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"
#include "sandbox/welcome_packet.h"

namespace lobbykit::sandbox {

namespace {

std::string bonus_key(std::int64_t deposit_transfer) {
  return "welcome-bonus:" + std::to_string(deposit_transfer);
}

// The bonus a deposit transfer already earned (its key names the deposit).
std::int64_t bonus_of(CallContext& ctx, PlayerId player, std::int64_t deposit_transfer) {
  auto query =
      ctx.db.prepare("SELECT amount FROM transfers WHERE player_id = ?1 AND idempotency_key = ?2");
  query.bind(1, player).bind(2, bonus_key(deposit_transfer));
  return query.step() ? query.integer(0) : 0;
}

}  // namespace

std::int64_t deposit_bonus(CallContext& ctx, PlayerId player, const std::string& key) {
  auto query =
      ctx.db.prepare("SELECT id FROM transfers WHERE player_id = ?1 AND idempotency_key = ?2");
  query.bind(1, player).bind(2, key);
  return query.step() ? bonus_of(ctx, player, query.integer(0)) : 0;
}

DepositCredit credit_deposit(CallContext& ctx, PlayerId player, const std::string& currency,
                             std::int64_t amount, const std::string& key) {
  Ledger ledger(ctx.db);
  auto deposit = ledger.transfer({TransferKind::kDeposit, player, currency, amount, key, ctx.now});
  require_applied(deposit, currency, key);
  if (deposit.outcome == TransferOutcome::kAlreadyApplied) {
    return {ledger.balance({AccountKind::kWallet, player, currency}),
            bonus_of(ctx, player, deposit.transfer_id)};
  }
  // The offers as they stood before this deposit: it is deposit number pays + 1.
  std::int64_t pays = ledger.transfer_count(player, TransferKind::kDeposit) - 1;
  Player owner = *Players(ctx.db).find(player);
  int rate = next_deposit_rate(welcome_packet_at(owner.created_at, pays, ctx.now));
  std::int64_t bonus = welcome_bonus(amount, rate);
  std::int64_t balance = deposit.credit_balance;
  if (bonus > 0) {
    std::string bonus_transfer_key = bonus_key(deposit.transfer_id);
    auto credited = ledger.transfer(
        {TransferKind::kWelcomeBonus, player, currency, bonus, bonus_transfer_key, ctx.now});
    require_applied(credited, currency, bonus_transfer_key);
    balance = credited.credit_balance;
  }
  // The task push and the mail's (54) first: the deposit's own push (53) stays the last.
  note_task_progress(ctx, player, TaskKind::kDeposit);
  send_mail(ctx, player, 1, deposit_mail(amount, currency));
  ctx.push(player, 53,
           {{"addBalance", amount + bonus}, {"currency", currency}, {"balance", balance}});
  if (pays == 0) credit_referral_deposit(ctx, player, currency, amount);
  return {balance, bonus};
}

}  // namespace lobbykit::sandbox
