// VipLevels: the VIP club's levels as content/vip.yaml gives them (read from
// catalogue.json's vip, so the content is their one source), and the
// arithmetic on them: the level a number of points reaches, the way to the
// next, each level's rewards, and the points a stake earns.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lobbykit::sandbox {

/// One level: its threshold and rewards (minor units of the reward currency).
struct VipLevelTerms {
  int level = 0;
  std::int64_t points = 0;
  std::int64_t level_up_reward = 0;
  std::int64_t birthday_reward = 0;
  /// The betting rebate by category id, in basis points of the stake; an
  /// unlisted category is 0.
  std::map<std::string, std::int64_t> rebate;
};

class VipLevels {
 public:
  /// REQUIRES: `levels` run 0, 1, 2, ... in order, level 0 at 0 points, each
  /// threshold above the one before (lobbykit check refuses anything else).
  /// Empty (a repository without vip.yaml): one level 0 at 0 points, without
  /// rewards.
  VipLevels(std::string currency, std::vector<VipLevelTerms> levels);

  /// The currency of every reward, and the one VIP points count in.
  [[nodiscard]] const std::string& currency() const { return currency_; }
  /// The highest level.
  [[nodiscard]] int top() const { return static_cast<int>(levels_.size()) - 1; }

  /// The highest level whose threshold `points` reaches.
  [[nodiscard]] int level_for(std::int64_t points) const;
  /// Percent (0-100, rounded down) of the way from `level`'s threshold to
  /// the next level's; 100 at the top level or above it.
  [[nodiscard]] int progress_rate(std::int64_t points, int level) const;
  /// The points the level after `level` needs; nullopt at the top or above.
  [[nodiscard]] std::optional<std::int64_t> next_points(int level) const;

  /// REQUIRES: 0 <= level <= top().
  [[nodiscard]] std::int64_t level_up_reward(int level) const;
  /// The birthday gift of a player at `level`, in currency().
  /// REQUIRES: 0 <= level <= top().
  [[nodiscard]] std::int64_t birthday_reward(int level) const;

  /// The rebate rate of `level` for a bet in `category`, in basis points of
  /// the stake (0 for a category the level does not list, or a level
  /// outside 0..top()).
  [[nodiscard]] std::int64_t rebate_rate(int level, const std::string& category) const;

  /// VIP points for `staked` minor units of currency(): one per whole unit
  /// (100 minor units); nothing for a part of one.
  [[nodiscard]] static std::int64_t points_for_stakes(std::int64_t staked);

 private:
  std::string currency_;
  std::vector<VipLevelTerms> levels_;
};

}  // namespace lobbykit::sandbox
