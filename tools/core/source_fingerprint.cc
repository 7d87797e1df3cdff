#include "core/source_fingerprint.h"

#include <xxhash.h>

namespace lobbykit {

std::string source_fingerprint(std::string_view bytes) {
  const XXH128_hash_t digest = XXH3_128bits(bytes.data(), bytes.size());
  XXH128_canonical_t canonical;  // big-endian: the same digits on every machine
  XXH128_canonicalFromHash(&canonical, digest);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * sizeof canonical.digest);
  for (unsigned char byte : canonical.digest) {
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
  return out;
}

}  // namespace lobbykit
