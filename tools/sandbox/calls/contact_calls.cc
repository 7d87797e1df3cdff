// Binding a mobile number or an email with a verification code, the code
// "sending" the reset calls share, and the admin command that reads a code.
#include "sandbox/calls/account_fields.h"
#include "sandbox/calls/handlers.h"

namespace lobbykit::sandbox {

namespace {

void refuse_taken_mobile(CallContext& ctx, const MobileNumber& mobile) {
  auto owner = Players(ctx.db).find_by_verified_mobile(mobile.area_code, mobile.number);
  if (owner && owner->id != ctx.signed_in())
    throw CallError(CallCode::kConflict, "the mobile number is bound to another account");
}

void refuse_taken_email(CallContext& ctx, const std::string& email) {
  auto owner = Players(ctx.db).find_by_email(email);
  if (owner && owner->id != ctx.signed_in())
    throw CallError(CallCode::kConflict, "the email is bound to another account");
}

// Checks the bind code sent to `destination` and commits whatever the
// outcome: a wrong try must count even though the call then fails.
void accept_bind_code(CallContext& ctx, Transaction& transaction, const std::string& destination,
                      std::string_view field) {
  std::string code = checked_code(ctx.fields);
  CodeCheck result = VerificationCodes(ctx.db).check(ctx.signed_in(), CodePurpose::kBind,
                                                     destination, code, ctx.now);
  if (result == CodeCheck::kAccepted) return;
  transaction.commit();
  refuse_code(result, CallCode::kForbidden, field);
}

}  // namespace

void refuse_code(CodeCheck result, CallCode wrong_code, std::string_view destination_field) {
  switch (result) {
    case CodeCheck::kAccepted:
      return;
    case CodeCheck::kNone:
      throw CallError(wrong_code,
                      "no code is waiting (none was sent, or it was used): ask for one");
    case CodeCheck::kExpired:
      throw CallError(wrong_code, "the code has expired: ask for a new one");
    case CodeCheck::kWrong:
      throw CallError(wrong_code, "the code is wrong");
    case CodeCheck::kSpent:
      throw CallError(CallCode::kThrottled, "too many wrong codes: ask for a new one");
    case CodeCheck::kOtherDestination:
      throw CallError(CallCode::kBadRequest, "field '" + std::string(destination_field) +
                                                 "' is not where the code was sent");
  }
}

nlohmann::json send_verification_code(CallContext& ctx, const Player& player, CodePurpose purpose,
                                      const std::string& destination, const std::string& shown) {
  VerificationCodes codes(ctx.db);
  auto code = codes.issue(player.id, purpose, destination, ctx.now);
  if (!code) {
    throw CallError(CallCode::kThrottled,
                    "a code was sent less than " + std::to_string(kCodeResendSeconds) +
                        " s ago: wait " +
                        std::to_string(codes.resend_wait(player.id, purpose, ctx.now)) + " s");
  }
  ctx.config.verification_log("verification code for " + player.account + " (" +
                              std::string(purpose_name(purpose)) + ") to " + destination + ": " +
                              *code);
  return {
      {"sentTo", shown}, {"resendAfter", kCodeResendSeconds}, {"expiresIn", kCodeLifetimeSeconds}};
}

nlohmann::json bind_send_code(CallContext& ctx) {
  Player player = *Players(ctx.db).find(ctx.signed_in());
  std::string channel = ctx.fields.text("channel", 16);
  std::string destination;
  if (channel == "mobile") {
    MobileNumber mobile = checked_mobile(ctx.fields);
    refuse_taken_mobile(ctx, mobile);
    destination = mobile.destination();
  } else if (channel == "email") {
    destination = checked_email(ctx.fields);
    refuse_taken_email(ctx, destination);
  } else {
    throw CallError(CallCode::kBadRequest, "field 'channel' must be mobile or email");
  }
  return send_verification_code(ctx, player, CodePurpose::kBind, destination, destination);
}

nlohmann::json bind_mobile(CallContext& ctx) {
  PlayerId id = ctx.signed_in();
  MobileNumber mobile = checked_mobile(ctx.fields);
  Transaction transaction(ctx.db);
  accept_bind_code(ctx, transaction, mobile.destination(), "mobile");
  refuse_taken_mobile(ctx, mobile);
  Players players(ctx.db);
  players.bind_mobile(id, mobile.area_code, mobile.number);
  auto answer = details_json(ctx, *players.find(id));
  transaction.commit();
  return answer;
}

nlohmann::json bind_email(CallContext& ctx) {
  PlayerId id = ctx.signed_in();
  std::string email = checked_email(ctx.fields);
  Transaction transaction(ctx.db);
  accept_bind_code(ctx, transaction, email, "email");
  refuse_taken_email(ctx, email);
  Players players(ctx.db);
  players.bind_email(id, email);
  auto answer = details_json(ctx, *players.find(id));
  transaction.commit();
  return answer;
}

nlohmann::json admin_verify_code(CallContext& ctx) {
  std::string account = ctx.fields.text("account", 64);
  auto purpose = parse_purpose(ctx.fields.text("purpose", 16));
  if (!purpose) throw CallError(CallCode::kBadRequest, "field 'purpose' must be bind or reset");
  auto player = Players(ctx.db).find_by_account(account);
  if (!player) throw CallError(CallCode::kNotFound, "no such player");
  auto sent = VerificationCodes(ctx.db).last(player->id, *purpose);
  if (!sent) {
    throw CallError(CallCode::kNotFound, "no " + std::string(purpose_name(*purpose)) +
                                             " code was sent to '" + account + "'");
  }
  return {{"code", sent->code}, {"sentTo", sent->destination}};
}

}  // namespace lobbykit::sandbox
