// StringTable: distinct strings (paths, mostly) numbered in the order they
// were added: a StringList, and a RowIndex of their numbers.
// A path costs its bytes and about 16 more, where a std::string in a
// node-based map costs its bytes rounded up plus some 100.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "core/row_index.h"
#include "core/string_list.h"

namespace lobbykit {

class StringTable {
 public:
  /// The number of `text` and true if it was added now, or the number it
  /// was added with before and false. Numbers count from 0 in the order of
  /// adding. Throws FatalError past 4 GiB of text or 2^32 - 2 strings.
  std::pair<std::uint32_t, bool> insert(std::string_view text);

  /// The number of `text`, or nullopt if it was not added.
  [[nodiscard]] std::optional<std::uint32_t> find(std::string_view text) const;

  /// String number `number`. REQUIRES: number < size(). The view lasts as
  /// long as the table.
  [[nodiscard]] std::string_view operator[](std::uint32_t number) const { return strings_[number]; }

  [[nodiscard]] std::size_t size() const { return strings_.size(); }

  /// Its strings with their numbers, without the index, for an owner that
  /// has no more to find: the table is left empty.
  [[nodiscard]] StringList take_strings() && {
    StringList strings = std::move(strings_);
    *this = StringTable();
    return strings;
  }

 private:
  StringList strings_;
  RowIndex index_;  ///< by std::hash of the string
};

}  // namespace lobbykit
