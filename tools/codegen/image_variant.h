// One encoded size of a thumbnail as a build remembers it: its pixels, and
// the size and content hash of its WebP file, whose bytes are kept apart
// (in a cache entry, or beside the record while they are made).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string_view>

#include "core/content_hash.h"
#include "core/hex_digest.h"

namespace lobbykit {

/// Hex digits of a variant's content hash, which names the published file
/// and is what the output manifest records for it.
inline constexpr std::size_t kVariantHashDigits = 32;
/// A variant's content hash, kept as its 16 bytes: a build holds one per
/// variant of every image, and a string of 32 digits had a block of its own.
using VariantHash = HexDigest<kVariantHashDigits>;

/// 32 bytes, with no pointer: a record holds them inline.
struct ImageVariant {
  int density = 1;  ///< 1 for 1x, 2 for 2x...
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  /// Bytes of the encoded file. A WebP is a RIFF file, whose size field has
  /// 32 bits: no WebP is bigger.
  std::uint32_t size = 0;
  VariantHash hash;  ///< content_hash(webp, kVariantHashDigits)

  bool operator==(const ImageVariant&) const = default;
};

/// The variant whose encoded file is `webp`: its size and hash.
inline ImageVariant encoded_variant(int density, std::uint32_t width, std::uint32_t height,
                                    std::string_view webp) {
  if (webp.size() > std::numeric_limits<std::uint32_t>::max())
    throw std::length_error("a WebP file is smaller than 4 GiB");
  return {density, width, height, static_cast<std::uint32_t>(webp.size()),
          *VariantHash::parse(content_hash(webp, kVariantHashDigits))};
}

}  // namespace lobbykit
