// Running the real lobbykit binary from a test, as a user would.
#pragma once

#include <string>
#include <vector>

namespace lobbykit::testing {

struct ProgramResult {
  int exit_code = -1;
  std::string out;  ///< standard output
  std::string err;  ///< standard error
};

/// Runs `program` with `arguments` (no shell) and waits for it.
ProgramResult run_program(const std::string& program, const std::vector<std::string>& arguments);

/// Runs the lobbykit binary this test was built with.
ProgramResult run_lobbykit(const std::vector<std::string>& arguments);

}  // namespace lobbykit::testing
