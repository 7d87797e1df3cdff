// The admin command: {playerId | account, cmd, data} makes the event of
// socket push `cmd` happen to a player, then pushes it (SPEC §7, 51-60).
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"
#include "sandbox/sessions.h"

namespace lobbykit::sandbox {

namespace {

Player target_player(CallContext& ctx) {
  Players players(ctx.db);
  std::optional<Player> player;
  if (auto id = ctx.fields.optional_integer("playerId", 1, INT64_MAX)) {
    player = players.find(*id);
  } else if (auto account = ctx.fields.optional_text("account", 64)) {
    player = players.find_by_account(*account);
  } else {
    throw CallError(CallCode::kBadRequest, "field 'playerId' or 'account' is required");
  }
  if (!player) throw CallError(CallCode::kNotFound, "no such player");
  return *player;
}

std::int64_t data_integer(const nlohmann::json& data, const char* name, std::int64_t min,
                          std::int64_t max) {
  auto found = data.find(name);
  if (found == data.end() || !found->is_number_integer() || found->get<std::int64_t>() < min ||
      found->get<std::int64_t>() > max) {
    throw CallError(CallCode::kBadRequest, std::string("field 'data.") + name +
                                               "' must be an integer between " +
                                               std::to_string(min) + " and " + std::to_string(max));
  }
  return found->get<std::int64_t>();
}

std::string data_text(const nlohmann::json& data, const char* name, const std::string& fallback) {
  auto found = data.find(name);
  if (found == data.end()) return fallback;
  if (!found->is_string() || found->get_ref<const std::string&>().empty()) {
    throw CallError(CallCode::kBadRequest,
                    std::string("field 'data.") + name + "' must be a non-empty string");
  }
  return found->get<std::string>();
}

}  // namespace

nlohmann::json admin_event(CallContext& ctx) {
  Player player = target_player(ctx);
  int cmd = static_cast<int>(ctx.fields.integer("cmd", 51, 60));
  nlohmann::json data = ctx.fields.object("data");
  switch (cmd) {
    case 52:  // account disabled: no token of it works any more
      Players(ctx.db).disable(player.id);
      Sessions(ctx.db).revoke_all(player.id);
      break;
    case 53: {  // balance added
      std::int64_t amount = data_integer(data, "addBalance", 1, 10'000'000'000);
      std::string currency = data_text(data, "currency", ctx.catalogue.default_currency());
      if (!ctx.catalogue.has_currency(currency)) {
        throw CallError(CallCode::kBadRequest,
                        "field 'data.currency' names no currency of the catalogue");
      }
      auto result = Ledger(ctx.db).transfer(
          {TransferKind::kAdminCredit, player.id, currency, amount, std::nullopt, ctx.now});
      require_applied(result, currency, std::nullopt);
      data = {{"addBalance", amount}, {"currency", currency}, {"balance", result.credit_balance}};
      break;
    }
    case 54: {  // new mail (send_mail pushes it)
      int type = static_cast<int>(data.contains("type") ? data_integer(data, "type", 1, 2) : 2);
      send_mail(ctx, player.id, type,
                {data_text(data, "title", "A message for you"),
                 data_text(data, "content", "Sent by the sandbox admin command."), std::nullopt});
      data = unread_mail_json(ctx.db, player.id);
      return {{"playerId", player.id}, {"cmd", cmd}, {"data", data}};
    }
    case 58:  // unread counts
      data = unread_mail_json(ctx.db, player.id);
      break;
    case 56: {  // level up: each level newly reached credits its reward once
      int level = data.contains("vip")
                      ? static_cast<int>(data_integer(data, "vip", 0, ctx.catalogue.vip().top()))
                      : player.vip;
      data = set_vip_level(ctx, player.id, level);
      break;
    }
    case 57:  // birthday: this year's gift, whatever the date
      data = give_birthday_gift(ctx, player.id);
      break;
    case 60: {  // spin score
      Players players(ctx.db);
      if (data.contains("spinScore")) {
        players.set_spin_score(player.id, data_integer(data, "spinScore", 0, 1'000'000'000));
      } else if (data.contains("addSpinScore")) {
        if (!players.add_spin_score(
                player.id, data_integer(data, "addSpinScore", -1'000'000'000, 1'000'000'000))) {
          throw CallError(CallCode::kBadRequest,
                          "field 'data.addSpinScore' would take the spin score below zero");
        }
      } else {
        throw CallError(CallCode::kBadRequest,
                        "field 'data.spinScore' or 'data.addSpinScore' is required");
      }
      std::int64_t score = players.find(player.id)->spin_score;
      nlohmann::json pushed = {{"spinScore", score}};
      if (data.contains("addSpinScore")) pushed["addSpinScore"] = data["addSpinScore"];
      data = pushed;
      break;
    }
    default:  // 51, 55, 59: the push is the whole event
      break;
  }
  ctx.push(player.id, cmd, data);
  return {{"playerId", player.id}, {"cmd", cmd}, {"data", data}};
}

}  // namespace lobbykit::sandbox
