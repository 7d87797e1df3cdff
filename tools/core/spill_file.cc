#include "core/spill_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "core/fatal_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

// Each entry is its length, 4 bytes, then its bytes.
constexpr std::size_t kLengthBytes = sizeof(std::uint32_t);

/// A file open for reading and writing with no name in `folder`, or -1.
int open_unnamed(const fs::path& folder) {
#ifdef O_TMPFILE
  const int fd = ::open(folder.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0) return fd;
#endif
  // a file system without O_TMPFILE: a named file, unnamed at once
  std::string name = (folder / "lobbykit-spill-XXXXXX").native();
  const int named = ::mkostemp(name.data(), O_CLOEXEC);
  if (named >= 0) ::unlink(name.c_str());
  return named;
}

/// Reads up to `size` bytes at `offset`; false on an error.
bool read_at(int fd, char* bytes, std::size_t size, std::size_t offset, std::size_t& got) {
  while (true) {
    const ssize_t read = ::pread(fd, bytes, size, static_cast<off_t>(offset));
    if (read >= 0) {
      got = static_cast<std::size_t>(read);
      return true;
    }
    if (errno != EINTR) return false;
  }
}

/// Hands the whole entries at the front of `bytes` to `consume`, and says
/// how many bytes they took.
std::size_t take_entries(std::string_view bytes,
                         const std::function<void(std::string_view)>& consume) {
  std::size_t at = 0;
  while (bytes.size() - at >= kLengthBytes) {
    std::uint32_t length = 0;
    std::memcpy(&length, bytes.data() + at, kLengthBytes);
    if (bytes.size() - at - kLengthBytes < length) break;
    consume(bytes.substr(at + kLengthBytes, length));
    at += kLengthBytes + length;
  }
  return at;
}

}  // namespace

fs::path SpillFile::temporary_folder() {
  std::error_code error;
  fs::path folder = fs::temp_directory_path(error);
  return error ? fs::path("/tmp") : folder;
}

SpillFile::SpillFile(const fs::path& folder) : fd_(open_unnamed(folder)), writing_(fd_ >= 0) {}

SpillFile::~SpillFile() {
  if (fd_ >= 0) ::close(fd_);
}

void SpillFile::append(std::string_view entry) {
  if (entry.size() > std::numeric_limits<std::uint32_t>::max())
    throw FatalError("internal error: an entry too large for a spill file");
  const auto length = static_cast<std::uint32_t>(entry.size());
  std::array<char, kLengthBytes> prefix{};
  std::memcpy(prefix.data(), &length, kLengthBytes);
  // written before the entry would take the buffer past a block, so the
  // buffer is one block, never grown by doubling to two
  if (writing_ && !buffer_.empty() && buffer_.size() + kLengthBytes + entry.size() > kBlockBytes)
    write_buffer();
  if (writing_) buffer_.reserve(kBlockBytes);
  buffer_.append(prefix.data(), kLengthBytes).append(entry);
  ++entries_;
  if (writing_ && buffer_.size() >= kBlockBytes) write_buffer();
}

void SpillFile::write_buffer() {
  std::size_t done = 0;
  while (done < buffer_.size()) {
    const ssize_t wrote = ::pwrite(fd_, buffer_.data() + done, buffer_.size() - done,
                                   static_cast<off_t>(written_ + done));
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) {
      // A full disk: what the file holds is read back from written_ on,
      // the rest from memory. Bytes written past written_ are ignored.
      writing_ = false;
      return;
    }
    done += static_cast<std::size_t>(wrote);
  }
  written_ += done;
  buffer_.clear();
}

void SpillFile::for_each(const std::function<void(std::string_view)>& consume) const {
  std::string pending;  // an entry begun in one block and not yet whole
  std::array<char, kBlockBytes> block{};
  for (std::size_t offset = 0; offset < written_;) {
    std::size_t got = 0;
    if (!read_at(fd_, block.data(), std::min(block.size(), written_ - offset), offset, got))
      throw FatalError(std::string("cannot read back a spill file: ") + std::strerror(errno));
    if (got == 0) throw FatalError("cannot read back a spill file: it is shorter than written");
    pending.append(block.data(), got);
    offset += got;
    pending.erase(0, take_entries(pending, consume));
  }
  // The file holds whole entries: the rest are in the buffer.
  if (!pending.empty() || take_entries(buffer_, consume) != buffer_.size())
    throw FatalError("internal error: a spill file ends in half an entry");
}

}  // namespace lobbykit
