// /track: the tracking events of SPEC §7 (site.yaml tracking.sink), from
// anyone; /admin/tracking lists them oldest first. The body is read as JSON
// whatever its Content-Type (navigator.sendBeacon sends text/plain).
#include <algorithm>
#include <array>
#include <string_view>

#include "sandbox/calls/handlers.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::array<std::string_view, 3> kEvents = {"click_deposit", "click_login_btn",
                                                     "click_register_btn"};
constexpr std::string_view kEventWithUser = "click_deposit";

}  // namespace

nlohmann::json track(CallContext& ctx) {
  std::string event = ctx.fields.text("event", 64);
  if (std::find(kEvents.begin(), kEvents.end(), event) == kEvents.end()) {
    throw CallError(CallCode::kBadRequest,
                    "field 'event' must be click_deposit, click_login_btn or click_register_btn");
  }
  std::optional<std::int64_t> user = ctx.fields.optional_integer("userId", 1, INT64_MAX);
  if (event == kEventWithUser && !user)
    throw CallError(CallCode::kBadRequest, "field 'userId' is required for click_deposit");
  if (event != kEventWithUser && user)
    throw CallError(CallCode::kBadRequest, "field 'userId' is only sent with click_deposit");
  if (user) {
    if (!ctx.request.token.empty() && !ctx.player)
      throw CallError(CallCode::kUnauthorized, "the token is expired, revoked or unknown");
    if (ctx.player && *ctx.player != *user)
      throw CallError(CallCode::kForbidden, "field 'userId' must be the signed-in player's");
    if (!Players(ctx.db).find(*user))
      throw CallError(CallCode::kNotFound, "field 'userId' names no player");
  }
  auto insert =
      ctx.db.prepare("INSERT INTO tracking_events (event, player_id, at) VALUES (?1, ?2, ?3)");
  insert.bind(1, event).bind(3, ctx.now);
  if (user) insert.bind(2, *user);
  insert.run();
  return nlohmann::json::object();
}

nlohmann::json admin_tracking(CallContext& ctx) {
  nlohmann::json events = nlohmann::json::array();
  auto query = ctx.db.prepare("SELECT event, player_id, at FROM tracking_events ORDER BY id");
  while (query.step()) {
    events.push_back(
        {{"event", query.text(0)},
         {"userId", query.is_null(1) ? nlohmann::json() : nlohmann::json(query.integer(1))},
         {"at", query.integer(2)}});
  }
  return {{"events", events}};
}

}  // namespace lobbykit::sandbox
