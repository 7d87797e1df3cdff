// The output manifest: the list of files a build left in its output folder,
// kept there as ".lobbykit-manifest", one "<hash> <path>\n" line a file in
// path order. The next build reads it to skip unchanged files without
// reading them and to remove the files no source produces any more.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/file_system.h"

namespace lobbykit {

/// A manifest as read back whole: its entries as offsets into its text,
/// sorted by path, so a manifest of 40,000 files costs 16 bytes a file
/// beside its text. For a manifest edited by hand; stream_output_manifest
/// reads one a build wrote without holding it.
class OutputManifest {
 public:
  /// The manifest `text` holds, which must outlive it. Read as words
  /// separated by any whitespace, taken in pairs, hash then path (a lone
  /// word at the end is ignored); a path listed twice has its last hash.
  /// An empty text is an empty manifest. Throws FatalError on a text over
  /// 4 GiB.
  explicit OutputManifest(std::string_view text);

  /// How many paths it lists, and the i-th of them in path order with its hash.
  [[nodiscard]] std::size_t size() const { return entries_.size(); }
  [[nodiscard]] std::string_view path(std::size_t i) const {
    return text_.substr(entries_[i].path_at, entries_[i].path_size);
  }
  [[nodiscard]] std::string_view hash(std::size_t i) const {
    return text_.substr(entries_[i].hash_at, entries_[i].hash_size);
  }

 private:
  struct Entry {
    std::uint32_t hash_at;
    std::uint32_t hash_size;
    std::uint32_t path_at;
    std::uint32_t path_size;
  };

  std::string_view text_;
  std::vector<Entry> entries_;
};

/// How stream_output_manifest found the manifest.
enum class ManifestText {
  kAbsent,        ///< no manifest (no regular file there)
  kAsWritten,     ///< every entry handed over, in path order
  kNotAsWritten,  ///< it stopped at a line a build does not write
};

/// Hands `visit(hash, path)` each entry of the manifest at `file`, reading
/// it a piece at a time (a manifest of 40,000 files is 3.6 MB), as long as
/// it is exactly what a build writes: append_manifest_line's lines, each
/// path once, in path order. At the first line that is not, it stops with
/// kNotAsWritten, having handed over the entries before it: the caller
/// starts again with OutputManifest, which reads any order and whitespace.
/// Throws FatalError as FileSystem::read_pieces does.
ManifestText stream_output_manifest(
    const FileSystem& fs, const std::filesystem::path& file,
    const std::function<void(std::string_view hash, std::string_view path)>& visit);

/// Appends the manifest line of the file `path` with the content hash `hash`.
void append_manifest_line(std::string& text, std::string_view hash, std::string_view path);

}  // namespace lobbykit
