// RowIndex: finds rows kept elsewhere (a StringList, a vector or deque of
// records) by a hash of their key, with an open-addressing table of their
// numbers. A row costs 8 to 16 bytes of index, where a node of a std::map
// or std::unordered_map costs 32 and more besides the row, and a block of
// its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace lobbykit {

/// The hash RowIndex users give text keys (paths) by.
inline std::size_t text_hash(std::string_view text) { return std::hash<std::string_view>()(text); }

/// Rows are numbered from 0 in the order they are added, and never move
/// or go: the index keeps numbers only, and asks the caller for a row's
/// hash or whether a row is the one looked for.
class RowIndex {
 public:
  /// The number of the row that `is_row(number)` accepts among those added
  /// with `hash`, or nullopt.
  template <typename IsRow>
  [[nodiscard]] std::optional<std::uint32_t> find(std::size_t hash, IsRow is_row) const {
    if (slots_.empty()) return std::nullopt;
    for (std::size_t slot = first_slot(hash);; slot = next_slot(slot)) {
      if (slots_[slot] == 0) return std::nullopt;
      if (is_row(slots_[slot] - 1)) return slots_[slot] - 1;
    }
  }

  /// Indexes the next row, number size(), under `hash`, and gives its
  /// number. `hash_of(number)` must give the hash each row was added with:
  /// the table asks for them again as it grows. REQUIRES: the row is not
  /// in the index already. Throws FatalError past 2^32 - 2 rows.
  template <typename HashOf>
  std::uint32_t push_back(std::size_t hash, HashOf hash_of) {
    if (needs_room()) {
      start_larger_table();
      for (std::uint32_t number = 0; number < size_; ++number) place(hash_of(number), number);
    }
    place(hash, size_);
    return size_++;
  }

  [[nodiscard]] std::size_t size() const { return size_; }

 private:
  [[nodiscard]] std::size_t first_slot(std::size_t hash) const {
    return hash & (slots_.size() - 1);
  }
  [[nodiscard]] std::size_t next_slot(std::size_t slot) const {
    return (slot + 1) & (slots_.size() - 1);
  }
  /// Whether one more row would leave the table more than half full.
  [[nodiscard]] bool needs_room() const;
  /// An empty table twice as long, or the first one.
  void start_larger_table();
  /// Puts `number` in the first empty slot from `hash`'s.
  void place(std::size_t hash, std::uint32_t number);

  std::vector<std::uint32_t> slots_;  ///< a number + 1, or 0 for empty; a power of two long
  std::uint32_t size_ = 0;
};

}  // namespace lobbykit
