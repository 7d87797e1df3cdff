// StringList: strings numbered in the order they were added, held back to
// back in one buffer with a 32-bit end each. A build keeps tens of
// thousands of paths this way: a path costs its bytes and 4 more, where a
// std::string costs 32 and, past 15 bytes, a heap block of its bytes
// rounded up. Rows that name a string hold its number, not a copy.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "core/fatal_error.h"

namespace lobbykit {

class StringList {
 public:
  /// Adds `text` and gives its number: the strings count from 0 in the
  /// order of adding, and a string added twice has two numbers. Throws
  /// FatalError past 4 GiB of text or 2^32 - 1 strings.
  std::uint32_t push_back(std::string_view text) {
    constexpr std::size_t kLimit = std::numeric_limits<std::uint32_t>::max();
    if (text.size() > kLimit - bytes_.size() || ends_.size() == kLimit)
      throw FatalError("internal error: too many strings for a string list");
    bytes_.append(text);
    ends_.push_back(static_cast<std::uint32_t>(bytes_.size()));
    return static_cast<std::uint32_t>(ends_.size() - 1);
  }

  /// String number `number`. REQUIRES: number < size(). The view lasts
  /// until the next push_back or shrink_to_fit.
  [[nodiscard]] std::string_view operator[](std::uint32_t number) const {
    const std::uint32_t start = number == 0 ? 0 : ends_[number - 1];
    return std::string_view(bytes_).substr(start, ends_[number] - start);
  }

  [[nodiscard]] std::size_t size() const { return ends_.size(); }

  /// The same strings in the same order.
  bool operator==(const StringList&) const = default;

  /// Room for `strings` more strings of `bytes` bytes in all, without growing.
  void reserve(std::size_t strings, std::size_t bytes) {
    ends_.reserve(ends_.size() + strings);
    bytes_.reserve(bytes_.size() + bytes);
  }

  /// Gives back the room no string uses.
  void shrink_to_fit() {
    bytes_.shrink_to_fit();
    ends_.shrink_to_fit();
  }

 private:
  std::string bytes_;                ///< every string, back to back
  std::vector<std::uint32_t> ends_;  ///< string i ends at ends_[i] in bytes_
};

}  // namespace lobbykit
