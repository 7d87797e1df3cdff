// Bonuses: welcome packet, daily sign-in, tasks, prize wheel (activity
// applications: activity_calls.cc).
// Each claim credits the wallet in the call's transaction under its
// idempotency key.
#include <sodium.h>

#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"
#include "sandbox/rewards.h"
#include "sandbox/welcome_packet.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kAppDeviceType = 2;

// A bonus from the bonus pool under the call's key; the wallet balance after.
std::int64_t credit(CallContext& ctx, const std::string& currency, std::int64_t amount,
                    TransferKind kind) {
  if (amount <= 0) return Ledger(ctx.db).balance({AccountKind::kWallet, ctx.signed_in(), currency});
  std::string key = ctx.fields.idempotency_key();
  auto result = Ledger(ctx.db).transfer({kind, ctx.signed_in(), currency, amount, key, ctx.now});
  require_applied(result, currency, key);
  return result.credit_balance;
}

std::int64_t deposit_count(CallContext& ctx) {
  return Ledger(ctx.db).transfer_count(ctx.signed_in(), TransferKind::kDeposit);
}

nlohmann::json pay_offer(const WelcomeOffer& offer) {
  return {{"countdown", offer.countdown},
          {"switchStatus", offer.on ? 1 : 0},
          {"rewardRate", offer.rate}};
}

// The server draws the prize (never the client): weighted by each prize's weight.
const WheelPrize& draw_prize(const Wheel& wheel) {
  std::int64_t total = 0;
  for (const auto& prize : wheel.prizes) total += prize.weight;
  auto ticket = static_cast<std::int64_t>(randombytes_uniform(static_cast<std::uint32_t>(total)));
  for (const auto& prize : wheel.prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return wheel.prizes.back();
}

}  // namespace

// The offers (welcome_packet.h), the same that price each deposit's bonus.
nlohmann::json welcome_packet(CallContext& ctx) {
  Player player = *Players(ctx.db).find(ctx.signed_in());
  WelcomePacket packet = welcome_packet_at(player.created_at, deposit_count(ctx), ctx.now);
  auto first = pay_offer(packet.offers[0]);
  first["extraCountdown"] = packet.extra_countdown;
  first["extraRate"] = packet.extra_rate;
  return {{"payCount", packet.pay_count},
          {"firstPay", first},
          {"secondPay", pay_offer(packet.offers[1])},
          {"thirdPay", pay_offer(packet.offers[2])}};
}

nlohmann::json spin_score(CallContext& ctx) {
  return {{"spinScore", Players(ctx.db).find(ctx.signed_in())->spin_score}};
}

// The app-install activity: 0 when the device already belongs to another
// player, 2 once the player has signed in from the app, 1 otherwise.
nlohmann::json special_activity(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string device = ctx.fields.text("deviceId", 128);
  std::int64_t type = ctx.fields.integer("deviceType", 0, 9);
  auto other = ctx.db.prepare("SELECT 1 FROM devices WHERE device_id = ?1 AND player_id != ?2");
  other.bind(1, device).bind(2, player);
  if (other.step()) return {{"status", 0}};
  ctx.db
      .prepare(
          "INSERT INTO devices (player_id, device_id, device_type) VALUES (?1, ?2, ?3) ON CONFLICT "
          "DO NOTHING")
      .bind(1, player)
      .bind(2, device)
      .bind(3, type)
      .run();
  auto app = ctx.db.prepare("SELECT 1 FROM devices WHERE player_id = ?1 AND device_type = ?2");
  app.bind(1, player).bind(2, kAppDeviceType);
  return {{"status", app.step() ? 2 : 1}};
}

nlohmann::json signin_info(CallContext& ctx) {
  SigninState state = Rewards(ctx.db).signin(ctx.signed_in(), ctx.now / kDay);
  nlohmann::json days = nlohmann::json::array();
  for (const auto& day : state.days) {
    days.push_back({{"day", day.day},
                    {"currency", day.currency},
                    {"reward", day.reward},
                    {"status", day.status}});
  }
  return {{"todaySignIn", state.today_signed}, {"Available", days}};
}

nlohmann::json signin_claim(CallContext& ctx) {
  auto day = Rewards(ctx.db).record_signin(ctx.signed_in(), ctx.now / kDay);
  if (!day) throw CallError(CallCode::kConflict, "already signed in today");
  std::int64_t balance = credit(ctx, day->currency, day->reward, TransferKind::kSignin);
  return {{"day", day->day},
          {"currency", day->currency},
          {"reward", day->reward},
          {"balance", balance}};
}

nlohmann::json general_reward(CallContext& ctx) {
  nlohmann::json rewards = nlohmann::json::object();
  for (const auto& task : Rewards(ctx.db).tasks(ctx.signed_in())) {
    rewards[task.key] = {
        {"status", task.status}, {"reward", task.reward}, {"currency", task.currency}};
  }
  return {{"task", {{"switch", true}}}, {"rewards", rewards}};
}

nlohmann::json spinwheel_cfg(CallContext& ctx) {
  nlohmann::json items = nlohmann::json::array();
  bool any_enabled = false;
  for (const auto& wheel : Rewards(ctx.db).wheels()) {
    nlohmann::json prizes = nlohmann::json::array();
    for (const auto& prize : wheel.prizes) {
      prizes.push_back(
          {{"index", prize.index}, {"currency", prize.currency}, {"reward", prize.reward}});
    }
    any_enabled = any_enabled || wheel.enabled;
    items.push_back({{"wheelId", wheel.id},
                     {"name", wheel.name},
                     {"cost", wheel.cost},
                     {"status", wheel.enabled ? 1 : 0},
                     {"prizes", prizes}});
  }
  return {{"status", any_enabled ? 1 : 0}, {"items", items}};
}

nlohmann::json spin(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t wheel_id = ctx.fields.integer("wheelId", 1, 1'000'000);
  auto wheel = Rewards(ctx.db).wheel(wheel_id);
  if (!wheel || wheel->prizes.empty())
    throw CallError(CallCode::kNotFound, "no wheel " + std::to_string(wheel_id));
  if (!wheel->enabled)
    throw CallError(CallCode::kForbidden, "wheel " + std::to_string(wheel_id) + " is switched off");
  Players players(ctx.db);
  if (!players.add_spin_score(player, -wheel->cost)) {
    throw CallError(CallCode::kInsufficientFunds,
                    "the spin score is below the wheel's cost " + std::to_string(wheel->cost));
  }
  const WheelPrize& prize = draw_prize(*wheel);
  std::int64_t balance = credit(ctx, prize.currency, prize.reward, TransferKind::kSpin);
  return {{"wheelId", wheel->id},
          {"prizeIndex", prize.index},
          {"currency", prize.currency},
          {"reward", prize.reward},
          {"spinScore", players.find(player)->spin_score},
          {"balance", balance}};
}

nlohmann::json task_info(CallContext& ctx) {
  nlohmann::json tasks = nlohmann::json::array();
  for (const auto& task : Rewards(ctx.db).tasks(ctx.signed_in())) {
    tasks.push_back({{"rewardId", task.id},
                     {"key", task.key},
                     {"title", task.title},
                     {"currency", task.currency},
                     {"reward", task.reward},
                     {"status", task.status},
                     {"takeReward", task.status == 2}});
  }
  return {{"tasks", tasks}};
}

nlohmann::json task_claim(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t id = ctx.fields.integer("rewardId", 1, 1'000'000);
  Rewards rewards(ctx.db);
  auto tasks = rewards.tasks(player);
  auto task = std::find_if(tasks.begin(), tasks.end(), [&](const auto& t) { return t.id == id; });
  if (task == tasks.end()) throw CallError(CallCode::kNotFound, "no task " + std::to_string(id));
  if (task->status == 0)
    throw CallError(CallCode::kForbidden, "task '" + task->key + "' is not done yet");
  if (!rewards.record_task_claim(player, id))
    throw CallError(CallCode::kConflict, "task '" + task->key + "' is taken");
  std::int64_t balance = credit(ctx, task->currency, task->reward, TransferKind::kTask);
  return {{"rewardId", id},
          {"currency", task->currency},
          {"reward", task->reward},
          {"balance", balance}};
}

}  // namespace lobbykit::sandbox
