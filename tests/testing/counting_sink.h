// A ByteSink that keeps what it was handed and counts the pieces: for tests
// that a writer streams its output in pieces rather than as one string.
#pragma once

#include <string>
#include <string_view>

#include "core/file_system.h"

namespace lobbykit::testing {

struct CountingSink final : ByteSink {
  void append(std::string_view piece) override {
    bytes.append(piece);
    ++pieces;
  }
  std::string bytes;
  int pieces = 0;
};

}  // namespace lobbykit::testing
