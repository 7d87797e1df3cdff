#include "sandbox/sessions.h"

#include <sodium.h>

#include <array>

#include "core/fatal_error.h"

namespace lobbykit::sandbox {

namespace {

std::string to_hex(const unsigned char* bytes, std::size_t size) {
  std::string hex(size * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), bytes, size);
  hex.pop_back();
  return hex;
}

}  // namespace

std::string token_digest(std::string_view token) {
  std::array<unsigned char, crypto_hash_sha256_BYTES> digest;
  crypto_hash_sha256(digest.data(), reinterpret_cast<const unsigned char*>(token.data()),
                     token.size());
  return to_hex(digest.data(), digest.size());
}

std::string Sessions::issue(std::int64_t player, std::int64_t expires_at) {
  if (sodium_init() < 0) throw FatalError("libsodium cannot start");
  std::array<unsigned char, 32> random;
  randombytes_buf(random.data(), random.size());
  std::string token = to_hex(random.data(), random.size());
  db_.prepare("INSERT INTO sessions (token_hash, player_id, expires_at) VALUES (?1, ?2, ?3)")
      .bind(1, token_digest(token))
      .bind(2, player)
      .bind(3, expires_at)
      .run();
  return token;
}

std::optional<std::int64_t> Sessions::player_for(std::string_view token, std::int64_t now) {
  if (token.empty()) return std::nullopt;
  auto query = db_.prepare(
      "SELECT s.player_id FROM sessions s JOIN players p ON p.id = s.player_id "
      "WHERE s.token_hash = ?1 AND s.revoked = 0 AND s.expires_at > ?2 AND p.disabled = 0");
  query.bind(1, token_digest(token)).bind(2, now);
  if (!query.step()) return std::nullopt;
  return query.integer(0);
}

void Sessions::revoke(std::string_view token) {
  db_.prepare("UPDATE sessions SET revoked = 1 WHERE token_hash = ?1")
      .bind(1, token_digest(token))
      .run();
}

void Sessions::revoke_all(std::int64_t player) {
  db_.prepare("UPDATE sessions SET revoked = 1 WHERE player_id = ?1").bind(1, player).run();
}

void Sessions::revoke_all_except(std::int64_t player, std::string_view kept) {
  db_.prepare("UPDATE sessions SET revoked = 1 WHERE player_id = ?1 AND token_hash != ?2")
      .bind(1, player)
      .bind(2, token_digest(kept))
      .run();
}

}  // namespace lobbykit::sandbox
