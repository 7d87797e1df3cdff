// Accounts and sessions: register and sign in with account and password
// (argon2id, throttled), sign out, and the Telegram Mini App sign-in.
#include <algorithm>

#include "sandbox/calls/handlers.h"
#include "sandbox/password_hash.h"
#include "sandbox/sessions.h"
#include "sandbox/telegram_init_data.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::size_t kMaxInitDataBytes = 4096;

PasswordCost password_cost(const ServiceConfig& config) {
  return config.fast_password_hashing ? PasswordCost::kMinimum : PasswordCost::kInteractive;
}

// A new session; the player's other sockets hear cmd 51 (signed in elsewhere).
nlohmann::json open_session(CallContext& ctx, const Player& player) {
  Sessions sessions(ctx.db);
  std::string token = sessions.issue(player.id, ctx.now + ctx.config.token_lifetime.count());
  ctx.push(player.id, 51, {{"msg", "signed in elsewhere"}}, token);
  return {{"token", token}, {"user", user_json(player)}};
}

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

nlohmann::json register_account(CallContext& ctx) {
  std::string account = checked_account(ctx.fields);
  std::string password = checked_password(ctx.fields);
  std::string nickname = ctx.fields.optional_text("nickname", 32).value_or(account);
  std::string hash = hash_password(password, password_cost(ctx.config));
  Transaction transaction(ctx.db);
  Players players(ctx.db);
  auto id = players.create({account, hash, nickname, ctx.now, std::nullopt, 2, std::nullopt});
  if (!id) throw CallError(CallCode::kConflict, "account '" + account + "' is taken");
  auto answer = open_session(ctx, *players.find(*id));
  transaction.commit();
  return answer;
}

nlohmann::json sign_in(CallContext& ctx) {
  std::string account = ctx.fields.text("account", 32);
  std::string password = ctx.fields.text("password", 128);
  std::string account_key = "account:" + account;
  std::string address_key = "address:" + ctx.request.peer_address;
  bool by_address = !ctx.request.peer_address.empty();
  if (ctx.throttle.blocked(account_key, ctx.now) ||
      (by_address && ctx.throttle.blocked(address_key, ctx.now))) {
    throw CallError(CallCode::kThrottled, "too many failed sign-ins: wait a minute");
  }
  auto player = Players(ctx.db).find_by_account(account);
  if (!player || !verify_password(password, player->password_hash)) {
    ctx.throttle.record_failure(account_key, ctx.now);
    if (by_address) ctx.throttle.record_failure(address_key, ctx.now);
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
  std::int64_t channel_id = ctx.fields.optional_integer("channelId", 0, 999'999'999).value_or(2);
  auto referal_code = ctx.fields.optional_text("referalCode", 64);
  (void)ctx.fields.optional_text("serialNo");
  (void)ctx.fields.optional_text("machineName");
  (void)ctx.fields.optional_integer("operatorId", 0, 999'999'999);
  Transaction transaction(ctx.db);
  Players players(ctx.db);
  auto player = players.find_by_telegram(user.id);
  bool created = !player;
  if (created) {
    auto id = players.create({"tg" + std::to_string(user.id), "", user.name.substr(0, 32), ctx.now,
                              user.id, channel_id, referal_code});
    if (!id)
      throw CallError(CallCode::kConflict, "account 'tg" + std::to_string(user.id) + "' is taken");
    player = players.find(*id);
  }
  if (player->disabled) throw CallError(CallCode::kForbidden, "the account is disabled");
  auto answer = open_session(ctx, *player);
  answer["created"] = created;
  transaction.commit();
  return answer;
}

}  // namespace lobbykit::sandbox
