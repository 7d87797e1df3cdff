// Content hashes for file names and cache keys (BLAKE2b through libsodium).
#pragma once

#include <string>
#include <string_view>

namespace lobbykit {

/// Lowercase hex of the BLAKE2b-256 digest of `bytes`, cut to `hex_digits`
/// (at most 64). Eight digits are plenty for a cache-busting file name.
std::string content_hash(std::string_view bytes, std::size_t hex_digits = 64);

}  // namespace lobbykit
