// Small UTF-8 helpers shared by the YAML loader and the diagnostic printer.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace lobbykit {

/// Length of the sequence a lead byte starts (1 for ASCII and for invalid
/// lead bytes, so a scan always advances).
std::size_t utf8_sequence_length(unsigned char lead);

/// Byte offset of the first invalid UTF-8 sequence (overlong forms,
/// surrogates and code points past U+10FFFF included), or nullopt if `text`
/// is valid.
std::optional<std::size_t> find_invalid_utf8(std::string_view text);

/// Byte offset of the code point with index `code_points` (clamped to size).
/// REQUIRES: `text` is valid UTF-8.
std::size_t utf8_byte_offset(std::string_view text, int code_points);

/// Number of code points in the first `bytes` bytes of `text`.
int utf8_code_points(std::string_view text, std::size_t bytes);

}  // namespace lobbykit
