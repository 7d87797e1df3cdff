#include "sandbox/vip_levels.h"

#include <algorithm>

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kMinorUnitsPerPoint = 100;

}  // namespace

VipLevels::VipLevels(std::string currency, std::vector<VipLevelTerms> levels)
    : currency_(std::move(currency)), levels_(std::move(levels)) {
  if (levels_.empty()) levels_.push_back({});
}

int VipLevels::level_for(std::int64_t points) const {
  auto above = std::upper_bound(
      levels_.begin() + 1, levels_.end(), points,
      [](std::int64_t wanted, const VipLevelTerms& level) { return wanted < level.points; });
  return static_cast<int>(above - levels_.begin()) - 1;
}

int VipLevels::progress_rate(std::int64_t points, int level) const {
  auto next = next_points(level);
  if (!next) return 100;
  std::int64_t from = levels_[static_cast<std::size_t>(level)].points;
  std::int64_t rate = (std::clamp(points, from, *next) - from) * 100 / (*next - from);
  return static_cast<int>(rate);
}

std::optional<std::int64_t> VipLevels::next_points(int level) const {
  if (level < 0 || level >= top()) return std::nullopt;
  return levels_[static_cast<std::size_t>(level) + 1].points;
}

std::int64_t VipLevels::level_up_reward(int level) const {
  return levels_.at(static_cast<std::size_t>(level)).level_up_reward;
}

std::int64_t VipLevels::birthday_reward(int level) const {
  return levels_.at(static_cast<std::size_t>(level)).birthday_reward;
}

std::int64_t VipLevels::rebate_rate(int level, const std::string& category) const {
  if (level < 0 || level > top()) return 0;
  const auto& rates = levels_[static_cast<std::size_t>(level)].rebate;
  auto found = rates.find(category);
  return found == rates.end() ? 0 : found->second;
}

std::int64_t VipLevels::points_for_stakes(std::int64_t staked) {
  return std::max<std::int64_t>(staked, 0) / kMinorUnitsPerPoint;
}

}  // namespace lobbykit::sandbox
