#include "core/row_index.h"

#include <limits>

#include "core/fatal_error.h"

namespace lobbykit {

// Kept at most half full, so a probe ends soon on an empty slot.
bool RowIndex::needs_room() const {
  // a slot holds number + 1, and 0 means empty
  if (size_ == std::numeric_limits<std::uint32_t>::max() - 1)
    throw FatalError("internal error: too many rows for a row index");
  return 2 * (std::size_t{size_} + 1) > slots_.size();
}

void RowIndex::start_larger_table() { slots_.assign(slots_.empty() ? 64 : slots_.size() * 2, 0); }

void RowIndex::place(std::size_t hash, std::uint32_t number) {
  std::size_t slot = first_slot(hash);
  while (slots_[slot] != 0) slot = next_slot(slot);
  slots_[slot] = number + 1;
}

}  // namespace lobbykit
