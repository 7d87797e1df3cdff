#include "codegen/output_tree.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <numeric>
#include <set>
#include <string_view>
#include <vector>

#include "codegen/output_manifest.h"
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
  const auto digest = HexDigest<kManifestHashDigits>::parse(hash);
  if (!digest || !source) {
    throw FatalError("internal error: output '" + relative_path +
                     "' staged without its hash or source");
  }
  constexpr std::size_t kMaxNumber = std::numeric_limits<std::uint32_t>::max();
  if (item > kMaxNumber || part > kMaxNumber) {
    throw FatalError("internal error: output '" + relative_path +
                     "' staged with an item or part number past 2^32");
  }
  // the files of one source are staged together: keep each source once in a row
  if (sources_.empty() || sources_.back() != source) sources_.push_back(std::move(source));
  lazy_paths_.insert(relative_path);
  lazy_files_.push_back({*digest, size, static_cast<std::uint32_t>(sources_.size() - 1),
                         static_cast<std::uint32_t>(item), static_cast<std::uint32_t>(part)});
}

void OutputTree::add_streamed(const std::string& relative_path, ByteWriter write) {
  check_new_path(relative_path);
  streamed_files_.emplace(relative_path, std::move(write));
}

bool OutputTree::contains(const std::string& relative_path) const {
  return files_.count(relative_path) || lazy_paths_.find(relative_path) ||
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

// The manifest (output_manifest.h) is enough to skip unchanged files
// without reading them and to find the files a source no longer produces.
OutputStats OutputTree::commit(FileSystem& fs, const fs::path& folder) && {
  const std::optional<std::string> old_manifest = fs.read(folder / kManifestName);
  const std::string_view old_text = old_manifest ? std::string_view(*old_manifest) : "";
  const OutputManifest previous(old_text);
  OutputStats stats;
  // Leaves the file at `path` alone if the folder still holds the one the
  // last build recorded with `hash`, else has `write` write it; gives the
  // file's stamp after.
  auto keep_or_write = [&](std::string_view path, std::string_view hash, std::uint64_t size,
                           auto&& write) {
    ++stats.files;
    if (previous.hash_of(path) == hash) {
      auto stamp = fs.stamp(folder / path);
      if (stamp && stamp->size == size) {
        ++stats.unchanged;
        return *stamp;
      }
    }
    write(folder / path);
    ++stats.written;
    return fs.stamp(folder / path).value_or(FileStamp{});
  };
  // The lazy files first: their paths become the stamps' (40,000 paths,
  // 3 MB, at 20,000 games), lazy file i being stamp i, so that they are not
  // held twice; their index goes, as nothing more is staged.
  StringList lazy_paths = std::move(lazy_paths_).take_strings();
  std::vector<FileStamp> stamps;
  stamps.reserve(lazy_files_.size() + files_.size() + streamed_files_.size() + 1);
  for (std::uint32_t i = 0; i < lazy_files_.size(); ++i) {
    const LazyFile& file = lazy_files_[i];
    stamps.push_back(
        keep_or_write(lazy_paths[i], file.hash.hex(), file.size, [&](const fs::path& to) {
          fs.write_atomic(to, sources_[file.source]->load(file.item, file.part));
        }));
  }
  stats.stamps = PathStamps(std::move(lazy_paths), std::move(stamps));
  auto lazy_path = [&stats](std::uint32_t i) { return stats.stamps.path(i); };
  std::size_t path_bytes = kManifestName.size();
  for (const auto& [path, bytes] : files_) path_bytes += path.size();
  for (const auto& [path, write] : streamed_files_) path_bytes += path.size();
  stats.stamps.reserve(files_.size() + streamed_files_.size() + 1, path_bytes);
  // The new manifest: the few files staged with their bytes or a writer by
  // path and hash, the many lazy ones by their numbers, each sorted by path.
  std::vector<std::pair<std::string_view, std::string_view>> eager_entries;
  std::deque<std::string> computed_hashes;  // the hashes `eager_entries` views that no staging gave
  eager_entries.reserve(files_.size() + streamed_files_.size());
  for (const auto& [path, bytes] : files_) {
    auto known = known_hashes_.find(path);
    const std::string_view hash =
        known != known_hashes_.end()
            ? std::string_view(known->second)
            : computed_hashes.emplace_back(content_hash(bytes, kManifestHashDigits));
    eager_entries.emplace_back(path, hash);
    stats.stamps.push_back(path, keep_or_write(path, hash, bytes.size(), [&](const fs::path& to) {
                             fs.write_atomic(to, bytes);
                           }));
  }
  for (const auto& [path, write] : streamed_files_) {
    HashingSink hashing;
    write(hashing);
    const std::string_view hash = computed_hashes.emplace_back(hashing.finish());
    eager_entries.emplace_back(path, hash);
    stats.stamps.push_back(path, keep_or_write(path, hash, hashing.size(), [&](const fs::path& to) {
                             fs.write_atomic_streamed(
                                 to, [&path = path, &write = write, hash](ByteSink& file) {
                                   HashingSink again(&file);
                                   write(again);
                                   if (again.finish() != hash) {
                                     throw FatalError("internal error: the bytes of '" + path +
                                                      "' changed between two calls of its writer");
                                   }
                                 });
                           }));
  }
  std::sort(eager_entries.begin(), eager_entries.end());
  std::vector<std::uint32_t> lazy_by_path(lazy_files_.size());
  std::iota(lazy_by_path.begin(), lazy_by_path.end(), 0);
  std::sort(lazy_by_path.begin(), lazy_by_path.end(),
            [&lazy_path](std::uint32_t a, std::uint32_t b) { return lazy_path(a) < lazy_path(b); });
  // Calls visit(path, hash) for every staged file in path order: no path is
  // staged twice, so merging the two sorted lists gives it.
  auto in_path_order = [&](auto&& visit) {
    auto eager = eager_entries.begin();
    auto lazy = lazy_by_path.begin();
    while (eager != eager_entries.end() || lazy != lazy_by_path.end()) {
      if (lazy == lazy_by_path.end() ||
          (eager != eager_entries.end() && eager->first < lazy_path(*lazy))) {
        visit(eager->first, eager->second);
        ++eager;
      } else {
        visit(lazy_path(*lazy), lazy_files_[*lazy].hash.hex());
        ++lazy;
      }
    }
  };
  auto write_manifest = [&](ByteSink& sink) {
    std::string text;
    in_path_order([&](std::string_view path, std::string_view hash) {
      append_manifest_line(text, hash, path);
      if (text.size() >= 32 << 10) {
        sink.append(text);
        text.clear();
      }
    });
    sink.append(text);
  };
  // The last build's files that are not staged now: the old manifest is in
  // path order too, so a walk beside the new one finds them.
  std::set<fs::path> emptied;
  std::size_t old = 0;
  auto remove_old_ones_before = [&](std::optional<std::string_view> staged) {
    for (; old < previous.size() && (!staged || previous.path(old) < *staged); ++old) {
      const fs::path path(previous.path(old));
      fs.remove_file(folder / path);
      ++stats.removed;
      for (fs::path dir = path.parent_path(); !dir.empty(); dir = dir.parent_path())
        emptied.insert(dir);
    }
    if (staged && old < previous.size() && previous.path(old) == *staged) ++old;
  };
  in_path_order([&](std::string_view path, std::string_view) { remove_old_ones_before(path); });
  remove_old_ones_before(std::nullopt);
  // deepest first, so a parent is tried after its children
  for (auto it = emptied.rbegin(); it != emptied.rend(); ++it)
    fs.remove_empty_directory(folder / *it);
  ComparingSink same_as_old(old_text);
  write_manifest(same_as_old);
  if (!old_manifest || !same_as_old.same())
    fs.write_atomic_streamed(folder / kManifestName, write_manifest);
  stats.stamps.push_back(kManifestName, fs.stamp(folder / kManifestName).value_or(FileStamp{}));
  return stats;
}

}  // namespace lobbykit
