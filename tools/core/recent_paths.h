// RecentPaths: the paths looked at lately, so a path looked at twice in a
// row is noted once, without a table of every path. A build looks at each
// game's image twice, one look straight after the other: of 60,061 looks
// at 20,000 games' 40,049 inputs, 19,568 repeated the look just before,
// and all but 3 (icons looked at again at the end) one of the last
// thousand.
//
// A fixed table of kSlots paths, each slot holding the last path whose
// hash falls on it. It never says a path was seen when it was not (paths
// are compared whole); it may forget one that was, which costs a second
// note of it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/row_index.h"

namespace lobbykit {

class RecentPaths {
 public:
  static constexpr std::size_t kSlots = 1024;

  [[nodiscard]] bool contains(std::string_view path) const {
    const std::optional<std::string>& held = slot(path);
    return held && *held == path;
  }

  /// Remembers `path`, in place of one that shared its slot; false if it
  /// was remembered already.
  bool insert(std::string_view path) {
    std::optional<std::string>& held = slot(path);
    if (held && *held == path) return false;
    held.emplace(path);
    return true;
  }

 private:
  [[nodiscard]] const std::optional<std::string>& slot(std::string_view path) const {
    return slots_[text_hash(path) % kSlots];
  }
  std::optional<std::string>& slot(std::string_view path) {
    return slots_[text_hash(path) % kSlots];
  }

  std::vector<std::optional<std::string>> slots_ =
      std::vector<std::optional<std::string>>(kSlots);  ///< nullopt: no path yet
};

}  // namespace lobbykit
