#include "core/utf8.h"

namespace lobbykit {

std::size_t utf8_sequence_length(unsigned char lead) {
  if (lead < 0xC0) return 1;
  if (lead < 0xE0) return 2;
  if (lead < 0xF0) return 3;
  if (lead < 0xF8) return 4;
  return 1;
}

std::optional<std::size_t> find_invalid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    auto lead = static_cast<unsigned char>(text[i]);
    if (lead < 0x80) {
      ++i;
      continue;
    }
    std::size_t length = 0;
    char32_t code_point = 0;
    char32_t minimum = 0;
    if ((lead & 0xE0) == 0xC0) {
      length = 2, code_point = lead & 0x1F, minimum = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
      length = 3, code_point = lead & 0x0F, minimum = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
      length = 4, code_point = lead & 0x07, minimum = 0x10000;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    for (std::size_t k = 1; k < length; ++k) {
      auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return i;
      code_point = (code_point << 6) | (next & 0x3F);
    }
    if (code_point < minimum || code_point > 0x10FFFF ||
        (code_point >= 0xD800 && code_point <= 0xDFFF)) {
      return i;
    }
    i += length;
  }
  return std::nullopt;
}

std::size_t utf8_byte_offset(std::string_view text, int code_points) {
  std::size_t i = 0;
  for (int n = 0; n < code_points && i < text.size(); ++n) {
    i += utf8_sequence_length(static_cast<unsigned char>(text[i]));
  }
  return i < text.size() ? i : text.size();
}

int utf8_code_points(std::string_view text, std::size_t bytes) {
  int count = 0;
  for (std::size_t i = 0; i < bytes && i < text.size(); ++count) {
    i += utf8_sequence_length(static_cast<unsigned char>(text[i]));
  }
  return count;
}

}  // namespace lobbykit
