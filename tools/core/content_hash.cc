#include "core/content_hash.h"

#include <sodium.h>

#include <array>

namespace lobbykit {

std::string content_hash(std::string_view bytes, std::size_t hex_digits) {
  std::array<unsigned char, 32> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), nullptr,
                     0);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char byte : digest) {
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
  out.resize(std::min<std::size_t>(hex_digits, out.size()));
  return out;
}

}  // namespace lobbykit
