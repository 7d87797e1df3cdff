// What one socket says and is answered (SPEC §7 "Socket"), without the socket:
//   client {"cmd":1,"token","deviceId","deviceType"}  signs the socket in;
//          answered {"cmd":1}, or for a token that is not live
//          {"cmd":1,"code":401,"msg":...} and the socket is closed.
//   client {"cmd":2,"token"}  ping; answered {"cmd":2}.
// Anything else is answered {"code":400,"msg":...} and otherwise ignored.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "sandbox/http/socket_hub.h"
#include "sandbox/service.h"

namespace lobbykit::sandbox::http {

struct SocketReply {
  std::optional<std::string> message;  ///< text to send back, if any
  bool close = false;                  ///< close the socket after sending it
};

class SocketSession {
 public:
  /// REQUIRES: `service` and `hub` outlive the session; `connection` is the
  /// socket this session speaks for (registered with the hub on cmd 1).
  SocketSession(Service& service, SocketHub& hub, std::weak_ptr<SocketConnection> connection);
  /// Unregisters the socket from the hub.
  ~SocketSession();
  SocketSession(const SocketSession&) = delete;
  SocketSession& operator=(const SocketSession&) = delete;

  /// Handles one text message from the client.
  SocketReply on_message(std::string_view text);

  /// The player signed in by cmd 1, if any.
  [[nodiscard]] std::optional<PlayerId> player() const { return player_; }

 private:
  SocketReply sign_in(const nlohmann::json& message);

  Service& service_;
  SocketHub& hub_;
  std::weak_ptr<SocketConnection> connection_;
  const SocketConnection* address_;
  std::optional<PlayerId> player_;
};

}  // namespace lobbykit::sandbox::http
