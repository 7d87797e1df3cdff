// The VIP club: a player's progress (/vip/progress), the points real stakes
// earn, and level-ups. The levels are content/vip.yaml's (Catalogue::vip()).
// Each level reached for the first time credits its level-up reward once: a
// `bonus` transfer from the bonus pool whose idempotency key names the level,
// so the ledger itself refuses a second one (ledger.h, invariant 6). The
// birthday gift is keyed by the year the same way.
#include <chrono>
#include <cmath>
#include <map>

#include "sandbox/calls/handlers.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

/// The idempotency key of the level-up reward of `level`.
std::string level_up_key(int level) { return "vip-level-up:" + std::to_string(level); }

/// The idempotency key of the birthday gift of `year`: one a year, whatever the level.
std::string birthday_key(int year) { return "vip-birthday:" + std::to_string(year); }

/// The UTC calendar date of `now` (seconds since the epoch).
std::chrono::year_month_day utc_date(std::int64_t now) {
  return std::chrono::year_month_day{
      std::chrono::floor<std::chrono::days>(std::chrono::sys_seconds{std::chrono::seconds{now}})};
}

/// Whether `birthday` ("YYYY-MM-DD") falls on `today`; a 29 February
/// birthday is kept on 28 February in a common year.
bool is_birthday(const std::string& birthday, std::chrono::year_month_day today) {
  if (birthday.size() != 10) return false;
  unsigned month = static_cast<unsigned>(std::stoi(birthday.substr(5, 2)));
  unsigned day = static_cast<unsigned>(std::stoi(birthday.substr(8, 2)));
  if (month == 2 && day == 29 && !today.year().is_leap()) day = 28;
  return static_cast<unsigned>(today.month()) == month && static_cast<unsigned>(today.day()) == day;
}

/// `stakes` in minor units of the VIP reward currency, `less` taken off
/// those of `less_currency` first (stakes_in).
std::int64_t in_reward_currency(CallContext& ctx, const std::map<std::string, std::int64_t>& stakes,
                                const std::string& less_currency, std::int64_t less) {
  return stakes_in(ctx, stakes, ctx.catalogue.vip().currency(), less_currency, less);
}

}  // namespace

std::map<std::string, std::int64_t> stakes_by_currency(CallContext& ctx, PlayerId player) {
  auto query = ctx.db.prepare(
      "SELECT currency, sum(stake) FROM game_rounds WHERE player_id = ?1 AND demo = 0 "
      "GROUP BY currency ORDER BY currency");
  query.bind(1, player);
  std::map<std::string, std::int64_t> stakes;
  while (query.step()) stakes[query.text(0)] = query.integer(1);
  return stakes;
}

std::int64_t stakes_in(CallContext& ctx, const std::map<std::string, std::int64_t>& stakes,
                       const std::string& target, const std::string& less_currency,
                       std::int64_t less) {
  const double target_rate = ctx.catalogue.rate_of(target).value_or(1);
  long double total = 0;
  for (const auto& [currency, sum] : stakes) {
    std::int64_t staked = sum - (currency == less_currency ? less : 0);
    auto rate = ctx.catalogue.rate_of(currency);
    if (rate && target_rate > 0) total += static_cast<long double>(staked) * *rate / target_rate;
  }
  return static_cast<std::int64_t>(std::floor(total));
}

nlohmann::json set_vip_level(CallContext& ctx, PlayerId player, int level) {
  Players players(ctx.db);
  const VipLevels& vip = ctx.catalogue.vip();
  int before = players.find(player)->vip;
  players.set_vip(player, level);
  Ledger ledger(ctx.db);
  std::int64_t credited = 0;
  for (int reached = std::max(before, 0) + 1; reached <= level; ++reached) {
    std::int64_t reward = vip.level_up_reward(reached);
    if (reward <= 0) continue;
    TransferResult result = ledger.transfer(
        {TransferKind::kBonus, player, vip.currency(), reward, level_up_key(reached), ctx.now});
    if (result.outcome == TransferOutcome::kApplied) credited += reward;
  }
  if (level > before) send_mail(ctx, player, 1, level_up_mail(level));
  return {{"vip", level}, {"reward", credited}, {"currency", vip.currency()}};
}

nlohmann::json give_birthday_gift(CallContext& ctx, PlayerId player) {
  const VipLevels& vip = ctx.catalogue.vip();
  int level = std::clamp(Players(ctx.db).find(player)->vip, 0, vip.top());
  std::int64_t reward = vip.birthday_reward(level);
  std::int64_t credited = 0;
  if (reward > 0) {
    int year = static_cast<int>(utc_date(ctx.now).year());
    TransferResult result = Ledger(ctx.db).transfer(
        {TransferKind::kBonus, player, vip.currency(), reward, birthday_key(year), ctx.now});
    if (result.outcome == TransferOutcome::kApplied) credited = reward;
  }
  return {{"vip", level}, {"reward", credited}, {"currency", vip.currency()}};
}

void greet_on_birthday(CallContext& ctx, PlayerId player) {
  auto found = Players(ctx.db).find(player);
  if (!found || !found->birthday || !is_birthday(*found->birthday, utc_date(ctx.now))) return;
  nlohmann::json gift = give_birthday_gift(ctx, player);
  if (gift["reward"].get<std::int64_t>() > 0) ctx.push(player, 57, std::move(gift));
}

void earn_vip_points(CallContext& ctx, PlayerId player, const std::string& currency,
                     std::int64_t stake) {
  // One read of the stakes: the points of all of them less those of all but this one.
  auto stakes = stakes_by_currency(ctx, player);
  std::int64_t earned =
      VipLevels::points_for_stakes(in_reward_currency(ctx, stakes, currency, 0)) -
      VipLevels::points_for_stakes(in_reward_currency(ctx, stakes, currency, stake));
  if (earned <= 0) return;
  ctx.db.prepare("UPDATE players SET vip_points = vip_points + ?2 WHERE id = ?1")
      .bind(1, player)
      .bind(2, earned)
      .run();
  Player updated = *Players(ctx.db).find(player);
  int reached = ctx.catalogue.vip().level_for(updated.vip_points);
  if (reached > updated.vip) ctx.push(player, 56, set_vip_level(ctx, player, reached));
}

nlohmann::json vip_progress(CallContext& ctx) {
  Player player = *Players(ctx.db).find(ctx.signed_in());
  const VipLevels& vip = ctx.catalogue.vip();
  int level =
      static_cast<int>(ctx.fields.optional_integer("vipLevel", 0, 100).value_or(player.vip));
  auto next = vip.next_points(level);
  return {{"vip", player.vip},
          {"progressRate", vip.progress_rate(player.vip_points, level)},
          {"points", player.vip_points},
          {"nextPoints", next ? nlohmann::json(*next) : nlohmann::json()}};
}

}  // namespace lobbykit::sandbox
