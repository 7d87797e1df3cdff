#include "codegen/output_tree.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <limits>
#include <numeric>
#include <set>
#include <string>
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

/// What the last build's manifest says of the files staged now.
struct LastManifest {
  std::vector<bool> listed_alike;  ///< [file]: listed with the hash it has now
  StringList stale;                ///< the files it lists that are not staged now
  bool same = false;               ///< whether it lists exactly the files staged now
};

/// Compares the manifest at `file` with the files staged now: file i at
/// `paths[i]` with `hash_of(i)`, `by_path` their numbers in path order.
/// A walk beside the manifest (in path order too), which a build's own is
/// read a piece at a time for, not held whole.
LastManifest compare_with_last_manifest(const FileSystem& fs, const fs::path& file,
                                        const StringList& paths,
                                        const std::vector<std::uint32_t>& by_path,
                                        const std::function<std::string(std::uint32_t)>& hash_of) {
  LastManifest last;
  last.listed_alike.resize(paths.size());
  bool same = true;
  std::size_t next = 0;  // in by_path
  auto compare_entry = [&](std::string_view hash, std::string_view path) {
    for (; next < by_path.size() && paths[by_path[next]] < path; ++next) same = false;
    if (next < by_path.size() && paths[by_path[next]] == path) {
      const bool alike = hash == hash_of(by_path[next]);
      last.listed_alike[by_path[next]] = alike;
      same = same && alike;
      ++next;
    } else {
      last.stale.push_back(path);
      same = false;
    }
  };
  const ManifestText text = stream_output_manifest(fs, file, compare_entry);
  if (text == ManifestText::kNotAsWritten) {
    // edited by hand: start again from its whole text
    last.listed_alike.assign(paths.size(), false);
    last.stale = StringList();
    next = 0;
    const std::string whole = fs.read(file).value_or("");
    const OutputManifest edited(whole);
    for (std::size_t i = 0; i < edited.size(); ++i) compare_entry(edited.hash(i), edited.path(i));
  }
  last.same = same && next == by_path.size() && text == ManifestText::kAsWritten;
  return last;
}

/// Removes the files at `stale` in `folder`, and then the folders that
/// held them if they are left empty, and gives how many files it removed.
/// A path no build writes (absolute, or with "..", from a manifest edited
/// by hand) is left alone: it could name a file outside the folder.
std::size_t remove_stale_files(FileSystem& fs, const fs::path& folder, const StringList& stale) {
  std::set<fs::path> emptied;
  std::size_t removed = 0;
  for (std::uint32_t i = 0; i < stale.size(); ++i) {
    if (!is_plain_relative(stale[i])) continue;
    ++removed;
    const fs::path path(stale[i]);
    fs.remove_file(folder / path);
    for (fs::path dir = path.parent_path(); !dir.empty(); dir = dir.parent_path())
      emptied.insert(dir);
  }
  // deepest first, so a parent is tried after its children
  for (auto it = emptied.rbegin(); it != emptied.rend(); ++it)
    fs.remove_empty_directory(folder / *it);
  return removed;
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

void OutputTree::add_lazy(const std::string& relative_path,
                          std::shared_ptr<const LazySource> source, std::size_t item,
                          std::size_t part) {
  check_new_path(relative_path);
  if (!source) throw FatalError("internal error: output '" + relative_path + "' has no source");
  constexpr std::size_t kMaxNumber = std::numeric_limits<std::uint32_t>::max();
  if (item > kMaxNumber || part > kMaxNumber) {
    throw FatalError("internal error: output '" + relative_path +
                     "' staged with an item or part number past 2^32");
  }
  // the files of one source are staged together: keep each source once in a row
  if (sources_.empty() || sources_.back() != source) sources_.push_back(std::move(source));
  lazy_paths_.insert(relative_path);
  lazy_files_.push_back({static_cast<std::uint32_t>(sources_.size() - 1),
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
  // Every staged file has a number: the lazy ones as staged, then those
  // staged with their bytes, then the streamed ones, each in path order.
  // `paths` holds them by number: the lazy files' (40,000 paths, 3 MB at
  // 20,000 games) are taken from the tree, not copied, and their index
  // goes, as nothing more is staged.
  StringList paths = std::move(lazy_paths_).take_strings();
  const auto lazy_count = static_cast<std::uint32_t>(lazy_files_.size());
  struct EagerFile {
    std::string_view hash;
    std::uint64_t size = 0;
    const std::string* bytes = nullptr;  ///< staged with its bytes
    const ByteWriter* write = nullptr;   ///< or streamed
  };
  std::vector<EagerFile> eager;             // eager[i]: file lazy_count + i
  std::deque<std::string> computed_hashes;  // the hashes `eager` views that no staging gave
  eager.reserve(files_.size() + streamed_files_.size());
  std::size_t path_bytes = 0;
  for (const auto& [path, bytes] : files_) path_bytes += path.size();
  for (const auto& [path, write] : streamed_files_) path_bytes += path.size();
  paths.reserve(files_.size() + streamed_files_.size(), path_bytes);
  for (const auto& [path, bytes] : files_) {
    auto known = known_hashes_.find(path);
    const std::string_view hash =
        known != known_hashes_.end()
            ? std::string_view(known->second)
            : computed_hashes.emplace_back(content_hash(bytes, kManifestHashDigits));
    paths.push_back(path);
    eager.push_back({hash, bytes.size(), &bytes, nullptr});
  }
  for (const auto& [path, write] : streamed_files_) {
    HashingSink hashing;
    write(hashing);
    paths.push_back(path);
    eager.push_back(
        {computed_hashes.emplace_back(hashing.finish()), hashing.size(), nullptr, &write});
  }
  auto hash_of = [&](std::uint32_t file) {
    return file < lazy_count ? identity(lazy_files_[file]).hash.hex()
                             : std::string(eager[file - lazy_count].hash);
  };
  std::vector<std::uint32_t> by_path(paths.size());
  std::iota(by_path.begin(), by_path.end(), 0);
  std::sort(by_path.begin(), by_path.end(),
            [&paths](std::uint32_t a, std::uint32_t b) { return paths[a] < paths[b]; });

  const fs::path manifest_file = folder / kManifestName;
  const LastManifest last = compare_with_last_manifest(fs, manifest_file, paths, by_path, hash_of);

  OutputStats stats;
  // The stamps go by the files' places in the manifest, which is in path order.
  std::vector<std::uint32_t> place(paths.size());  // place[file]: in by_path
  for (std::uint32_t i = 0; i < by_path.size(); ++i) place[by_path[i]] = i;
  std::vector<FileStamp>& stamps = stats.stamps.listed;
  stamps.resize(paths.size());
  // Leaves file `file` alone if the folder still holds the one the last
  // build recorded with the hash it has now, else has `write` write it.
  auto keep_or_write = [&](std::uint32_t file, std::uint64_t size, auto&& write) {
    ++stats.files;
    const fs::path path = folder / paths[file];
    if (last.listed_alike[file]) {
      auto stamp = fs.stamp(path);
      if (stamp && stamp->size == size) {
        ++stats.unchanged;
        stamps[place[file]] = *stamp;
        return;
      }
    }
    write(path);
    ++stats.written;
    stamps[place[file]] = fs.stamp(path).value_or(FileStamp{});
  };
  for (std::uint32_t i = 0; i < lazy_count; ++i) {
    const LazyFile& file = lazy_files_[i];
    keep_or_write(i, identity(file).size, [&](const fs::path& to) {
      fs.write_atomic(to, sources_[file.source]->load(file.item, file.part));
    });
  }
  for (std::uint32_t i = 0; i < eager.size(); ++i) {
    const EagerFile& file = eager[i];
    keep_or_write(lazy_count + i, file.size, [&](const fs::path& to) {
      if (file.bytes) {
        fs.write_atomic(to, *file.bytes);
        return;
      }
      fs.write_atomic_streamed(to, [&](ByteSink& sink) {
        HashingSink again(&sink);
        (*file.write)(again);
        if (again.finish() != file.hash) {
          throw FatalError("internal error: the bytes of '" + std::string(paths[lazy_count + i]) +
                           "' changed between two calls of its writer");
        }
      });
    });
  }

  stats.removed = remove_stale_files(fs, folder, last.stale);
  if (!last.same) {
    fs.write_atomic_streamed(manifest_file, [&](ByteSink& sink) {
      std::string text;
      for (const std::uint32_t file : by_path) {
        append_manifest_line(text, hash_of(file), paths[file]);
        if (text.size() >= 32 << 10) {
          sink.append(text);
          text.clear();
        }
      }
      sink.append(text);
    });
  }
  stats.stamps.manifest = fs.stamp(manifest_file).value_or(FileStamp{});
  return stats;
}

}  // namespace lobbykit
