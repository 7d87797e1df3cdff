// The lobby: categories and their games, favourites, recent games and the
// live-support chat page (game launch: game_calls.cc).
#include <algorithm>

#include "sandbox/calls/handlers.h"

namespace lobbykit::sandbox {

namespace {

constexpr int kRecentGames = 20;

nlohmann::json game_list(CallContext& ctx, const char* sql) {
  nlohmann::json games = nlohmann::json::array();
  auto query = ctx.db.prepare(sql);
  query.bind(1, ctx.signed_in());
  while (query.step()) games.push_back(query.text(0));
  return {{"games", games}};
}

// Runs `sql` (?1 player, ?2 game, ?3 now): a game the signed-in player played or liked.
void record_game(CallContext& ctx, std::string_view sql, const std::string& game) {
  ctx.db.prepare(sql).bind(1, ctx.signed_in()).bind(2, game).bind(3, ctx.now).run();
}

}  // namespace

std::string checked_game(CallContext& ctx) {
  std::string game = ctx.fields.text("gameId", 100);
  if (!ctx.catalogue.has_game(game)) throw CallError(CallCode::kNotFound, "no game '" + game + "'");
  return game;
}

// `pid` (any value, or empty) is accepted and ignored: the sandbox has one operator.
nlohmann::json game_category(CallContext& ctx) {
  return {{"domain", ctx.config.image_domain}, {"categories", ctx.catalogue.categories()}};
}

nlohmann::json game_chat(CallContext& ctx) {
  std::string lang = ctx.fields.optional_text("lang", 16).value_or("en");
  bool plain = std::all_of(lang.begin(), lang.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
  });
  if (!plain)
    throw CallError(CallCode::kBadRequest,
                    "field 'lang' must be a language tag such as 'en' or 'zh-HK'");
  return {{"chatUrl", ctx.config.chat_path + "?lang=" + lang}};
}

nlohmann::json favourite_add(CallContext& ctx) {
  std::string game = checked_game(ctx);
  record_game(ctx,
              "INSERT INTO favourites (player_id, game_id, added_at) VALUES (?1, ?2, ?3) "
              "ON CONFLICT DO NOTHING",
              game);
  return favourite_list(ctx);
}

nlohmann::json favourite_remove(CallContext& ctx) {
  std::string game = ctx.fields.text("gameId", 100);
  ctx.db.prepare("DELETE FROM favourites WHERE player_id = ?1 AND game_id = ?2")
      .bind(1, ctx.signed_in())
      .bind(2, game)
      .run();
  return favourite_list(ctx);
}

nlohmann::json favourite_list(CallContext& ctx) {
  return game_list(
      ctx, "SELECT game_id FROM favourites WHERE player_id = ?1 ORDER BY added_at DESC, game_id");
}

nlohmann::json recent_list(CallContext& ctx) {
  static const std::string sql =
      "SELECT game_id FROM recent_games WHERE player_id = ?1 ORDER BY played_at DESC, "
      "game_id LIMIT " +
      std::to_string(kRecentGames);
  return game_list(ctx, sql.c_str());
}

}  // namespace lobbykit::sandbox
