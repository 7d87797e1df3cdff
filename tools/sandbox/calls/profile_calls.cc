// The player's profile (nickname, avatar) and details (birthday, contacts,
// registration date, whether a fund password is set).
#include "sandbox/calls/account_fields.h"
#include "sandbox/calls/fund_password.h"
#include "sandbox/calls/handlers.h"

namespace lobbykit::sandbox {

namespace {

nlohmann::json optional_json(const std::optional<std::string>& text) {
  return text ? nlohmann::json(*text) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json details_json(CallContext& ctx, const Player& player) {
  nlohmann::json details = user_json(player);
  details.erase("region");
  details["birthday"] = optional_json(player.birthday);
  details["areaCode"] = optional_json(player.area_code);
  details["mobile"] = optional_json(player.mobile);
  details["mobileVerified"] = player.mobile_verified;
  details["email"] = optional_json(player.email);
  details["registeredAt"] = player.created_at;
  details["fundPasswordSet"] = has_fund_password(ctx, player.id);
  return details;
}

nlohmann::json profile_update(CallContext& ctx) {
  PlayerId id = ctx.signed_in();
  auto nickname = ctx.fields.optional_text("nickName");
  auto head_id = ctx.fields.optional_integer("headId", 1, 21);
  if (!nickname && !head_id)
    throw CallError(CallCode::kBadRequest, "field 'nickName' or 'headId' is required");
  Players players(ctx.db);
  Player before = *players.find(id);
  if (nickname) players.set_nickname(id, checked_nickname("nickName", *nickname));
  if (head_id) players.set_head_id(id, static_cast<int>(*head_id));
  Player after = *players.find(id);
  if (after.nickname != before.nickname || after.head_id != before.head_id)
    players.note_profile_changed(id);
  return user_json(after);
}

nlohmann::json user_details(CallContext& ctx) {
  return details_json(ctx, *Players(ctx.db).find(ctx.signed_in()));
}

nlohmann::json user_details_update(CallContext& ctx) {
  PlayerId id = ctx.signed_in();
  std::string birthday = checked_birthday(ctx.fields, ctx.now);
  Players players(ctx.db);
  if (!players.set_birthday(id, birthday))
    throw CallError(CallCode::kConflict, "the birthday is already set and cannot be changed");
  return details_json(ctx, *players.find(id));
}

}  // namespace lobbykit::sandbox
