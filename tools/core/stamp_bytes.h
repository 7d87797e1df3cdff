// A FileStamp as 24 bytes (its size, mtime and inode, 8 bytes each, in the
// machine's order): how the spill files a build keeps until it writes its
// record (spill_file.h) hold a stamp, with no text to make and parse again.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/file_system.h"

namespace lobbykit {

inline constexpr std::size_t kStampBytes = 3 * sizeof(std::uint64_t);

/// Writes `stamp` into the kStampBytes bytes at `bytes`.
inline void write_stamp_bytes(const FileStamp& stamp, char* bytes) {
  std::memcpy(bytes, &stamp.size, 8);
  std::memcpy(bytes + 8, &stamp.mtime_ns, 8);
  std::memcpy(bytes + 16, &stamp.inode, 8);
}

/// The stamp in the kStampBytes bytes at `bytes`.
inline FileStamp read_stamp_bytes(const char* bytes) {
  FileStamp stamp;
  std::memcpy(&stamp.size, bytes, 8);
  std::memcpy(&stamp.mtime_ns, bytes + 8, 8);
  std::memcpy(&stamp.inode, bytes + 16, 8);
  return stamp;
}

}  // namespace lobbykit
