// FatalError: a failure that stops the whole run (exit status 2), as opposed
// to a content diagnostic (exit status 1). Thrown by the I/O seam and by
// command-line handling; caught only in the command dispatcher.
#pragma once

#include <stdexcept>
#include <string>

namespace lobbykit {

class FatalError : public std::runtime_error {
 public:
  explicit FatalError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace lobbykit
