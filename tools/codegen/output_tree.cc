#include "codegen/output_tree.h"

#include <algorithm>
#include <deque>
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

/// Hashes the bytes that pass through it, as content_hash would hash them
/// joined, and passes them on to `next`, if any.
class HashingSink final : public ByteSink {
 public:
  explicit HashingSink(ByteSink* next = nullptr) : next_(next) {}

  void append(std::string_view bytes) override {
    hasher_.update(bytes);
    size_ += bytes.size();
    if (next_) next_->append(bytes);
  }

  [[nodiscard]] std::uint64_t size() const { return size_; }
  std::string finish() { return hasher_.finish(OutputTree::kManifestHashDigits); }

 private:
  ContentHasher hasher_;
  std::uint64_t size_ = 0;
  ByteSink* next_;
};

/// Tells whether the bytes that pass through it are exactly `expected`.
class ComparingSink final : public ByteSink {
 public:
  explicit ComparingSink(std::string_view expected) : rest_(expected) {}

  void append(std::string_view bytes) override {
    same_ = same_ && rest_.starts_with(bytes);
    if (same_) rest_.remove_prefix(bytes.size());
  }

  [[nodiscard]] bool same() const { return same_ && rest_.empty(); }

 private:
  std::string_view rest_;
  bool same_ = true;
};

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

void OutputTree::add_lazy(const std::string& relative_path, std::string_view hash,
                          std::uint64_t size, std::shared_ptr<const LazySource> source,
                          std::size_t item, std::size_t part) {
  check_new_path(relative_path);
  if (hash.size() != kManifestHashDigits || !source) {
    throw FatalError("internal error: output '" + relative_path +
                     "' staged without its hash or source");
  }
  LazyFile file{{}, size, source.get(), item, part};
  std::copy(hash.begin(), hash.end(), file.hash.begin());
  // the files of one source are staged together: keep each source once in a row
  if (sources_.empty() || sources_.back() != source) sources_.push_back(std::move(source));
  lazy_order_.push_back(&*lazy_files_.emplace(relative_path, file).first);
}

void OutputTree::add_streamed(const std::string& relative_path, ByteWriter write) {
  check_new_path(relative_path);
  streamed_files_.emplace(relative_path, std::move(write));
}

bool OutputTree::contains(const std::string& relative_path) const {
  return files_.count(relative_path) || lazy_files_.count(relative_path) ||
         streamed_files_.count(relative_path);
}

std::map<std::string, std::string> OutputTree::contents() const {
  std::map<std::string, std::string> out = files_;
  for (const auto& [path, write] : streamed_files_) {
    StringSink sink;
    write(sink);
    out.emplace(path, std::move(sink.bytes));
  }
  return out;
}

// The manifest holds "<hash> <path>" lines: enough to skip unchanged files
// without reading them and to find the files a source no longer produces.
OutputStats OutputTree::commit(FileSystem& fs, const fs::path& folder) const {
  const std::optional<std::string> old_manifest = fs.read(folder / kManifestName);
  const auto previous =
      parse_manifest(old_manifest ? std::string_view(*old_manifest) : std::string_view());
  OutputStats stats;
  const std::size_t count = files_.size() + lazy_files_.size() + streamed_files_.size();
  std::vector<std::pair<std::string_view, std::string_view>> entries;  // the new manifest
  std::deque<std::string> computed_hashes;  // the hashes `entries` views that no staging gave
  entries.reserve(count);
  stats.stamps.reserve(count + 1);
  // Notes a file for the manifest, and whether the folder still holds the
  // one the last build recorded with `hash` (then it is left alone).
  auto unchanged = [&](const std::string& path, std::string_view hash, std::uint64_t size) {
    entries.emplace_back(path, hash);
    ++stats.files;
    auto old = previous.find(path);
    if (old == previous.end() || old->second != hash) return false;
    auto stamp = fs.stamp(folder / path);
    if (!stamp || stamp->size != size) return false;
    stats.stamps.emplace_back(path, *stamp);
    ++stats.unchanged;
    return true;
  };
  auto written = [&](const std::string& path) {
    stats.stamps.emplace_back(path, fs.stamp(folder / path).value_or(FileStamp{}));
    ++stats.written;
  };
  for (const auto& [path, bytes] : files_) {
    auto known = known_hashes_.find(path);
    const std::string_view hash =
        known != known_hashes_.end()
            ? std::string_view(known->second)
            : computed_hashes.emplace_back(content_hash(bytes, kManifestHashDigits));
    if (unchanged(path, hash, bytes.size())) continue;
    fs.write_atomic(folder / path, bytes);
    written(path);
  }
  for (const auto* staged : lazy_order_) {
    const auto& [path, file] = *staged;
    if (unchanged(path, std::string_view(file.hash.data(), file.hash.size()), file.size)) continue;
    fs.write_atomic(folder / path, file.source->load(file.item, file.part));
    written(path);
  }
  for (const auto& [path, write] : streamed_files_) {
    HashingSink hashing;
    write(hashing);
    const std::string_view hash = computed_hashes.emplace_back(hashing.finish());
    if (unchanged(path, hash, hashing.size())) continue;
    fs.write_atomic_streamed(folder / path, [&path = path, &write = write, hash](ByteSink& file) {
      HashingSink again(&file);
      write(again);
      if (again.finish() != hash) {
        throw FatalError("internal error: the bytes of '" + path +
                         "' changed between two calls of its writer");
      }
    });
    written(path);
  }
  std::sort(entries.begin(), entries.end());
  auto write_manifest = [&entries](ByteSink& sink) {
    std::string line;
    for (const auto& [path, hash] : entries) {
      line.assign(hash).append(1, ' ').append(path).append(1, '\n');
      sink.append(line);
    }
  };
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
  ComparingSink same_as_old(old_manifest ? std::string_view(*old_manifest) : std::string_view());
  write_manifest(same_as_old);
  if (!old_manifest || !same_as_old.same())
    fs.write_atomic_streamed(folder / kManifestName, write_manifest);
  stats.stamps.emplace_back(kManifestName, fs.stamp(folder / kManifestName).value_or(FileStamp{}));
  return stats;
}

}  // namespace lobbykit
