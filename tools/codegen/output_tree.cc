#include "codegen/output_tree.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/content_hash.h"
#include "core/fatal_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

/// True if every '/'-separated part of `path` is a name (not empty, "." or
/// ".."): such a path is relative and lexically normal, which a build with
/// thousands of outputs can tell without fs::path.
bool is_plain_relative(std::string_view path) {
  for (std::size_t start = 0;;) {
    const std::size_t end = path.find('/', start);
    const std::string_view part = path.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    if (end == std::string_view::npos) return true;
    start = end + 1;
  }
}

/// The "<hash> <path>" pairs of a manifest, by path (views into `text`).
std::unordered_map<std::string_view, std::string_view> parse_manifest(std::string_view text) {
  std::unordered_map<std::string_view, std::string_view> out;
  std::string_view hash;
  for (std::size_t at = text.find_first_not_of(" \t\n\r\f\v"); at != std::string_view::npos;) {
    const std::size_t end = std::min(text.find_first_of(" \t\n\r\f\v", at), text.size());
    const std::string_view word = text.substr(at, end - at);
    if (hash.empty()) {
      hash = word;
    } else {
      out[word] = hash;
      hash = {};
    }
    at = text.find_first_not_of(" \t\n\r\f\v", end);
  }
  return out;
}

}  // namespace

void OutputTree::check_new_path(const std::string& relative_path) const {
  if (relative_path.starts_with("..") ||
      (!is_plain_relative(relative_path) &&
       (fs::path(relative_path).is_absolute() ||
        fs::path(relative_path).lexically_normal().generic_string() != relative_path))) {
    throw FatalError("internal error: output path '" + relative_path +
                     "' is not a plain relative path");
  }
  if (contains(relative_path)) {
    throw FatalError("internal error: two outputs would be written to '" + relative_path + "'");
  }
}

void OutputTree::add(const std::string& relative_path, std::string bytes, std::string hash) {
  check_new_path(relative_path);
  files_.emplace(relative_path, std::move(bytes));
  if (!hash.empty()) known_hashes_.emplace(relative_path, std::move(hash));
}

void OutputTree::add_lazy(const std::string& relative_path, std::string hash, std::uint64_t size,
                          std::function<std::string()> load) {
  check_new_path(relative_path);
  lazy_files_.emplace(relative_path, LazyFile{std::move(hash), size, std::move(load)});
}

bool OutputTree::contains(const std::string& relative_path) const {
  return files_.count(relative_path) || lazy_files_.count(relative_path);
}

// The manifest holds "<hash> <path>" lines: enough to skip unchanged files
// without reading them and to find the files a source no longer produces.
OutputStats OutputTree::commit(FileSystem& fs, const fs::path& folder) const {
  const std::optional<std::string> old_manifest = fs.read(folder / kManifestName);
  const auto previous =
      parse_manifest(old_manifest ? std::string_view(*old_manifest) : std::string_view());
  OutputStats stats;
  std::vector<std::pair<std::string_view, std::string>> entries;  // the new manifest: path, hash
  entries.reserve(files_.size() + lazy_files_.size());
  stats.stamps.reserve(files_.size() + lazy_files_.size() + 1);
  // Writes a file unless the folder already holds it; `load` gives its bytes.
  auto write = [&](const std::string& path, const std::string& hash, std::uint64_t size,
                   auto&& load) {
    entries.emplace_back(path, hash);
    ++stats.files;
    const fs::path target = folder / path;
    auto old = previous.find(path);
    if (old != previous.end() && old->second == hash) {
      auto stamp = fs.stamp(target);
      if (stamp && stamp->size == size) {
        stats.stamps.emplace_back(path, *stamp);
        return void(++stats.unchanged);
      }
    }
    fs.write_atomic(target, load());
    stats.stamps.emplace_back(path, fs.stamp(target).value_or(FileStamp{}));
    ++stats.written;
  };
  for (const auto& [path, bytes] : files_) {
    auto known = known_hashes_.find(path);
    std::string hash =
        known != known_hashes_.end() ? known->second : content_hash(bytes, kManifestHashDigits);
    write(path, hash, bytes.size(), [&bytes = bytes]() -> const std::string& { return bytes; });
  }
  for (const auto& [path, file] : lazy_files_) write(path, file.hash, file.size, file.load);
  // two runs in path order (files_, then lazy_files_): merged, the manifest is in path order
  std::inplace_merge(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(files_.size()),
                     entries.end());
  std::string manifest;
  for (const auto& [path, hash] : entries)
    manifest.append(hash).append(1, ' ').append(path).append(1, '\n');
  std::set<fs::path> emptied;
  for (const auto& [old_path, hash] : previous) {
    const std::string path(old_path);
    if (contains(path)) continue;
    fs.remove_file(folder / path);
    ++stats.removed;
    for (fs::path dir = fs::path(path).parent_path(); !dir.empty(); dir = dir.parent_path())
      emptied.insert(dir);
  }
  // deepest first, so a parent is tried after its children
  for (auto it = emptied.rbegin(); it != emptied.rend(); ++it)
    fs.remove_empty_directory(folder / *it);
  if (manifest != old_manifest) fs.write_atomic(folder / kManifestName, manifest);
  stats.stamps.emplace_back(kManifestName, fs.stamp(folder / kManifestName).value_or(FileStamp{}));
  return stats;
}

}  // namespace lobbykit
