#include "sandbox/password_hash.h"

#include <sodium.h>

#include "core/fatal_error.h"

namespace lobbykit::sandbox {

std::string hash_password(std::string_view password, PasswordCost cost) {
  if (sodium_init() < 0) throw FatalError("libsodium cannot start");
  bool minimum = cost == PasswordCost::kMinimum;
  char encoded[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(encoded, password.data(), password.size(),
                            minimum ? crypto_pwhash_argon2id_OPSLIMIT_MIN
                                    : crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE,
                            minimum ? crypto_pwhash_argon2id_MEMLIMIT_MIN
                                    : crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw FatalError("out of memory hashing a password");
  }
  return encoded;
}

bool verify_password(std::string_view password, const std::string& encoded) {
  if (sodium_init() < 0) throw FatalError("libsodium cannot start");
  return crypto_pwhash_str_verify(encoded.c_str(), password.data(), password.size()) == 0;
}

}  // namespace lobbykit::sandbox
