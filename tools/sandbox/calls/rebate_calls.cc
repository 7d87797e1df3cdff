// The betting rebate: each real bet accrues stake x rate / 10000, rounded
// down to a minor unit, where the rate (basis points) is content/vip.yaml's
// for the game's category at the player's VIP level when the bet was placed.
// A claim takes every currency's accrual at once: a `rebate` transfer per
// currency from the bonus pool, keyed by the claim.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kBasisPoints = 10'000;

}  // namespace

void accrue_rebate(CallContext& ctx, PlayerId player, std::int64_t round_id,
                   const std::string& game, const std::string& currency, std::int64_t stake) {
  auto category = ctx.catalogue.category_of(game);
  if (!category) return;
  int level = Players(ctx.db).find(player)->vip;
  std::int64_t rate = ctx.catalogue.vip().rebate_rate(level, *category);
  ctx.db
      .prepare(
          "INSERT INTO rebate_accruals (round_id, player_id, currency, category, vip, stake, rate, "
          "rebate) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
      .bind(1, round_id)
      .bind(2, player)
      .bind(3, currency)
      .bind(4, *category)
      .bind(5, std::int64_t{level})
      .bind(6, stake)
      .bind(7, rate)
      .bind(8, stake * rate / kBasisPoints)
      .run();
}

nlohmann::json rebate_info(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  int level = Players(ctx.db).find(player)->vip;
  nlohmann::json rates = nlohmann::json::array();
  for (const auto& category : ctx.catalogue.category_ids())
    rates.push_back(
        {{"category", category}, {"rate", ctx.catalogue.vip().rebate_rate(level, category)}});
  nlohmann::json accrued = nlohmann::json::array();
  auto query = ctx.db.prepare(
      "SELECT currency, category, sum(stake), sum(rebate) FROM rebate_accruals WHERE player_id = "
      "?1 AND claim_id IS NULL GROUP BY currency, category ORDER BY currency, category");
  query.bind(1, player);
  while (query.step()) {
    accrued.push_back({{"currency", query.text(0)},
                       {"category", query.text(1)},
                       {"stake", query.integer(2)},
                       {"rebate", query.integer(3)}});
  }
  nlohmann::json answer = {{"vip", level}, {"rates", rates}, {"accrued", accrued}};
  auto last = ctx.db.prepare("SELECT max(claimed_at) FROM rebate_claims WHERE player_id = ?1");
  last.bind(1, player);
  if (last.step() && !last.is_null(0)) answer["lastClaimAt"] = last.integer(0);
  return answer;
}

nlohmann::json rebate_claim(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string key = ctx.fields.idempotency_key();
  std::vector<std::pair<std::string, std::int64_t>> due;
  {
    auto query = ctx.db.prepare(
        "SELECT currency, sum(rebate) FROM rebate_accruals WHERE player_id = ?1 AND claim_id IS "
        "NULL GROUP BY currency HAVING sum(rebate) > 0 ORDER BY currency");
    query.bind(1, player);
    while (query.step()) due.emplace_back(query.text(0), query.integer(1));
  }
  if (due.empty())
    throw CallError(CallCode::kConflict, "no rebate has accrued since the last claim");
  ctx.db
      .prepare(
          "INSERT INTO rebate_claims (player_id, idempotency_key, claimed_at) VALUES (?1, ?2, ?3)")
      .bind(1, player)
      .bind(2, key)
      .bind(3, ctx.now)
      .run();
  std::int64_t claim = ctx.db.last_insert_id();
  ctx.db
      .prepare("UPDATE rebate_accruals SET claim_id = ?2 WHERE player_id = ?1 AND claim_id IS NULL")
      .bind(1, player)
      .bind(2, claim)
      .run();
  Ledger ledger(ctx.db);
  nlohmann::json credited = nlohmann::json::array();
  for (const auto& [currency, amount] : due) {
    std::string transfer_key = "rebate:" + std::to_string(claim) + ":" + currency;
    auto result =
        ledger.transfer({TransferKind::kRebate, player, currency, amount, transfer_key, ctx.now});
    require_applied(result, currency, key);
    credited.push_back(
        {{"currency", currency}, {"amount", amount}, {"balance", result.credit_balance}});
  }
  return {{"credited", credited}};
}

}  // namespace lobbykit::sandbox
