// Rewards: the daily sign-in calendar and the prize wheels, with each
// player's progress through them. (The VIP levels and the tasks are content:
// vip_levels.h, task_centre.h.)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

/// status of a sign-in day: 0 not yet, 1 claimable, 2 claimed.
struct SigninDay {
  int day = 1;  ///< 1-7 in the weekly cycle
  std::string currency;
  std::int64_t reward = 0;
  int status = 0;
};

struct SigninState {
  bool today_signed = false;
  std::vector<SigninDay> days;
};

struct WheelPrize {
  int index = 0;
  std::string currency;
  std::int64_t reward = 0;
  std::int64_t weight = 1;
};

struct Wheel {
  std::int64_t id = 0;
  std::string name;
  std::int64_t cost = 0;  ///< spin score one spin takes
  bool enabled = true;
  std::vector<WheelPrize> prizes;
};

class Rewards {
 public:
  explicit Rewards(Database& db) : db_(db) {}

  /// The calendar as `player` sees it on `epoch_day` (days since 1970-01-01 UTC).
  SigninState signin(std::int64_t player, std::int64_t epoch_day);
  /// Records today's sign-in; the day claimed, or nullopt if already signed today.
  /// REQUIRES: an open transaction.
  std::optional<SigninDay> record_signin(std::int64_t player, std::int64_t epoch_day);

  std::vector<Wheel> wheels();
  std::optional<Wheel> wheel(std::int64_t id);

 private:
  Database& db_;
};

}  // namespace lobbykit::sandbox
