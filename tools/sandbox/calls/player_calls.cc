// The signed-in player's profile.
#include "sandbox/calls/handlers.h"

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

}  // namespace lobbykit::sandbox
