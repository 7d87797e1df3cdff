// The open sockets of each signed-in player, and the pushes (cmd 51-60) the
// service sends them. Thread-safe: calls and sockets live on many threads.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "sandbox/service.h"

namespace lobbykit::sandbox::http {

/// One open socket as the hub sees it; the Beast layer implements it.
class SocketConnection {
 public:
  virtual ~SocketConnection() = default;
  /// Queues one text message. Thread-safe; returns at once; a no-op once closed.
  virtual void send(std::string text) = 0;
};

class SocketHub final : public PlayerEvents {
 public:
  /// Registers `connection` (signed in with `token`) for `player`'s pushes,
  /// replacing an earlier registration of the same connection. The hub holds
  /// it weakly: a connection that is gone is dropped at the next push.
  void add(PlayerId player, std::string token, const std::weak_ptr<SocketConnection>& connection);

  /// Forgets `connection` (its socket closed). Unknown connections are ignored.
  void remove(const SocketConnection* connection);

  void push(PlayerId player, int cmd, const nlohmann::json& data,
            std::string_view except_token = {}) override;

  /// How many live connections `player` has (for tests and logs).
  [[nodiscard]] std::size_t connection_count(PlayerId player);

 private:
  struct Entry {
    std::weak_ptr<SocketConnection> connection;
    const SocketConnection* address;  ///< identity, valid to compare even once expired
    std::string token;
  };
  void remove_locked(const SocketConnection* connection);

  std::mutex mutex_;
  std::map<PlayerId, std::vector<Entry>> players_;
};

/// The push message text: {"cmd": cmd, "data": data}.
std::string push_message(int cmd, const nlohmann::json& data);

}  // namespace lobbykit::sandbox::http
