#include "core/content_hash.h"

#include <array>

namespace lobbykit {

namespace {

constexpr std::size_t kDigestBytes = 32;

std::string hex_of(const std::array<unsigned char, kDigestBytes>& digest, std::size_t hex_digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char byte : digest) {
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
  out.resize(std::min<std::size_t>(hex_digits, out.size()));
  return out;
}

}  // namespace

std::string content_hash(std::string_view bytes, std::size_t hex_digits) {
  std::array<unsigned char, kDigestBytes> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), nullptr,
                     0);
  return hex_of(digest, hex_digits);
}

ContentHasher::ContentHasher() { crypto_generichash_init(&state_, nullptr, 0, kDigestBytes); }

void ContentHasher::update(std::string_view bytes) {
  crypto_generichash_update(&state_, reinterpret_cast<const unsigned char*>(bytes.data()),
                            bytes.size());
}

std::string ContentHasher::finish(std::size_t hex_digits) {
  std::array<unsigned char, kDigestBytes> digest{};
  crypto_generichash_final(&state_, digest.data(), digest.size());
  return hex_of(digest, hex_digits);
}

}  // namespace lobbykit
