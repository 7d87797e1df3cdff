// PathTable: distinct paths numbered in the order they were added, each
// kept as its folder's number and its last component. A build's paths are
// tens of thousands of files in a few folders: as whole strings, the
// recorded inputs of 20,000 games (40,000 paths such as
// /home/editor/site/content/games/studio/game.yaml) held 3.5 MB, most of it
// the same folders again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/row_index.h"
#include "core/string_list.h"
#include "core/string_table.h"

namespace lobbykit {

class PathTable {
 public:
  /// The number of `path` and true if it was added now, or the number it
  /// was added with before and false. A path is text: "a//b" and "a/b" are
  /// two paths. Throws FatalError as StringTable does.
  std::pair<std::uint32_t, bool> insert(std::string_view path);

  /// The number of `path`, or nullopt if it was not added.
  [[nodiscard]] std::optional<std::uint32_t> find(std::string_view path) const;

  /// Path number `number`, whole. REQUIRES: number < size().
  [[nodiscard]] std::string operator[](std::uint32_t number) const;

  /// Path number `number` as its folder (up to its last '/', kept; "" if
  /// none) and what follows: the path is the two joined. REQUIRES: number < size().
  [[nodiscard]] std::pair<std::string_view, std::string_view> parts(std::uint32_t number) const {
    return {folders_[folder_of_[number]], leaves_[number]};
  }

  /// Whether path `a` sorts before path `b` as their whole strings do,
  /// without joining them. REQUIRES: both below size().
  [[nodiscard]] bool less(std::uint32_t a, std::uint32_t b) const;

  [[nodiscard]] std::size_t size() const { return folder_of_.size(); }

 private:
  /// `path` cut after its last '/': the folder keeps the '/', "" if none.
  static std::pair<std::string_view, std::string_view> split(std::string_view path);
  static std::size_t hash(std::string_view folder, std::string_view leaf);

  StringTable folders_;
  std::vector<std::uint32_t> folder_of_;  ///< folder_of_[i]: path i's, in folders_
  StringList leaves_;                     ///< leaves_[i]: what follows path i's folder
  RowIndex index_;                        ///< by hash() of each path's parts
};

}  // namespace lobbykit
