// A folder under the system temp directory, removed with everything in it
// when the object goes out of scope.
#pragma once

#include <filesystem>
#include <string>

namespace lobbykit::testing {

class TemporaryFolder {
 public:
  TemporaryFolder();
  ~TemporaryFolder();
  TemporaryFolder(const TemporaryFolder&) = delete;
  TemporaryFolder& operator=(const TemporaryFolder&) = delete;

  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

/// Writes `bytes` to `path`, creating parent folders.
void write_file(const std::filesystem::path& path, const std::string& bytes);
/// The file's bytes; throws if it cannot be read.
std::string read_file(const std::filesystem::path& path);
/// Copies a folder tree, keeping symlinks as symlinks.
void copy_tree(const std::filesystem::path& from, const std::filesystem::path& to);
/// Sets the mtime of every file and folder in the tree (and of the tree) an
/// hour back, so a build trusts their stamps at once (see kSettledAge).
void age_tree(const std::filesystem::path& root);

}  // namespace lobbykit::testing
