// Splits a fuzz input into the several strings a target needs: the bytes
// between 0xFF separators (a byte no HTTP token nor JSON text needs, so
// every other byte, CR, LF and NUL included, can reach the parser).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace lobbykit::fuzz {

/// The 0xFF-separated parts of `data`; at least `count` of them (missing
/// ones empty), the last holding everything after the (count-1)th separator.
inline std::vector<std::string> split_fields(const std::uint8_t* data, std::size_t size,
                                             std::size_t count) {
  std::vector<std::string> fields(1);
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == 0xFF && fields.size() < count) {
      fields.emplace_back();
    } else {
      fields.back() += static_cast<char>(data[i]);
    }
  }
  fields.resize(count);
  return fields;
}

}  // namespace lobbykit::fuzz
