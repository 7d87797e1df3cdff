// TaskCentre: the tasks as content/tasks.yaml gives them (read from
// catalogue.json's tasks, so the content is their one source), and the
// arithmetic of a task's state: its progress towards the goal and its status.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit::sandbox {

/// What counts towards a task's goal.
enum class TaskKind {
  kDeposit,     ///< deposits made (ledger deposit transfers)
  kStake,       ///< minor units staked in real games, in the task currency
  kSignin,      ///< daily sign-ins claimed
  kSpin,        ///< prize wheel spins
  kBindMobile,  ///< 1 once a mobile is verified
  kProfile,     ///< 1 once the nickname or the avatar was changed
};

/// "deposit", "stake", "signin", "spin", "bind-mobile", "profile".
std::string_view task_kind_name(TaskKind kind);
std::optional<TaskKind> task_kind_named(std::string_view name);

struct TaskTerms {
  std::int64_t id = 0;
  std::string key;
  TaskKind kind = TaskKind::kDeposit;
  std::int64_t goal = 1;    ///< a count, or minor units of the task currency for kStake
  std::int64_t reward = 0;  ///< minor units of the task currency
  bool novice = false;
};

/// status of a task: 0 not done, 1 done and claimable, 2 taken.
inline constexpr int kTaskNotDone = 0;
inline constexpr int kTaskClaimable = 1;
inline constexpr int kTaskTaken = 2;

class TaskCentre {
 public:
  /// Empty (a repository without tasks.yaml): no tasks, the centre off.
  TaskCentre(bool on_by_default, std::string currency, std::vector<TaskTerms> tasks);
  TaskCentre() = default;

  /// The task switch until the operator sets it (tasks.yaml taskCentre).
  [[nodiscard]] bool on_by_default() const { return on_by_default_; }
  /// The currency of every reward and of stake goals.
  [[nodiscard]] const std::string& currency() const { return currency_; }
  [[nodiscard]] const std::vector<TaskTerms>& tasks() const { return tasks_; }
  /// The task with this id; null if none.
  [[nodiscard]] const TaskTerms* find(std::int64_t id) const;

  /// `progress` capped at the goal.
  [[nodiscard]] static std::int64_t shown_progress(const TaskTerms& task, std::int64_t progress);
  /// 2 if taken, else 1 once `progress` reaches the goal, else 0.
  [[nodiscard]] static int status(const TaskTerms& task, std::int64_t progress, bool taken);
  /// Whether progress going from `before` to `after` moved the task towards
  /// its goal (the part below the goal changed).
  [[nodiscard]] static bool moves(const TaskTerms& task, std::int64_t before, std::int64_t after);

 private:
  bool on_by_default_ = false;
  std::string currency_;
  std::vector<TaskTerms> tasks_;
};

}  // namespace lobbykit::sandbox
