// Refer and earn: every player's referral code (players.h), the referrer's
// credits by the rule of referral_rule.h (a referral transfer bonus_pool ->
// wallet each, keyed by the referred player, so each is paid once ever), and
// the referrer's view of them: /referral/info and /referral/players.
#include <algorithm>

#include "sandbox/calls/handlers.h"
#include "sandbox/calls/paging.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"
#include "sandbox/referral_rule.h"

namespace lobbykit::sandbox {

namespace {

// A referral credit to `referrer` under `key`, pushed as cmd 53 when it is new.
void credit_referrer(CallContext& ctx, PlayerId referrer, const std::string& currency,
                     std::int64_t amount, const std::string& key) {
  if (amount <= 0) return;
  auto result =
      Ledger(ctx.db).transfer({TransferKind::kReferral, referrer, currency, amount, key, ctx.now});
  require_applied(result, currency, key);
  if (result.outcome != TransferOutcome::kApplied) return;
  ctx.push(referrer, 53,
           {{"addBalance", amount}, {"currency", currency}, {"balance", result.credit_balance}});
}

// What `referrer`'s referral transfers sum to per currency: all of them, or
// those of one referred player.
nlohmann::json earned(CallContext& ctx, PlayerId referrer,
                      std::optional<PlayerId> referred = std::nullopt) {
  auto query = ctx.db.prepare(
      "SELECT currency, sum(amount) FROM transfers WHERE player_id = ?1 AND kind = ?2 AND "
      "(?3 IS NULL OR idempotency_key IN (?4, ?5)) GROUP BY currency ORDER BY currency");
  query.bind(1, referrer).bind(2, std::string(rule_of(TransferKind::kReferral).name));
  if (referred) {
    query.bind(3, *referred)
        .bind(4, referral_signup_key(*referred))
        .bind(5, referral_deposit_key(*referred));
  } else {
    query.bind(3, nullptr).bind(4, nullptr).bind(5, nullptr);
  }
  nlohmann::json rewards = nlohmann::json::array();
  while (query.step())
    rewards.push_back({{"currency", query.text(0)}, {"reward", query.integer(1)}});
  return rewards;
}

}  // namespace

std::optional<Player> referrer_named(CallContext& ctx) {
  auto code = ctx.fields.optional_text("referalCode", 64);
  if (!code) return std::nullopt;
  bool well_formed =
      code->size() == kReferralCodeLength &&
      std::all_of(code->begin(), code->end(), [](unsigned char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
      });
  auto referrer = well_formed ? Players(ctx.db).find_by_referral_code(*code) : std::nullopt;
  if (!referrer) {
    throw CallError(CallCode::kNotFound,
                    "field 'referalCode' names no player's referral code: '" + *code + "'");
  }
  return referrer;
}

void credit_referral_signup(CallContext& ctx, PlayerId referrer, PlayerId referred) {
  credit_referrer(ctx, referrer, std::string(kReferralRule.currency), kReferralRule.signup_reward,
                  referral_signup_key(referred));
}

void credit_referral_deposit(CallContext& ctx, PlayerId player, const std::string& currency,
                             std::int64_t amount) {
  auto referred = Players(ctx.db).find(player);
  if (!referred || !referred->referred_by) return;
  credit_referrer(ctx, *referred->referred_by, currency, referral_deposit_share(amount),
                  referral_deposit_key(player));
}

nlohmann::json referral_info(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  auto count = ctx.db.prepare("SELECT count(*) FROM players WHERE referred_by = ?1");
  count.bind(1, player);
  count.step();
  std::int64_t referred = count.integer(0);
  return {{"code", Players(ctx.db).find(player)->referral_code},
          {"referred", referred},
          {"earned", earned(ctx, player)},
          {"rule",
           {{"currency", kReferralRule.currency},
            {"signupReward", kReferralRule.signup_reward},
            {"depositRate", kReferralRule.deposit_rate}}}};
}

nlohmann::json referred_players(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  Page page = read_page(ctx.fields);
  return paged_rows(
      ctx.db,
      "SELECT p.id, p.nickname, p.created_at, EXISTS (SELECT 1 FROM transfers t WHERE "
      "t.player_id = p.id AND t.kind = 'deposit') FROM players p",
      "FROM players p", "WHERE p.referred_by = ?1", {player}, "p.id", page, [&](Statement& rows) {
        PlayerId referred = rows.integer(0);
        return nlohmann::json{{"userId", referred},
                              {"nickName", rows.text(1)},
                              {"joinedAt", rows.integer(2)},
                              {"deposited", rows.integer(3) != 0},
                              {"earned", earned(ctx, player, referred)}};
      });
}

}  // namespace lobbykit::sandbox
