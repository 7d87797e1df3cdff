#include "sandbox/rewards.h"

#include <algorithm>

namespace lobbykit::sandbox {

SigninState Rewards::signin(std::int64_t player, std::int64_t epoch_day) {
  auto count = db_.prepare(
      "SELECT count(*), coalesce(max(epoch_day = ?2), 0) FROM signin_claims WHERE player_id = ?1");
  count.bind(1, player).bind(2, epoch_day);
  count.step();
  std::int64_t claims = count.integer(0);
  SigninState state;
  state.today_signed = count.integer(1) != 0;
  // Days claimed in the current weekly cycle.
  std::int64_t claimed = state.today_signed ? (claims - 1) % 7 + 1 : claims % 7;
  auto calendar = db_.prepare("SELECT day, currency, reward FROM signin_calendar ORDER BY day");
  while (calendar.step()) {
    SigninDay day{static_cast<int>(calendar.integer(0)), calendar.text(1), calendar.integer(2), 0};
    if (day.day <= claimed)
      day.status = 2;
    else if (day.day == claimed + 1 && !state.today_signed)
      day.status = 1;
    state.days.push_back(day);
  }
  return state;
}

std::optional<SigninDay> Rewards::record_signin(std::int64_t player, std::int64_t epoch_day) {
  SigninState state = signin(player, epoch_day);
  auto claimable = std::find_if(state.days.begin(), state.days.end(),
                                [](const auto& d) { return d.status == 1; });
  if (claimable == state.days.end()) return std::nullopt;
  db_.prepare("INSERT INTO signin_claims (player_id, epoch_day) VALUES (?1, ?2)")
      .bind(1, player)
      .bind(2, epoch_day)
      .run();
  return *claimable;
}

std::vector<Wheel> Rewards::wheels() {
  std::vector<Wheel> wheels;
  {
    auto query = db_.prepare("SELECT id, name, cost, enabled FROM wheels ORDER BY id");
    while (query.step())
      wheels.push_back(
          {query.integer(0), query.text(1), query.integer(2), query.integer(3) != 0, {}});
  }
  for (auto& wheel : wheels) {
    auto prizes = db_.prepare(
        "SELECT idx, currency, reward, weight FROM wheel_prizes WHERE wheel_id = ?1 ORDER BY idx");
    prizes.bind(1, wheel.id);
    while (prizes.step()) {
      wheel.prizes.push_back({static_cast<int>(prizes.integer(0)), prizes.text(1),
                              prizes.integer(2), prizes.integer(3)});
    }
  }
  return wheels;
}

std::optional<Wheel> Rewards::wheel(std::int64_t id) {
  for (auto& wheel : wheels()) {
    if (wheel.id == id) return wheel;
  }
  return std::nullopt;
}

}  // namespace lobbykit::sandbox
