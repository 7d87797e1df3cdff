// The task centre: the tasks are content/tasks.yaml's (Catalogue::tasks()),
// each player's progress is counted from what they did (deposits, real
// stakes in the task currency, sign-ins, wheel spins, a verified mobile, a
// changed nickname or avatar), and a done task's reward is claimed once: a
// `task` transfer from the bonus pool. The switch of /general/reward is the
// content's taskCentre until the operator sets it (/admin/task-switch); while
// it is off no reward is claimed (403), though progress still counts.
// Real bets also earn spin points here, counted as VIP points are.
#include <algorithm>
#include <set>

#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

namespace {

/// What counts towards each kind of task, for one player.
struct Progress {
  std::int64_t deposits = 0;
  std::int64_t staked = 0;  ///< minor units of the task currency
  std::int64_t signins = 0;
  std::int64_t spins = 0;
  bool mobile = false;
  bool profile = false;

  [[nodiscard]] std::int64_t of(TaskKind kind) const {
    switch (kind) {
      case TaskKind::kDeposit:
        return deposits;
      case TaskKind::kStake:
        return staked;
      case TaskKind::kSignin:
        return signins;
      case TaskKind::kSpin:
        return spins;
      case TaskKind::kBindMobile:
        return mobile ? 1 : 0;
      case TaskKind::kProfile:
        return profile ? 1 : 0;
    }
    return 0;
  }
};

std::int64_t count_signins(CallContext& ctx, PlayerId player) {
  auto query = ctx.db.prepare("SELECT count(*) FROM signin_claims WHERE player_id = ?1");
  query.bind(1, player);
  query.step();
  return query.integer(0);
}

std::int64_t count_spins(CallContext& ctx, PlayerId player) {
  auto query = ctx.db.prepare("SELECT wheel_spins FROM players WHERE id = ?1");
  query.bind(1, player);
  return query.step() ? query.integer(0) : 0;
}

Progress progress_of(CallContext& ctx, PlayerId player) {
  Progress progress;
  progress.deposits = Ledger(ctx.db).transfer_count(player, TransferKind::kDeposit);
  progress.staked =
      stakes_in(ctx, stakes_by_currency(ctx, player), ctx.catalogue.tasks().currency());
  progress.signins = count_signins(ctx, player);
  progress.spins = count_spins(ctx, player);
  auto flags = ctx.db.prepare("SELECT mobile_verified, profile_changed FROM players WHERE id = ?1");
  flags.bind(1, player);
  if (flags.step()) {
    progress.mobile = flags.integer(0) != 0;
    progress.profile = flags.integer(1) != 0;
  }
  return progress;
}

/// A task as the player sees it.
struct TaskState {
  const TaskTerms* terms = nullptr;
  std::int64_t progress = 0;  ///< capped at the goal
  int status = kTaskNotDone;
};

std::vector<TaskState> task_states(CallContext& ctx, PlayerId player) {
  Progress progress = progress_of(ctx, player);
  std::set<std::int64_t> taken;
  auto claims = ctx.db.prepare("SELECT task_id FROM task_claims WHERE player_id = ?1");
  claims.bind(1, player);
  while (claims.step()) taken.insert(claims.integer(0));
  std::vector<TaskState> states;
  for (const auto& task : ctx.catalogue.tasks().tasks()) {
    std::int64_t done = progress.of(task.kind);
    states.push_back({&task, TaskCentre::shown_progress(task, done),
                      TaskCentre::status(task, done, taken.count(task.id) > 0)});
  }
  return states;
}

/// The stored switch, else the content's default.
bool task_centre_on(CallContext& ctx) {
  auto query = ctx.db.prepare("SELECT task_centre FROM task_switch WHERE id = 1");
  return query.step() ? query.integer(0) != 0 : ctx.catalogue.tasks().on_by_default();
}

std::int64_t spin_score_of(CallContext& ctx, PlayerId player) {
  return Players(ctx.db).find(player)->spin_score;
}

/// Whether a task of `kind` moved from `before` to `after`.
bool moves_a_task(CallContext& ctx, TaskKind kind, std::int64_t before, std::int64_t after) {
  for (const auto& task : ctx.catalogue.tasks().tasks()) {
    if (task.kind == kind && TaskCentre::moves(task, before, after)) return true;
  }
  return false;
}

}  // namespace

nlohmann::json general_reward(CallContext& ctx) {
  const std::string& currency = ctx.catalogue.tasks().currency();
  nlohmann::json rewards = nlohmann::json::object();
  for (const auto& state : task_states(ctx, ctx.signed_in())) {
    rewards[state.terms->key] = {
        {"status", state.status}, {"reward", state.terms->reward}, {"currency", currency}};
  }
  return {{"task", {{"switch", task_centre_on(ctx)}}}, {"rewards", rewards}};
}

nlohmann::json task_info(CallContext& ctx) {
  const std::string& currency = ctx.catalogue.tasks().currency();
  nlohmann::json tasks = nlohmann::json::array();
  for (const auto& state : task_states(ctx, ctx.signed_in())) {
    const TaskTerms& task = *state.terms;
    tasks.push_back({{"rewardId", task.id},
                     {"key", task.key},
                     {"kind", task_kind_name(task.kind)},
                     {"goal", task.goal},
                     {"progress", state.progress},
                     {"novice", task.novice},
                     {"currency", currency},
                     {"reward", task.reward},
                     {"status", state.status},
                     {"takeReward", state.status == kTaskTaken}});
  }
  return {{"tasks", tasks}};
}

nlohmann::json task_claim(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t id = ctx.fields.integer("rewardId", 1, 1'000'000);
  std::string key = ctx.fields.idempotency_key();
  if (!task_centre_on(ctx))
    throw CallError(CallCode::kForbidden, "the task centre is switched off");
  auto states = task_states(ctx, player);
  auto state = std::find_if(states.begin(), states.end(),
                            [&](const TaskState& s) { return s.terms->id == id; });
  if (state == states.end()) throw CallError(CallCode::kNotFound, "no task " + std::to_string(id));
  const TaskTerms& task = *state->terms;
  if (state->status == kTaskTaken)
    throw CallError(CallCode::kConflict, "task '" + task.key + "' is taken");
  if (state->status == kTaskNotDone)
    throw CallError(CallCode::kForbidden, "task '" + task.key + "' is not done yet");
  ctx.db.prepare("INSERT INTO task_claims (player_id, task_id, claimed_at) VALUES (?1, ?2, ?3)")
      .bind(1, player)
      .bind(2, id)
      .bind(3, ctx.now)
      .run();
  const std::string& currency = ctx.catalogue.tasks().currency();
  auto result = Ledger(ctx.db).transfer(
      {TransferKind::kTask, player, currency, task.reward, "task:" + std::to_string(id), ctx.now});
  require_applied(result, currency, key);
  return {{"rewardId", id},
          {"currency", currency},
          {"reward", task.reward},
          {"balance", result.credit_balance}};
}

nlohmann::json admin_task_switch(CallContext& ctx) {
  bool on = ctx.fields.boolean("on");
  ctx.db
      .prepare(
          "INSERT INTO task_switch (id, task_centre) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE "
          "SET task_centre = excluded.task_centre")
      .bind(1, std::int64_t{on ? 1 : 0})
      .run();
  return nlohmann::json::object();
}

void note_task_progress(CallContext& ctx, PlayerId player, TaskKind kind) {
  std::int64_t after = 0;
  if (kind == TaskKind::kDeposit)
    after = Ledger(ctx.db).transfer_count(player, TransferKind::kDeposit);
  else if (kind == TaskKind::kSignin)
    after = count_signins(ctx, player);
  else if (kind == TaskKind::kSpin)
    after = count_spins(ctx, player);
  else
    return;
  if (moves_a_task(ctx, kind, after - 1, after))
    ctx.push(player, 60, {{"spinScore", spin_score_of(ctx, player)}});
}

void earn_spin_points(CallContext& ctx, PlayerId player, const std::string& currency,
                      std::int64_t stake) {
  // One read of the stakes: what all of them count for, less all but this one.
  auto stakes = stakes_by_currency(ctx, player);
  const std::string& points_currency = ctx.catalogue.vip().currency();
  std::int64_t earned =
      VipLevels::points_for_stakes(stakes_in(ctx, stakes, points_currency)) -
      VipLevels::points_for_stakes(stakes_in(ctx, stakes, points_currency, currency, stake));
  const std::string& task_currency = ctx.catalogue.tasks().currency();
  bool moved =
      moves_a_task(ctx, TaskKind::kStake, stakes_in(ctx, stakes, task_currency, currency, stake),
                   stakes_in(ctx, stakes, task_currency));
  if (earned > 0) {
    Players(ctx.db).add_spin_score(player, earned);
    ctx.push(player, 60, {{"spinScore", spin_score_of(ctx, player)}, {"addSpinScore", earned}});
  } else if (moved) {
    ctx.push(player, 60, {{"spinScore", spin_score_of(ctx, player)}});
  }
}

}  // namespace lobbykit::sandbox
