// Unguessable public ids (a launch id, a payment reference): the sandbox's
// own pages name a game session or a payment by one, so knowing the id is
// what lets a page act on it (as a payment provider's checkout id does).
#pragma once

#include <sodium.h>

#include <array>
#include <string>

namespace lobbykit::sandbox {

/// 32 hex digits from 16 random bytes.
inline std::string random_id() {
  std::array<unsigned char, 16> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  std::array<char, 33> hex{};
  sodium_bin2hex(hex.data(), hex.size(), bytes.data(), bytes.size());
  return std::string(hex.data(), 32);
}

}  // namespace lobbykit::sandbox
