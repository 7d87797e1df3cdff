// /fund-password/set: six digits; a first password is set freely, a new one
// needs the old one.
#include "sandbox/calls/fund_password.h"

#include <algorithm>

#include "sandbox/calls/handlers.h"
#include "sandbox/password_hash.h"

namespace lobbykit::sandbox {

namespace {

std::optional<std::string> stored_hash(CallContext& ctx, PlayerId player) {
  auto query = ctx.db.prepare("SELECT fund_password_hash FROM players WHERE id = ?1");
  query.bind(1, player);
  if (!query.step() || query.is_null(0)) return std::nullopt;
  return query.text(0);
}

void check(CallContext& ctx, const std::string& hash, const char* field) {
  if (!verify_password(ctx.fields.text(field, 64), hash))
    throw CallError(CallCode::kForbidden, "the fund password is wrong");
}

}  // namespace

bool has_fund_password(CallContext& ctx, PlayerId player) {
  return stored_hash(ctx, player).has_value();
}

void require_fund_password(CallContext& ctx, PlayerId player) {
  auto hash = stored_hash(ctx, player);
  if (!hash) throw CallError(CallCode::kForbidden, "set a fund password first");
  check(ctx, *hash, "fundPassword");
}

nlohmann::json fund_password_set(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string password = ctx.fields.text("password", 64);
  if (password.size() != 6 ||
      !std::all_of(password.begin(), password.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw CallError(CallCode::kBadRequest, "field 'password' must be six digits");
  if (auto hash = stored_hash(ctx, player)) check(ctx, *hash, "oldPassword");
  ctx.db.prepare("UPDATE players SET fund_password_hash = ?2 WHERE id = ?1")
      .bind(1, player)
      .bind(2, hash_password(password, password_cost(ctx.config)))
      .run();
  return {{"fundPasswordSet", true}};
}

}  // namespace lobbykit::sandbox
