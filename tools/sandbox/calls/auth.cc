// Accounts and sessions: register and sign in with account and password
// (argon2id, throttled), sign out, and the Telegram Mini App sign-in.
#include <algorithm>

#include "sandbox/calls/account_fields.h"
#include "sandbox/calls/handlers.h"
#include "sandbox/password_hash.h"
#include "sandbox/sessions.h"
#include "sandbox/telegram_init_data.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::size_t kMaxInitDataBytes = 4096;
// SPEC §5: the channel of a player who came through none.
constexpr std::int64_t kDefaultChannelId = 2;
constexpr std::int64_t kMaxChannelId = 1'000'000'000;

std::string account_key(const std::string& account) { return "account:" + account; }
std::string address_key(const CallContext& ctx) { return "address:" + ctx.request.peer_address; }

std::string checked_account(const RequestFields& fields) {
  std::string account = fields.text("account", 32);
  bool allowed = std::all_of(account.begin(), account.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
  if (account.size() < 3 || !allowed) {
    throw CallError(CallCode::kBadRequest, "field 'account' must be 3-32 of a-z, 0-9 and _");
  }
  return account;
}

std::string checked_password(const RequestFields& fields) {
  std::string password = fields.text("password", 128);
  if (password.size() < 8)
    throw CallError(CallCode::kBadRequest, "field 'password' must be 8-128 bytes");
  return password;
}

TelegramUser checked_init_data(CallContext& ctx) {
  std::string init_data = ctx.fields.text("initData", kMaxInitDataBytes);
  auto check = check_init_data(init_data, ctx.config.telegram_bot_token, ctx.now,
                               ctx.config.init_data_max_age.count());
  if (!check.user) throw CallError(CallCode::kUnauthorized, check.error);
  return *check.user;
}

}  // namespace

PasswordCost password_cost(const ServiceConfig& config) {
  return config.fast_password_hashing ? PasswordCost::kMinimum : PasswordCost::kInteractive;
}

nlohmann::json open_session(CallContext& ctx, const Player& player) {
  Sessions sessions(ctx.db);
  std::string token = sessions.issue(player.id, ctx.now + ctx.config.token_lifetime.count());
  ctx.push(player.id, 51, {{"msg", "signed in elsewhere"}}, token);
  return {{"token", token}, {"user", user_json(player)}};
}

void refuse_throttled_sign_in(CallContext& ctx, const std::string& account) {
  bool by_address = !ctx.request.peer_address.empty();
  if (ctx.throttle.blocked(account_key(account), ctx.now) ||
      (by_address && ctx.throttle.blocked(address_key(ctx), ctx.now))) {
    throw CallError(CallCode::kThrottled, "too many failed sign-ins: wait a minute");
  }
}

void record_failed_sign_in(CallContext& ctx, const std::string& account) {
  ctx.throttle.record_failure(account_key(account), ctx.now);
  if (!ctx.request.peer_address.empty()) ctx.throttle.record_failure(address_key(ctx), ctx.now);
}

nlohmann::json register_account(CallContext& ctx) {
  std::string account = checked_account(ctx.fields);
  std::string password = checked_password(ctx.fields);
  // Without a nickname the account is the name (accounts are ASCII: bytes are characters).
  auto given = ctx.fields.optional_text("nickname");
  std::string nickname =
      given ? checked_nickname("nickname", *given) : account.substr(0, kMaxNicknameLength);
  std::optional<MobileNumber> mobile = optional_mobile(ctx.fields);
  // SPEC §5: the channel the player came through (an all-digit value), else a referral code.
  std::int64_t channel_id =
      ctx.fields.optional_integer("channelId", 1, kMaxChannelId).value_or(kDefaultChannelId);
  std::string hash = hash_password(password, password_cost(ctx.config));
  Transaction transaction(ctx.db);
  Players players(ctx.db);
  std::optional<Player> referrer = referrer_named(ctx);
  if (mobile && players.find_by_verified_mobile(mobile->area_code, mobile->number))
    throw CallError(CallCode::kConflict, "the mobile number is bound to another account");
  NewPlayer player{account, hash, nickname, ctx.now, std::nullopt, channel_id, std::nullopt};
  if (mobile) {
    player.area_code = mobile->area_code;
    player.mobile = mobile->number;
  }
  if (referrer) {
    player.referal_code = ctx.fields.optional_text("referalCode", 64);
    player.referred_by = referrer->id;
  }
  auto id = players.create(player);
  if (!id) throw CallError(CallCode::kConflict, "account '" + account + "' is taken");
  if (referrer) credit_referral_signup(ctx, referrer->id, *id);
  send_mail(ctx, *id, 1, welcome_mail());
  auto answer = open_session(ctx, *players.find(*id));
  transaction.commit();
  return answer;
}

nlohmann::json sign_in(CallContext& ctx) {
  std::string account = ctx.fields.text("account", 32);
  std::string password = ctx.fields.text("password", 128);
  refuse_throttled_sign_in(ctx, account);
  auto player = Players(ctx.db).find_by_account(account);
  if (!player || !verify_password(password, player->password_hash)) {
    record_failed_sign_in(ctx, account);
    throw CallError(CallCode::kUnauthorized, "account or password is wrong");
  }
  if (player->disabled) throw CallError(CallCode::kForbidden, "the account is disabled");
  return open_session(ctx, *player);
}

nlohmann::json sign_out(CallContext& ctx) {
  Sessions(ctx.db).revoke(ctx.request.token);
  return nlohmann::json::object();
}

nlohmann::json check_telegram(CallContext& ctx) {
  TelegramUser user = checked_init_data(ctx);
  bool registered = Players(ctx.db).find_by_telegram(user.id).has_value();
  return {{"valid", true}, {"registered", registered}};
}

nlohmann::json sign_in_telegram(CallContext& ctx) {
  TelegramUser user = checked_init_data(ctx);
  // SPEC §5: an all-digit channel arrives as channelId, anything else as referalCode.
  std::int64_t channel_id =
      ctx.fields.optional_integer("channelId", 0, kMaxChannelId).value_or(kDefaultChannelId);
  auto referal_code = ctx.fields.optional_text("referalCode", 64);
  (void)ctx.fields.optional_text("serialNo");
  (void)ctx.fields.optional_text("machineName");
  (void)ctx.fields.optional_integer("operatorId", 0, 999'999'999);
  Transaction transaction(ctx.db);
  Players players(ctx.db);
  auto player = players.find_by_telegram(user.id);
  bool created = !player;
  if (created) {
    // Only a new player's code counts (a returning player's link changes nothing).
    std::optional<Player> referrer = referrer_named(ctx);
    NewPlayer fresh{"tg" + std::to_string(user.id),
                    "",
                    user.name.substr(0, 32),
                    ctx.now,
                    user.id,
                    channel_id,
                    referal_code};
    if (referrer) fresh.referred_by = referrer->id;
    auto id = players.create(fresh);
    if (!id)
      throw CallError(CallCode::kConflict, "account 'tg" + std::to_string(user.id) + "' is taken");
    if (referrer) credit_referral_signup(ctx, referrer->id, *id);
    send_mail(ctx, *id, 1, welcome_mail());
    player = players.find(*id);
  }
  if (player->disabled) throw CallError(CallCode::kForbidden, "the account is disabled");
  auto answer = open_session(ctx, *player);
  answer["created"] = created;
  transaction.commit();
  return answer;
}

}  // namespace lobbykit::sandbox
