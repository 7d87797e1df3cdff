#include "core/string_table.h"

#include <functional>
#include <limits>

#include "core/fatal_error.h"

namespace lobbykit {

std::size_t StringTable::slot_of(std::string_view text) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t slot = std::hash<std::string_view>()(text) & mask;; slot = (slot + 1) & mask) {
    if (slots_[slot] == 0 || (*this)[slots_[slot] - 1] == text) return slot;
  }
}

// Kept at most half full, so a probe ends soon on an empty slot.
void StringTable::grow_index() {
  slots_.assign(slots_.empty() ? 64 : slots_.size() * 2, 0);
  for (std::uint32_t number = 0; number < ends_.size(); ++number)
    slots_[slot_of((*this)[number])] = number + 1;
}

std::pair<std::uint32_t, bool> StringTable::insert(std::string_view text) {
  if (2 * (ends_.size() + 1) > slots_.size()) grow_index();
  const std::size_t slot = slot_of(text);
  if (slots_[slot] != 0) return {slots_[slot] - 1, false};
  constexpr std::size_t kLimit = std::numeric_limits<std::uint32_t>::max();
  if (bytes_.size() + text.size() > kLimit || ends_.size() + 1 >= kLimit)
    throw FatalError("internal error: too many strings for a string table");
  bytes_.append(text);
  ends_.push_back(static_cast<std::uint32_t>(bytes_.size()));
  slots_[slot] = static_cast<std::uint32_t>(ends_.size());
  return {static_cast<std::uint32_t>(ends_.size() - 1), true};
}

std::optional<std::uint32_t> StringTable::find(std::string_view text) const {
  if (slots_.empty()) return std::nullopt;
  const std::uint32_t number = slots_[slot_of(text)];
  if (number == 0) return std::nullopt;
  return number - 1;
}

}  // namespace lobbykit
