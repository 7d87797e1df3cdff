// The sandbox server's only contact with Boost.Beast: HTTP/1.1 and the
// WebSocket on one loopback port. Everything it decides comes from
// RequestRouter (requests) and SocketSession/SocketHub (sockets).
#pragma once

#include <chrono>
#include <memory>

#include "sandbox/http/request_router.h"
#include "sandbox/http/socket_hub.h"

namespace lobbykit::sandbox::http {

struct ServerConfig {
  unsigned short port = 0;  ///< 0: any free port (see BeastServer::port)
  unsigned threads = 0;     ///< 0: one per core, at least two
  /// A new connection's request line and headers must arrive within this.
  std::chrono::milliseconds header_timeout{std::chrono::seconds(10)};
  /// A kept-alive connection may wait this long for its next request.
  std::chrono::milliseconds idle_timeout{std::chrono::seconds(30)};
  /// A request body must arrive within this once the headers have.
  std::chrono::milliseconds body_timeout{std::chrono::seconds(10)};
  bool stop_on_signals = false;  ///< SIGINT and SIGTERM stop run()
};

class BeastServer {
 public:
  /// Binds 127.0.0.1 (loopback only) at once; throws FatalError if it cannot.
  /// REQUIRES: `router` and `hub` outlive the server.
  BeastServer(const ServerConfig& config, const RequestRouter& router, SocketHub& hub);
  ~BeastServer();
  BeastServer(const BeastServer&) = delete;
  BeastServer& operator=(const BeastServer&) = delete;

  /// The bound port (the chosen one when the config said 0).
  [[nodiscard]] unsigned short port() const;

  /// Serves until stop() (or a signal, if configured); blocks.
  void run();

  /// Makes run() return soon, closing every connection. Thread-safe.
  void stop();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace lobbykit::sandbox::http
