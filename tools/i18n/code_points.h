// Converting between UTF-8 and code points: the message parser walks code
// points, as FormatJS does, and reports positions as code point indexes.
#pragma once

#include <string>
#include <string_view>

namespace lobbykit::i18n {

/// REQUIRES: `text` is valid UTF-8 (the YAML loader checks it).
std::u32string decode_utf8(std::string_view text);

std::string encode_utf8(std::u32string_view code_points);

/// REQUIRES: `code_point` is a Unicode scalar value (not a surrogate).
void append_utf8(std::string& out, char32_t code_point);

}  // namespace lobbykit::i18n
