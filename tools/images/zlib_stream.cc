#include "images/zlib_stream.h"

#include <isa-l/igzip_lib.h>

#include <utility>

namespace lobbykit {

namespace {

std::string problem_of(int status) {
  switch (status) {
    case ISAL_INVALID_BLOCK:
      return "invalid deflate block";
    case ISAL_INVALID_SYMBOL:
      return "invalid deflate code";
    case ISAL_INVALID_LOOKBACK:
      return "invalid distance too far back";
    default:
      return "inflate failed (ISA-L status " + std::to_string(status) + ")";
  }
}

}  // namespace

ZlibStream::ZlibStream(std::vector<std::string_view> pieces)
    : pieces_(std::move(pieces)), state_(std::make_unique<inflate_state>()) {
  isal_inflate_init(state_.get());
  state_->crc_flag = ISAL_DEFLATE;  // the header is read here, the checksum not at all
}

ZlibStream::~ZlibStream() = default;

bool ZlibStream::next_piece() {
  if (next_ == pieces_.size()) return false;
  const std::string_view piece = pieces_[next_++];
  state_->next_in = reinterpret_cast<std::uint8_t*>(const_cast<char*>(piece.data()));
  state_->avail_in = static_cast<std::uint32_t>(piece.size());
  return true;
}

// RFC 1950: CMF (method 8, deflate, and a window of at most 32 KB), then
// FLG, the two a multiple of 31 as a big-endian number; no preset
// dictionary (PNG forbids one).
std::string ZlibStream::read_header() {
  std::uint8_t header[2];
  for (std::uint8_t& byte : header) {
    while (state_->avail_in == 0) {
      if (!next_piece()) return "truncated";
    }
    byte = *state_->next_in++;
    --state_->avail_in;
  }
  if ((header[0] & 0x0f) != 8 || (header[0] >> 4) > 7) return "unknown compression method";
  if ((header[0] << 8 | header[1]) % 31 != 0) return "incorrect header check";
  if ((header[1] & 0x20) != 0) return "a preset dictionary is not allowed";
  return "";
}

std::string ZlibStream::read(std::uint8_t* out, std::size_t size) {
  if (problem_.empty() && !header_read_) {
    problem_ = read_header();
    header_read_ = true;
  }
  state_->next_out = out;
  state_->avail_out = static_cast<std::uint32_t>(size);
  while (problem_.empty() && state_->avail_out > 0) {
    if (state_->block_state == ISAL_BLOCK_FINISH) {
      problem_ = "truncated";
      break;
    }
    if (state_->avail_in == 0 && next_piece()) continue;
    // past the last piece too: ISA-L may hold inflated bytes it had no room for
    const std::uint32_t room = state_->avail_out;
    if (const int status = isal_inflate(state_.get()); status < 0) {
      problem_ = problem_of(status);
    } else if (state_->avail_in == 0 && next_ == pieces_.size() && state_->avail_out == room &&
               state_->block_state != ISAL_BLOCK_FINISH) {
      problem_ = "truncated";
    }
  }
  return problem_;
}

}  // namespace lobbykit
