// The real `lobbykit serve` as a child process: started on port 0, ready
// once it printed its address, and killable with any signal.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace lobbykit::sandbox::http::testing {

class ServerProcess {
 public:
  /// Runs `lobbykit serve --port 0 <arguments>` and waits (up to 60 s) for
  /// its `listening on http://127.0.0.1:PORT/` line; throws if it exits or
  /// never says it. Its output goes to `log` (appended).
  ServerProcess(const std::vector<std::string>& arguments, const std::filesystem::path& log);
  /// SIGKILLs the process if it still runs.
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  [[nodiscard]] unsigned short port() const { return port_; }

  /// Sends `signal` and waits for the exit; returns the wait status.
  int kill_and_wait(int signal);

 private:
  pid_t pid_ = -1;
  unsigned short port_ = 0;
};

}  // namespace lobbykit::sandbox::http::testing
