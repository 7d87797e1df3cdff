// OutputStamps: the stamps of the files a build left in its output folder,
// kept by their place in its manifest (output_manifest.h), not by path: the
// manifest lists the paths already, so the build record need not hold or
// write them again (40,000 paths, some 3 MB, at 20,000 games).
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <memory>
#include <vector>

#include "core/file_system.h"
#include "core/spill_file.h"

namespace lobbykit {

/// Stamps appended one by one and read back in order: held in memory (a
/// record read back, a test's), or in a spill file (spill_file.h), which
/// is how a commit leaves the stamps of every file it wrote or kept, so the
/// build holds none of them until it writes its record (a FileStamp a
/// file, 1 MB of 40,000 files at 20,000 games).
class ListedStamps {
 public:
  /// Held in memory.
  ListedStamps() = default;
  ListedStamps(std::initializer_list<FileStamp> stamps) : held_(stamps) {}
  /// In a spill file in `spill_folder`, or in memory if none can be made there.
  explicit ListedStamps(const std::filesystem::path& spill_folder)
      : spill_(std::make_shared<SpillFile>(spill_folder)) {}

  /// REQUIRES: no copy of these stamps was made since they were spilled
  /// (copies share the spill file).
  void push_back(const FileStamp& stamp);

  /// Hands each stamp to `consume`, in the order appended. Throws
  /// FatalError if the spill file cannot be read back.
  void for_each(const std::function<void(const FileStamp&)>& consume) const;

  [[nodiscard]] std::size_t size() const { return spill_ ? spill_->size() : held_.size(); }
  /// Whether they are in a spill file on disk.
  [[nodiscard]] bool on_disk() const { return spill_ && spill_->on_disk(); }

  /// All of them, read back into memory: for tests.
  [[nodiscard]] std::vector<FileStamp> all() const;

  /// The same stamps in the same order, wherever they are kept.
  bool operator==(const ListedStamps& other) const { return all() == other.all(); }

 private:
  std::vector<FileStamp> held_;
  std::shared_ptr<SpillFile> spill_;  ///< if spilled
};

struct OutputStamps {
  /// The manifest's own stamp: while it holds, the manifest lists the same
  /// files in the same order.
  FileStamp manifest;
  /// The stamp of each file the manifest lists, in its order.
  ListedStamps listed;

  /// How many files are stamped, the manifest too.
  [[nodiscard]] std::size_t size() const { return listed.size() + 1; }

  bool operator==(const OutputStamps&) const = default;
};

}  // namespace lobbykit
