// Password storage: argon2id through libsodium's crypto_pwhash_str, whose
// output carries its own salt and limits, so a later limit change still
// verifies older hashes.
#pragma once

#include <string>
#include <string_view>

namespace lobbykit::sandbox {

enum class PasswordCost {
  kInteractive,  ///< crypto_pwhash_*_INTERACTIVE: the server's setting
  kMinimum,      ///< crypto_pwhash_*_MIN: tests under sanitizers only
};

/// The encoded argon2id hash ("$argon2id$v=19$...") of `password`.
/// Throws FatalError if libsodium runs out of memory.
std::string hash_password(std::string_view password, PasswordCost cost);

/// True if `password` matches `encoded` (constant time inside libsodium).
bool verify_password(std::string_view password, const std::string& encoded);

}  // namespace lobbykit::sandbox
