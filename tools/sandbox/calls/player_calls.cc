// The signed-in player's profile and VIP progress.
#include "sandbox/calls/handlers.h"
#include "sandbox/rewards.h"

namespace lobbykit::sandbox {

nlohmann::json user_json(const Player& player) {
  return {{"userId", player.id},         {"account", player.account},
          {"nickName", player.nickname}, {"headId", player.head_id},
          {"vip", player.vip},           {"platformId", player.platform_id},
          {"region", player.region}};
}

nlohmann::json user_info(CallContext& ctx) {
  return user_json(*Players(ctx.db).find(ctx.signed_in()));
}

nlohmann::json vip_progress(CallContext& ctx) {
  Player player = *Players(ctx.db).find(ctx.signed_in());
  int level =
      static_cast<int>(ctx.fields.optional_integer("vipLevel", 0, 100).value_or(player.vip));
  return {{"vip", player.vip},
          {"progressRate", Rewards(ctx.db).vip_progress_rate(player.vip_points, level)}};
}

}  // namespace lobbykit::sandbox
