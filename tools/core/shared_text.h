// SharedText: an immutable string whose copies share one heap block.
//
// Every place a content file is cited (a game's own location, where it
// names its vendor, its category, its launch id, its thumbnail) carries the
// file's path: as a std::string each, a 20,000-game repository held 100,000
// copies of some 40-byte paths, 3.3 MB, where one per file will do. A copy
// is one pointer (a SourceLocation is 16 bytes) and a reference count, safe
// across threads; the text never changes. A text is one heap block, its
// characters inline.
#pragma once

#include <fmt/format.h>

#include <atomic>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <new>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace lobbykit {

class SharedText {
 public:
  SharedText() = default;
  // Implicit, as a std::string is: a SourceLocation is written {"a.yaml", 1, 2}.
  SharedText(std::string_view text)  // NOLINT(google-explicit-constructor)
      : block_(text.empty() ? nullptr : Block::make(text)) {}
  SharedText(const std::string& text)  // NOLINT(google-explicit-constructor)
      : SharedText(std::string_view(text)) {}
  SharedText(const char* text)  // NOLINT(google-explicit-constructor)
      : SharedText(std::string_view(text)) {}

  SharedText(const SharedText& other) : block_(other.block_) {
    if (block_) block_->references.fetch_add(1, std::memory_order_relaxed);
  }
  SharedText(SharedText&& other) noexcept : block_(std::exchange(other.block_, nullptr)) {}
  SharedText& operator=(SharedText other) noexcept {
    std::swap(block_, other.block_);
    return *this;
  }
  ~SharedText() {
    if (block_ && block_->references.fetch_sub(1, std::memory_order_acq_rel) == 1)
      Block::free(block_);
  }

  [[nodiscard]] std::string_view str() const {
    return block_ ? std::string_view(block_->text(), block_->size) : std::string_view();
  }
  operator std::string_view() const { return str(); }  // NOLINT(google-explicit-constructor)

  [[nodiscard]] bool empty() const { return block_ == nullptr; }
  [[nodiscard]] std::size_t size() const { return str().size(); }
  /// The text, ended by a '\0'.
  [[nodiscard]] const char* c_str() const { return block_ ? block_->text() : ""; }

  friend bool operator==(const SharedText& a, const SharedText& b) {
    return a.block_ == b.block_ || a.str() == b.str();
  }
  friend std::strong_ordering operator<=>(const SharedText& a, const SharedText& b) {
    return a.str().compare(b.str()) <=> 0;
  }
  friend bool operator==(const SharedText& a, std::string_view b) { return a.str() == b; }
  friend bool operator==(const SharedText& a, const std::string& b) { return a.str() == b; }
  friend bool operator==(const SharedText& a, const char* b) { return a.str() == b; }
  friend std::ostream& operator<<(std::ostream& out, const SharedText& text) {
    return out << text.str();
  }

 private:
  // One heap block: the count, the size and the characters after them (a
  // std::string in the block put paths past 15 bytes in a second one).
  struct Block {
    std::atomic<std::uint32_t> references{1};
    std::uint32_t size = 0;

    [[nodiscard]] const char* text() const { return reinterpret_cast<const char*>(this + 1); }

    static Block* make(std::string_view text) {
      if (text.size() >= std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("SharedText: a text of 4 GiB or more");
      void* memory = ::operator new(sizeof(Block) + text.size() + 1);
      auto* block = new (memory) Block;
      block->size = static_cast<std::uint32_t>(text.size());
      char* chars = reinterpret_cast<char*>(block + 1);
      std::memcpy(chars, text.data(), text.size());
      chars[text.size()] = '\0';
      return block;
    }
    static void free(Block* block) {
      block->~Block();
      ::operator delete(block);
    }
  };

  Block* block_ = nullptr;  ///< null when empty
};

}  // namespace lobbykit

template <>
struct fmt::formatter<lobbykit::SharedText> : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const lobbykit::SharedText& text, FormatContext& context) const {
    return fmt::formatter<std::string_view>::format(text.str(), context);
  }
};
