// SpillFile: entries appended one by one and read back in order at the end,
// kept on disk rather than in memory. A build records some tens of
// thousands of inputs it needs only when it writes its record: held in
// memory, those of 20,000 games were 2.8 MB of the warm build's peak.
//
// The file has no name: it is made unnamed (O_TMPFILE), or named and
// removed at once, so a build that crashes leaves nothing behind, and
// nothing that could be taken for a build record. If no such file can be
// made or written, the entries stay in memory: slower to nothing, and
// larger, but never lost.
#pragma once

#include <cstddef>
#include <cstring>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/fatal_error.h"

namespace lobbykit {

/// Appends the bytes of `value` (a stamp, a digest) to a spill file's
/// entry: its fixed fields, before any text.
template <typename Fixed>
void append_fixed(std::string& entry, const Fixed& value) {
  static_assert(
      std::is_trivially_copyable_v<Fixed> && std::has_unique_object_representations_v<Fixed>,
      "only bytes with no padding, all of them meaningful");
  entry.append(reinterpret_cast<const char*>(&value), sizeof(Fixed));
}

/// The value append_fixed put at the front of `entry`, which loses its bytes.
template <typename Fixed>
Fixed take_fixed(std::string_view& entry) {
  static_assert(std::is_trivially_copyable_v<Fixed>);
  if (entry.size() < sizeof(Fixed))
    throw FatalError("internal error: a spill file's entry cut short");
  Fixed value;
  std::memcpy(&value, entry.data(), sizeof(Fixed));
  entry.remove_prefix(sizeof(Fixed));
  return value;
}

class SpillFile {
 public:
  /// A spill file in `folder`, or in memory if none can be made there.
  explicit SpillFile(const std::filesystem::path& folder);
  /// A spill file in the system's temporary folder (TMPDIR, else /tmp).
  SpillFile() : SpillFile(temporary_folder()) {}
  SpillFile(const SpillFile&) = delete;
  SpillFile& operator=(const SpillFile&) = delete;
  ~SpillFile();

  /// Adds an entry (any bytes, of at most 4 GiB).
  void append(std::string_view entry);

  /// Hands every entry to `consume`, in the order appended. Each view
  /// lasts until `consume` returns. Throws FatalError if the file cannot be
  /// read back.
  void for_each(const std::function<void(std::string_view)>& consume) const;

  [[nodiscard]] std::size_t size() const { return entries_; }
  /// Whether the entries go to a file (false: all are held in memory).
  [[nodiscard]] bool on_disk() const { return fd_ >= 0; }

  /// Bytes held in memory: what waits to be written, or every entry.
  [[nodiscard]] std::size_t buffered_bytes() const { return buffer_.size(); }

  /// TMPDIR if it names a folder, else /tmp.
  static std::filesystem::path temporary_folder();

  /// Written to the file a block at a time.
  static constexpr std::size_t kBlockBytes = std::size_t{64} << 10;

 private:
  /// Writes the buffer to the file; on a failure, stops writing and keeps
  /// the rest in memory.
  void write_buffer();

  int fd_ = -1;
  bool writing_ = false;     ///< the file takes more bytes (false after a failed write)
  std::size_t written_ = 0;  ///< bytes in the file, all whole entries
  std::string buffer_;       ///< the entries after those written
  std::size_t entries_ = 0;
};

}  // namespace lobbykit
