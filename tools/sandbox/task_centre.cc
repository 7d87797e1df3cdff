#include "sandbox/task_centre.h"

#include <algorithm>
#include <array>

namespace lobbykit::sandbox {

namespace {

constexpr std::array<std::pair<TaskKind, std::string_view>, 6> kKindNames = {{
    {TaskKind::kDeposit, "deposit"},
    {TaskKind::kStake, "stake"},
    {TaskKind::kSignin, "signin"},
    {TaskKind::kSpin, "spin"},
    {TaskKind::kBindMobile, "bind-mobile"},
    {TaskKind::kProfile, "profile"},
}};

}  // namespace

std::string_view task_kind_name(TaskKind kind) {
  for (const auto& [known, name] : kKindNames) {
    if (known == kind) return name;
  }
  return "deposit";
}

std::optional<TaskKind> task_kind_named(std::string_view name) {
  for (const auto& [kind, known] : kKindNames) {
    if (known == name) return kind;
  }
  return std::nullopt;
}

TaskCentre::TaskCentre(bool on_by_default, std::string currency, std::vector<TaskTerms> tasks)
    : on_by_default_(on_by_default), currency_(std::move(currency)), tasks_(std::move(tasks)) {}

const TaskTerms* TaskCentre::find(std::int64_t id) const {
  auto found =
      std::find_if(tasks_.begin(), tasks_.end(), [&](const auto& t) { return t.id == id; });
  return found == tasks_.end() ? nullptr : &*found;
}

std::int64_t TaskCentre::shown_progress(const TaskTerms& task, std::int64_t progress) {
  return std::clamp<std::int64_t>(progress, 0, task.goal);
}

int TaskCentre::status(const TaskTerms& task, std::int64_t progress, bool taken) {
  if (taken) return kTaskTaken;
  return progress >= task.goal ? kTaskClaimable : kTaskNotDone;
}

bool TaskCentre::moves(const TaskTerms& task, std::int64_t before, std::int64_t after) {
  return shown_progress(task, before) != shown_progress(task, after);
}

}  // namespace lobbykit::sandbox
