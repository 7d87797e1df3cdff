// What names a source file's bytes in the thumbnail cache: XXH3-128, not
// the BLAKE2b of content_hash. Sources are hashed whole on every cold build
// (tens of megabytes); XXH3 reads them about 30 times faster.
//
// A cryptographic hash is not needed here. The fingerprint only finds a
// cache entry this tool made from the same bytes: an accidental collision
// of 128 bits is about 2^-64 likely among 4 billion sources, and a made one
// needs someone who can already commit any image to the repository, who
// gains nothing by it. File names the site is served under still use
// content_hash.
#pragma once

#include <string>
#include <string_view>

namespace lobbykit {

/// Lowercase hex of the XXH3-128 digest of `bytes`: 32 digits.
std::string source_fingerprint(std::string_view bytes);

}  // namespace lobbykit
