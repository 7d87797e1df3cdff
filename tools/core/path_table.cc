#include "core/path_table.h"

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

std::string PathTable::operator[](std::uint32_t number) const {
  std::string path(folders_[folder_of_[number]]);
  path.append(leaves_[number]);
  return path;
}

}  // namespace lobbykit
