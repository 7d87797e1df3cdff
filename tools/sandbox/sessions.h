// Sessions: random 32-byte tokens (hex in the `token` header) that a player
// signs in with. Only a token's SHA-256 is stored; a token is live until it
// expires or is revoked (sign-out, account disabled).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

class Sessions {
 public:
  explicit Sessions(Database& db) : db_(db) {}

  /// A new token for `player`, live until `expires_at` (seconds since the epoch).
  std::string issue(std::int64_t player, std::int64_t expires_at);

  /// The player a live token belongs to at `now`.
  std::optional<std::int64_t> player_for(std::string_view token, std::int64_t now);

  void revoke(std::string_view token);
  void revoke_all(std::int64_t player);
  /// Revokes every token of `player` but `kept` (a password change keeps the caller's).
  void revoke_all_except(std::int64_t player, std::string_view kept);

 private:
  Database& db_;
};

/// hex(SHA-256(token)): the form a token is stored and compared in.
std::string token_digest(std::string_view token);

}  // namespace lobbykit::sandbox
