// A lowercase hex digest (a content_hash, a source_fingerprint, a cache
// key) held as its bytes: half the size of its text and no allocation of
// its own, for the indexes and records a build keeps one of per image.
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace lobbykit {

/// Exactly `Digits` lowercase hex digits. Ordered as their text is: the
/// bytes compare as the digits they were read from.
template <std::size_t Digits>
class HexDigest {
  static_assert(Digits > 0 && Digits % 2 == 0, "a digest is whole bytes");

 public:
  static constexpr std::size_t kDigits = Digits;

  /// The digest `hex` spells, or nullopt unless it is exactly Digits
  /// lowercase hex digits (what content_hash and source_fingerprint write).
  static std::optional<HexDigest> parse(std::string_view hex) {
    if (hex.size() != Digits) return std::nullopt;
    HexDigest out;
    for (std::size_t i = 0; i < out.bytes_.size(); ++i) {
      const int high = digit_value(hex[2 * i]);
      const int low = digit_value(hex[2 * i + 1]);
      if (high < 0 || low < 0) return std::nullopt;
      out.bytes_[i] = static_cast<std::uint8_t>(high << 4 | low);
    }
    return out;
  }

  /// The digits it was read from.
  [[nodiscard]] std::string hex() const {
    static constexpr std::string_view kDigitText = "0123456789abcdef";
    std::string out(Digits, '0');
    for (std::size_t i = 0; i < bytes_.size(); ++i) {
      out[2 * i] = kDigitText[bytes_[i] >> 4];
      out[2 * i + 1] = kDigitText[bytes_[i] & 0xf];
    }
    return out;
  }

  auto operator<=>(const HexDigest&) const = default;

  /// For hash indexes: equal digests hash alike.
  [[nodiscard]] std::size_t hash() const {
    return std::hash<std::string_view>()(
        std::string_view(reinterpret_cast<const char*>(bytes_.data()), bytes_.size()));
  }

 private:
  // Upper case is refused: the text of a parsed digest must come back as it was.
  static int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  }

  std::array<std::uint8_t, Digits / 2> bytes_{};
};

}  // namespace lobbykit
