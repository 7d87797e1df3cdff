#include "core/string_table.h"

namespace lobbykit {

std::pair<std::uint32_t, bool> StringTable::insert(std::string_view text) {
  if (auto number = find(text)) return {*number, false};
  // the list's numbers and the index's stay equal: both count the strings in the order of adding
  strings_.push_back(text);
  return {index_.push_back(text_hash(text),
                           [&](std::uint32_t number) { return text_hash(strings_[number]); }),
          true};
}

std::optional<std::uint32_t> StringTable::find(std::string_view text) const {
  return index_.find(text_hash(text),
                     [&](std::uint32_t number) { return strings_[number] == text; });
}

}  // namespace lobbykit
