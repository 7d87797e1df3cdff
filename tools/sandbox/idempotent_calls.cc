#include "sandbox/idempotent_calls.h"

namespace lobbykit::sandbox {

std::optional<StoredCall> IdempotentCalls::find(std::int64_t player, const std::string& key) {
  auto query = db_.prepare(
      "SELECT path, body, answer FROM idempotent_calls WHERE player_id = ?1 AND key = ?2");
  query.bind(1, player).bind(2, key);
  if (!query.step()) return std::nullopt;
  return StoredCall{query.text(0), query.text(1), query.text(2)};
}

void IdempotentCalls::record(std::int64_t player, const std::string& key, const StoredCall& call) {
  db_.prepare(
         "INSERT INTO idempotent_calls (player_id, key, path, body, answer) VALUES (?1, ?2, ?3, "
         "?4, ?5)")
      .bind(1, player)
      .bind(2, key)
      .bind(3, call.path)
      .bind(4, call.body)
      .bind(5, call.answer)
      .run();
}

}  // namespace lobbykit::sandbox
