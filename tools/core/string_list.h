// StringList: strings numbered in the order they were added, held back to
// back in blocks that never move. A build keeps tens of thousands of paths
// this way: a path costs its bytes and 8 more, where a std::string costs 32
// and, past 15 bytes, a heap block of its bytes rounded up. Rows that name a
// string hold its number, not a copy.
//
// Blocks, not one buffer grown by doubling: a buffer holds up to twice its
// bytes, and three times while it grows (the thumbnail cache's 20,000
// source paths, 1.7 MB, took 2.8 MB at a cold build's peak). A block is
// filled and a new one started, double the last up to kMaxBlockBytes: what
// stands idle is at most one block.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <string_view>
#include <vector>

#include "core/fatal_error.h"

namespace lobbykit {

class StringList {
 public:
  /// The largest block, but for a string longer than it (which gets a block
  /// of its own size).
  static constexpr std::size_t kMaxBlockBytes = std::size_t{64} * 1024;

  StringList() = default;
  StringList(const StringList& other) : spans_(other.spans_), total_bytes_(other.total_bytes_) {
    blocks_.reserve(other.blocks_.size());
    for (const Block& block : other.blocks_) {
      blocks_.push_back(
          {std::make_unique_for_overwrite<char[]>(block.capacity), block.capacity, block.used});
      if (block.used > 0) std::memcpy(blocks_.back().bytes.get(), block.bytes.get(), block.used);
    }
  }
  StringList& operator=(const StringList& other) {
    if (this != &other) *this = StringList(other);
    return *this;
  }
  StringList(StringList&&) noexcept = default;
  StringList& operator=(StringList&&) noexcept = default;
  ~StringList() = default;

  /// Adds `text` and gives its number: the strings count from 0 in the
  /// order of adding, and a string added twice has two numbers. Throws
  /// FatalError past 4 GiB of text or 2^32 - 1 strings.
  std::uint32_t push_back(std::string_view text) {
    constexpr std::size_t kLimit = std::numeric_limits<std::uint32_t>::max();
    if (text.size() > kLimit - total_bytes_ || spans_.size() == kLimit)
      throw FatalError("internal error: too many strings for a string list");
    if (blocks_.empty() || text.size() > blocks_.back().room()) start_block(text.size());
    Block& block = blocks_.back();
    if (!text.empty()) std::memcpy(block.bytes.get() + block.used, text.data(), text.size());
    block.used += text.size();
    total_bytes_ += text.size();
    spans_.push_back(
        {static_cast<std::uint32_t>(blocks_.size() - 1), static_cast<std::uint32_t>(block.used)});
    return static_cast<std::uint32_t>(spans_.size() - 1);
  }

  /// String number `number`. REQUIRES: number < size(). The view lasts as
  /// long as the list, but for shrink_to_fit.
  [[nodiscard]] std::string_view operator[](std::uint32_t number) const {
    const Span span = spans_[number];
    const bool first_in_block = number == 0 || spans_[number - 1].block != span.block;
    const std::uint32_t start = first_in_block ? 0 : spans_[number - 1].end;
    return {blocks_[span.block].bytes.get() + start, span.end - start};
  }

  [[nodiscard]] std::size_t size() const { return spans_.size(); }

  /// Bytes the blocks hold, used or not.
  [[nodiscard]] std::size_t capacity_bytes() const {
    std::size_t bytes = 0;
    for (const Block& block : blocks_) bytes += block.capacity;
    return bytes;
  }

  /// The same strings in the same order.
  friend bool operator==(const StringList& a, const StringList& b) {
    if (a.size() != b.size()) return false;
    for (std::uint32_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) return false;
    return true;
  }

  /// Room for `strings` more strings of `bytes` bytes in all, without a new block.
  void reserve(std::size_t strings, std::size_t bytes) {
    spans_.reserve(spans_.size() + strings);
    if (bytes > 0 && (blocks_.empty() || bytes > blocks_.back().room())) start_block(bytes, bytes);
  }

  /// Gives back the room no string uses (the last block is copied to its
  /// size: views into it end).
  void shrink_to_fit() {
    spans_.shrink_to_fit();
    if (blocks_.empty() || blocks_.back().room() == 0) return;
    Block& last = blocks_.back();
    Block fitted{std::make_unique_for_overwrite<char[]>(last.used), last.used, last.used};
    if (last.used > 0) std::memcpy(fitted.bytes.get(), last.bytes.get(), last.used);
    last = std::move(fitted);
  }

 private:
  struct Block {
    std::unique_ptr<char[]> bytes;
    std::size_t capacity = 0;
    std::size_t used = 0;
    [[nodiscard]] std::size_t room() const { return capacity - used; }
  };
  struct Span {
    std::uint32_t block = 0;
    std::uint32_t end =
        0;  ///< in its block; it starts where the string before it in the block ends
  };

  /// A new block for at least `bytes`: double the last, from 256 bytes up to
  /// kMaxBlockBytes, or exactly `exact` bytes when asked.
  void start_block(std::size_t bytes, std::size_t exact = 0) {
    std::size_t capacity = exact;
    if (capacity == 0) {
      const std::size_t doubled = blocks_.empty() ? 256 : blocks_.back().capacity * 2;
      capacity = std::max(std::min(doubled, kMaxBlockBytes), bytes);
    }
    blocks_.push_back({std::make_unique_for_overwrite<char[]>(capacity), capacity, 0});
  }

  std::vector<Block> blocks_;
  std::vector<Span> spans_;  ///< spans_[i]: where string i is
  std::size_t total_bytes_ = 0;
};

}  // namespace lobbykit
