#include "core/path_table.h"

#include <algorithm>
#include <utility>

namespace lobbykit {

std::pair<std::string_view, std::string_view> PathTable::split(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  const std::size_t cut = slash == std::string_view::npos ? 0 : slash + 1;
  return {path.substr(0, cut), path.substr(cut)};
}

// Of the parts, so a path found whole and one rebuilt from its rows agree.
std::size_t PathTable::hash(std::string_view folder, std::string_view leaf) {
  return text_hash(folder) * 31 + text_hash(leaf);
}

std::pair<std::uint32_t, bool> PathTable::insert(std::string_view path) {
  if (auto number = find(path)) return {*number, false};
  const auto [folder, leaf] = split(path);
  const std::uint32_t folder_number = folders_.insert(folder).first;
  // the rows' numbers and the index's stay equal: both count the paths in the order of adding
  leaves_.push_back(leaf);
  folder_of_.push_back(folder_number);
  const std::uint32_t number = index_.push_back(hash(folder, leaf), [&](std::uint32_t row) {
    return hash(folders_[folder_of_[row]], leaves_[row]);
  });
  return {number, true};
}

std::optional<std::uint32_t> PathTable::find(std::string_view path) const {
  // not a structured binding: clang-tidy's clang cannot capture one
  const std::pair<std::string_view, std::string_view> parts = split(path);
  const std::string_view folder = parts.first;
  const std::string_view leaf = parts.second;
  const std::optional<std::uint32_t> folder_number = folders_.find(folder);
  if (!folder_number) return std::nullopt;
  return index_.find(hash(folder, leaf), [&](std::uint32_t row) {
    return folder_of_[row] == *folder_number && leaves_[row] == leaf;
  });
}

bool PathTable::less(std::uint32_t a, std::uint32_t b) const {
  if (folder_of_[a] == folder_of_[b]) return leaves_[a] < leaves_[b];
  // Two strings, each in two pieces: compare the pieces as far as both go
  // at once, then the rest of the one that ran out against the other.
  auto [a_first, a_second] = parts(a);
  auto [b_first, b_second] = parts(b);
  while (true) {
    if (a_first.empty()) std::swap(a_first, a_second);
    if (b_first.empty()) std::swap(b_first, b_second);
    if (a_first.empty() || b_first.empty()) return a_first.empty() && !b_first.empty();
    const std::size_t common = std::min(a_first.size(), b_first.size());
    if (const int order = a_first.substr(0, common).compare(b_first.substr(0, common)); order != 0)
      return order < 0;
    a_first.remove_prefix(common);
    b_first.remove_prefix(common);
  }
}

std::string PathTable::operator[](std::uint32_t number) const {
  std::string path(folders_[folder_of_[number]]);
  path.append(leaves_[number]);
  return path;
}

}  // namespace lobbykit
