// The login password: changed with the old one, or reset with a code sent to
// the account's bound contact. Both count a wrong old password or code as a
// failed sign-in (LoginThrottle), so neither is a way around the throttle.
#include "sandbox/calls/account_fields.h"
#include "sandbox/calls/handlers.h"
#include "sandbox/password_hash.h"
#include "sandbox/sessions.h"

namespace lobbykit::sandbox {

namespace {

// "+86 138****8000": the first three and last four digits of a long number,
// the last two of a short one.
std::string masked_mobile(const std::string& area_code, const std::string& number) {
  std::size_t front = number.size() >= 9 ? 3 : 0;
  std::size_t back = number.size() >= 9 ? 4 : 2;
  return "+" + area_code + " " + number.substr(0, front) +
         std::string(number.size() - front - back, '*') + number.substr(number.size() - back);
}

// "d***@example.com"
std::string masked_email(const std::string& email) {
  return email.substr(0, 1) + "***" + email.substr(email.find('@'));
}

Player existing_account(CallContext& ctx, const std::string& account) {
  auto player = Players(ctx.db).find_by_account(account);
  if (!player) throw CallError(CallCode::kNotFound, "no such account");
  if (player->disabled) throw CallError(CallCode::kForbidden, "the account is disabled");
  return *player;
}

}  // namespace

nlohmann::json password_change(CallContext& ctx) {
  Player player = *Players(ctx.db).find(ctx.signed_in());
  std::string old_password = ctx.fields.text("oldPassword", 128);
  std::string new_password = checked_new_password(ctx.fields, "newPassword");
  if (player.password_hash.empty()) {
    throw CallError(CallCode::kForbidden,
                    "the account signs in with Telegram and has no password to change");
  }
  refuse_throttled_sign_in(ctx, player.account);
  if (!verify_password(old_password, player.password_hash)) {
    record_failed_sign_in(ctx, player.account);
    throw CallError(CallCode::kForbidden, "the old password is wrong");
  }
  if (new_password == old_password) {
    throw CallError(CallCode::kBadRequest, "field 'newPassword' must differ from the old password");
  }
  std::string hash = hash_password(new_password, password_cost(ctx.config));
  Transaction transaction(ctx.db);
  Players(ctx.db).set_password_hash(player.id, hash);
  Sessions(ctx.db).revoke_all_except(player.id, ctx.request.token);
  transaction.commit();
  ctx.push(player.id, 55, {{"msg", "the password was changed"}}, ctx.request.token);
  return nlohmann::json::object();
}

nlohmann::json reset_send_code(CallContext& ctx) {
  Player player = existing_account(ctx, ctx.fields.text("account", 32));
  if (player.mobile_verified) {
    return send_verification_code(ctx, player, CodePurpose::kReset,
                                  MobileNumber{*player.area_code, *player.mobile}.destination(),
                                  masked_mobile(*player.area_code, *player.mobile));
  }
  if (player.email) {
    return send_verification_code(ctx, player, CodePurpose::kReset, *player.email,
                                  masked_email(*player.email));
  }
  throw CallError(CallCode::kNotFound,
                  "the account has no verified mobile or email to send a code to");
}

nlohmann::json password_reset(CallContext& ctx) {
  std::string account = ctx.fields.text("account", 32);
  std::string code = checked_code(ctx.fields);
  std::string new_password = checked_new_password(ctx.fields, "newPassword");
  refuse_throttled_sign_in(ctx, account);
  Player player = existing_account(ctx, account);
  // Hashing is slow; done before the write lock is taken.
  std::string hash = hash_password(new_password, password_cost(ctx.config));
  Transaction transaction(ctx.db);
  CodeCheck result =
      VerificationCodes(ctx.db).check(player.id, CodePurpose::kReset, "", code, ctx.now);
  if (result != CodeCheck::kAccepted) {
    record_failed_sign_in(ctx, account);
    transaction.commit();  // the wrong try counts
    refuse_code(result, CallCode::kUnauthorized, "account");
  }
  Players players(ctx.db);
  players.set_password_hash(player.id, hash);
  Sessions(ctx.db).revoke_all(player.id);
  auto answer = open_session(ctx, *players.find(player.id));
  transaction.commit();
  return answer;
}

}  // namespace lobbykit::sandbox
