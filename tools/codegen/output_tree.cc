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
#include "core/string_list.h"

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

/// The staged files' paths by number, for the walks in path order:
/// `make(file, buffer)` gives one, made in `buffer` if it is not held. The
/// last one asked for is kept (a walk beside the manifest asks for each
/// twice). A view lasts until another file is asked for.
template <typename Make>
class LastPath {
 public:
  explicit LastPath(Make make) : make_(std::move(make)) {}

  std::string_view operator()(std::uint32_t file) {
    if (file != file_) {
      file_ = file;
      path_ = make_(file, buffer_);
    }
    return path_;
  }

 private:
  Make make_;
  std::uint32_t file_ = std::numeric_limits<std::uint32_t>::max();  ///< none yet
  std::string buffer_;
  std::string_view path_;
};

/// The numbers 0 to count - 1 in the order of their paths, which
/// `make(file, buffer)` gives (made in `buffer`, or a view of one held).
/// Runs of kRun are sorted with their paths made once and held end to
/// end, then merged, each run's first path made as it comes up: each path
/// is made twice, and at most a run's are held. (Made at each comparison
/// of one sort, each was made some 15 times, a thumbnail's at 1,000
/// instructions: a quarter of a second at 20,000 games; all held whole
/// were 2.9 MB.) REQUIRES: the paths are distinct.
template <typename Make>
std::vector<std::uint32_t> sorted_by_path(std::uint32_t count, Make make) {
  constexpr std::uint32_t kRun = 1024;  // some 70 KB of thumbnails' paths
  std::vector<std::uint32_t> files(count);
  std::iota(files.begin(), files.end(), 0);
  std::string buffer;
  std::string run_text;
  std::vector<std::size_t> ends;  // path i of a run: run_text[ends[i - 1], ends[i])
  for (std::uint32_t start = 0; start < count; start += kRun) {
    const std::uint32_t end = std::min(count, start + kRun);
    run_text.clear();
    ends.clear();
    for (std::uint32_t file = start; file < end; ++file) {
      run_text.append(make(file, buffer));
      ends.push_back(run_text.size());
    }
    auto path = [&](std::uint32_t file) {
      const std::size_t i = file - start;
      const std::size_t begin = i == 0 ? 0 : ends[i - 1];
      return std::string_view(run_text).substr(begin, ends[i] - begin);
    };
    std::sort(files.begin() + start, files.begin() + end,
              [&path](std::uint32_t a, std::uint32_t b) { return path(a) < path(b); });
  }
  if (count <= kRun) return files;

  struct Run {
    std::uint32_t next = 0;  ///< in files
    std::uint32_t end = 0;
    std::string path;  ///< of files[next]
  };
  std::vector<Run> runs;
  for (std::uint32_t start = 0; start < count; start += kRun)
    runs.push_back({start, std::min(count, start + kRun), std::string(make(files[start], buffer))});
  // a heap of runs by their next path, the least on top
  auto later = [&runs](std::size_t a, std::size_t b) { return runs[a].path > runs[b].path; };
  std::vector<std::size_t> heap(runs.size());
  std::iota(heap.begin(), heap.end(), 0);
  std::make_heap(heap.begin(), heap.end(), later);
  std::vector<std::uint32_t> merged;
  merged.reserve(count);
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), later);
    Run& run = runs[heap.back()];
    merged.push_back(files[run.next]);
    if (++run.next == run.end) {
      heap.pop_back();
      continue;
    }
    run.path.assign(make(files[run.next], buffer));
    std::push_heap(heap.begin(), heap.end(), later);
  }
  return merged;
}

/// What the last build's manifest says of the files staged now.
struct LastManifest {
  std::vector<bool> listed_alike;  ///< [file]: listed with the hash it has now
  StringList stale;                ///< the files it lists that are not staged now
  bool same = false;               ///< whether it lists exactly the files staged now
};

/// Compares the manifest at `file` with the files staged now: file i at
/// `path_of(i)` with `hash_of(i)`, `by_path` their numbers in path order.
/// A walk beside the manifest (in path order too), which a build's own is
/// read a piece at a time for, not held whole.
LastManifest compare_with_last_manifest(
    const FileSystem& fs, const fs::path& file,
    const std::function<std::string_view(std::uint32_t)>& path_of,
    const std::vector<std::uint32_t>& by_path,
    const std::function<std::string(std::uint32_t)>& hash_of) {
  LastManifest last;
  last.listed_alike.resize(by_path.size());
  bool same = true;
  std::size_t next = 0;  // in by_path
  auto compare_entry = [&](std::string_view hash, std::string_view path) {
    for (; next < by_path.size() && path_of(by_path[next]) < path; ++next) same = false;
    if (next < by_path.size() && path_of(by_path[next]) == path) {
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
    last.listed_alike.assign(by_path.size(), false);
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

void OutputTree::add_lazy(std::shared_ptr<const LazySource> source, std::size_t item,
                          std::size_t part) {
  if (!source) throw FatalError("internal error: a lazy output staged without a source");
  std::string relative_path;
  source->path(item, part, relative_path);
  check_new_path(relative_path);
  constexpr std::size_t kMaxNumber = std::numeric_limits<std::uint32_t>::max();
  if (item > kMaxNumber || part > kMaxNumber) {
    throw FatalError("internal error: output '" + relative_path +
                     "' staged with an item or part number past 2^32");
  }
  // the files of one source are staged together: keep each source once in a row
  if (sources_.empty() || sources_.back() != source) sources_.push_back(std::move(source));
  lazy_files_.push_back({static_cast<std::uint32_t>(sources_.size() - 1),
                         static_cast<std::uint32_t>(item), static_cast<std::uint32_t>(part)});
  // as the index grows it hashes every path again: made in one buffer
  lazy_index_.push_back(text_hash(relative_path), [this](std::uint32_t file) {
    return text_hash(lazy_path(file, path_buffer_));
  });
}

void OutputTree::add_streamed(const std::string& relative_path, ByteWriter write) {
  check_new_path(relative_path);
  streamed_files_.emplace(relative_path, std::move(write));
}

bool OutputTree::contains(const std::string& relative_path) const {
  return files_.count(relative_path) || streamed_files_.count(relative_path) ||
         lazy_index_.find(text_hash(relative_path), [&](std::uint32_t file) {
           return lazy_path(file, path_buffer_) == relative_path;
         });
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
OutputStats OutputTree::commit(FileSystem& fs, const fs::path& folder,
                               const std::optional<fs::path>& spill_folder) && {
  lazy_index_ = RowIndex();  // nothing more is staged
  // Every staged file has a number: the lazy ones as staged, then those
  // staged with their bytes, then the streamed ones, each in path order.
  const auto lazy_count = static_cast<std::uint32_t>(lazy_files_.size());
  struct EagerFile {
    std::string_view path;  ///< the tree's key
    std::string_view hash;
    std::uint64_t size = 0;
    const std::string* bytes = nullptr;  ///< staged with its bytes
    const ByteWriter* write = nullptr;   ///< or streamed
  };
  std::vector<EagerFile> eager;             // eager[i]: file lazy_count + i
  std::deque<std::string> computed_hashes;  // the hashes `eager` views that no staging gave
  eager.reserve(files_.size() + streamed_files_.size());
  for (const auto& [path, bytes] : files_) {
    auto known = known_hashes_.find(path);
    const std::string_view hash =
        known != known_hashes_.end()
            ? std::string_view(known->second)
            : computed_hashes.emplace_back(content_hash(bytes, kManifestHashDigits));
    eager.push_back({path, hash, bytes.size(), &bytes, nullptr});
  }
  for (const auto& [path, write] : streamed_files_) {
    HashingSink hashing;
    write(hashing);
    eager.push_back(
        {path, computed_hashes.emplace_back(hashing.finish()), hashing.size(), nullptr, &write});
  }
  const std::uint32_t file_count = lazy_count + static_cast<std::uint32_t>(eager.size());
  // A lazy file's path is made by its source each time it is asked for
  // (the tree holds none: 2.9 MB of 40,000 paths at 20,000 games), an eager
  // one's is the tree's key.
  auto make_path = [&](std::uint32_t file, std::string& buffer) {
    return file < lazy_count ? lazy_path(file, buffer) : eager[file - lazy_count].path;
  };
  LastPath path_of(make_path);
  auto hash_of = [&](std::uint32_t file) {
    return file < lazy_count ? identity(lazy_files_[file]).hash.hex()
                             : std::string(eager[file - lazy_count].hash);
  };
  auto size_of = [&](std::uint32_t file) {
    return file < lazy_count ? identity(lazy_files_[file]).size : eager[file - lazy_count].size;
  };
  const std::vector<std::uint32_t> by_path = sorted_by_path(file_count, make_path);

  const fs::path manifest_file = folder / kManifestName;
  const LastManifest last =
      compare_with_last_manifest(fs, manifest_file, std::ref(path_of), by_path, hash_of);

  // Each file is left alone if the folder still holds the one the last
  // build recorded with the hash it has now (a file of its size), and
  // written if not. They are looked at in path order, so the stamps of
  // those left alone go to a spill file in manifest order; and written in
  // the order they were staged, as LazySource::load may rely on; then the
  // stamps of all go to another spill file in manifest order, the written
  // ones' taken once they are written. So nothing the size of every file
  // is held but by_path (the stamps in memory, by their place in the
  // manifest, were 1.1 MB at 20,000 games).
  const fs::path spill_to = spill_folder.value_or(default_spill_folder());
  ListedStamps kept(spill_to);
  std::vector<bool> must_write(file_count);
  for (const std::uint32_t file : by_path) {
    if (last.listed_alike[file]) {
      auto stamp = fs.stamp(folder / path_of(file));
      if (stamp && stamp->size == size_of(file)) {
        kept.push_back(*stamp);
        continue;
      }
    }
    must_write[file] = true;
  }
  OutputStats stats;
  stats.files = file_count;
  stats.unchanged = kept.size();
  stats.written = file_count - kept.size();
  for (std::uint32_t i = 0; i < lazy_count; ++i) {
    if (!must_write[i]) continue;
    const LazyFile& file = lazy_files_[i];
    fs.write_atomic(folder / path_of(i), sources_[file.source]->load(file.item, file.part));
  }
  for (std::uint32_t i = 0; i < eager.size(); ++i) {
    if (!must_write[lazy_count + i]) continue;
    const EagerFile& file = eager[i];
    const fs::path to = folder / file.path;
    if (file.bytes) {
      fs.write_atomic(to, *file.bytes);
      continue;
    }
    fs.write_atomic_streamed(to, [&](ByteSink& sink) {
      HashingSink again(&sink);
      (*file.write)(again);
      if (again.finish() != file.hash) {
        throw FatalError("internal error: the bytes of '" + std::string(file.path) +
                         "' changed between two calls of its writer");
      }
    });
  }
  stats.stamps.listed = ListedStamps(spill_to);
  std::size_t next = 0;       // in by_path
  auto stamp_written = [&] {  // the written files up to the next one left alone
    for (; next < by_path.size() && must_write[by_path[next]]; ++next) {
      stats.stamps.listed.push_back(
          fs.stamp(folder / path_of(by_path[next])).value_or(FileStamp{}));
    }
  };
  kept.for_each([&](const FileStamp& stamp) {
    stamp_written();
    stats.stamps.listed.push_back(stamp);
    ++next;
  });
  stamp_written();

  stats.removed = remove_stale_files(fs, folder, last.stale);
  if (!last.same) {
    fs.write_atomic_streamed(manifest_file, [&](ByteSink& sink) {
      std::string text;
      for (const std::uint32_t file : by_path) {
        append_manifest_line(text, hash_of(file), path_of(file));
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
