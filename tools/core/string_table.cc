#include "core/string_table.h"

#include <functional>

namespace lobbykit {

std::size_t StringTable::slot_of(std::string_view text) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t slot = std::hash<std::string_view>()(text) & mask;; slot = (slot + 1) & mask) {
    if (slots_[slot] == 0 || strings_[slots_[slot] - 1] == text) return slot;
  }
}

// Kept at most half full, so a probe ends soon on an empty slot.
void StringTable::grow_index() {
  slots_.assign(slots_.empty() ? 64 : slots_.size() * 2, 0);
  for (std::uint32_t number = 0; number < strings_.size(); ++number)
    slots_[slot_of(strings_[number])] = number + 1;
}

std::pair<std::uint32_t, bool> StringTable::insert(std::string_view text) {
  if (2 * (strings_.size() + 1) > slots_.size()) grow_index();
  const std::size_t slot = slot_of(text);
  if (slots_[slot] != 0) return {slots_[slot] - 1, false};
  // StringList's limit of 2^32 - 1 strings keeps number + 1 within 32 bits
  const std::uint32_t number = strings_.push_back(text);
  slots_[slot] = number + 1;
  return {number, true};
}

std::optional<std::uint32_t> StringTable::find(std::string_view text) const {
  if (slots_.empty()) return std::nullopt;
  const std::uint32_t number = slots_[slot_of(text)];
  if (number == 0) return std::nullopt;
  return number - 1;
}

}  // namespace lobbykit
