// The output manifest: the list of files a build left in its output folder,
// kept there as ".lobbykit-manifest", one "<hash> <path>\n" line a file in
// path order. The next build reads it to skip unchanged files without
// reading them and to remove the files no source produces any more.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit {

/// A manifest as read back: its entries as offsets into its text, sorted by
/// path, so a manifest of 40,000 files costs 16 bytes a file beside its text.
class OutputManifest {
 public:
  /// The manifest `text` holds, which must outlive it. Read as words
  /// separated by any whitespace, taken in pairs, hash then path (a lone
  /// word at the end is ignored); a path listed twice has its last hash.
  /// An empty text is an empty manifest. Throws FatalError on a text over
  /// 4 GiB.
  explicit OutputManifest(std::string_view text);

  /// The hash recorded for `path`, or nullopt if it is not listed.
  [[nodiscard]] std::optional<std::string_view> hash_of(std::string_view path) const;

  /// How many paths it lists, and the i-th of them in path order.
  [[nodiscard]] std::size_t size() const { return entries_.size(); }
  [[nodiscard]] std::string_view path(std::size_t i) const {
    return text_.substr(entries_[i].path_at, entries_[i].path_size);
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

/// Appends the manifest line of the file `path` with the content hash `hash`.
void append_manifest_line(std::string& text, std::string_view hash, std::string_view path);

}  // namespace lobbykit
