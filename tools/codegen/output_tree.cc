#include "codegen/output_tree.h"

#include <set>
#include <sstream>

#include "core/content_hash.h"
#include "core/fatal_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

void OutputTree::add(const std::string& relative_path, std::string bytes, std::string hash) {
  fs::path path(relative_path);
  if (path.is_absolute() || path.lexically_normal().generic_string() != relative_path ||
      relative_path.starts_with("..")) {
    throw FatalError("internal error: output path '" + relative_path + "' is not a plain relative path");
  }
  if (!files_.emplace(relative_path, std::move(bytes)).second) {
    throw FatalError("internal error: two outputs would be written to '" + relative_path + "'");
  }
  if (!hash.empty()) known_hashes_.emplace(relative_path, std::move(hash));
}

// The manifest holds "<hash> <path>" lines: enough to skip unchanged files
// without reading them and to find the files a source no longer produces.
OutputStats OutputTree::commit(FileSystem& fs, const fs::path& folder) const {
  std::map<std::string, std::string> previous;
  if (auto manifest = fs.read(folder / kManifestName)) {
    std::istringstream lines(*manifest);
    std::string hash, path;
    while (lines >> hash >> path) previous[path] = hash;
  }
  OutputStats stats;
  std::string manifest;
  for (const auto& [path, bytes] : files_) {
    auto known = known_hashes_.find(path);
    std::string hash = known != known_hashes_.end() ? known->second : content_hash(bytes, kManifestHashDigits);
    manifest += hash + ' ' + path + '\n';
    ++stats.files;
    auto old = previous.find(path);
    auto stamp = fs.stamp(folder / path);
    if (old != previous.end() && old->second == hash && stamp && stamp->size == bytes.size()) {
      ++stats.unchanged;
      continue;
    }
    fs.write_atomic(folder / path, bytes);
    ++stats.written;
  }
  std::set<fs::path> emptied;
  for (const auto& [path, hash] : previous) {
    if (files_.count(path)) continue;
    fs.remove_file(folder / path);
    ++stats.removed;
    for (fs::path dir = fs::path(path).parent_path(); !dir.empty(); dir = dir.parent_path()) emptied.insert(dir);
  }
  // deepest first, so a parent is tried after its children
  for (auto it = emptied.rbegin(); it != emptied.rend(); ++it) fs.remove_empty_directory(folder / *it);
  fs.write_atomic(folder / kManifestName, manifest);
  return stats;
}

}  // namespace lobbykit
