// Content hashes for file names and cache keys (BLAKE2b through libsodium).
#pragma once

#include <sodium.h>

#include <string>
#include <string_view>

namespace lobbykit {

/// Lowercase hex of the BLAKE2b-256 digest of `bytes`, cut to `hex_digits`
/// (at most 64). Eight digits are plenty for a cache-busting file name.
std::string content_hash(std::string_view bytes, std::size_t hex_digits = 64);

/// content_hash of bytes given piece by piece: the same digest as
/// content_hash of the pieces joined, without holding them joined.
class ContentHasher {
 public:
  ContentHasher();
  void update(std::string_view bytes);
  /// The digest as content_hash gives it. The hasher is spent.
  std::string finish(std::size_t hex_digits = 64);

 private:
  crypto_generichash_state state_;
};

}  // namespace lobbykit
