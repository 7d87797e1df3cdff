// The sandbox operator as its transport sees it: calls in, socket pushes out.
// The logic behind this interface (tools/sandbox/calls/) needs no socket; the
// Beast layer (tools/sandbox/http/) only moves bytes to and from it.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace lobbykit::sandbox {

using PlayerId = std::int64_t;

/// One POST call of SPEC §7 (or one the app needs beside them).
struct CallRequest {
  std::string path;           ///< "/game/category": the API prefix already removed
  std::string body;           ///< the raw JSON body; the service parses and checks it
  std::string token;          ///< the `token` request header; empty for a visitor
  bool from_loopback = true;  ///< the peer address is 127.0.0.1 or ::1
  std::string
      peer_address;  ///< "203.0.113.7": throttles failed sign-ins per address; empty if unknown
};

/// The answer: always the one envelope {code, msg, data} as JSON text.
struct CallResponse {
  int http_status = 200;
  std::string body;
};

/// Where the service sends socket pushes (cmd 51-60); the transport implements it.
class PlayerEvents {
 public:
  virtual ~PlayerEvents() = default;
  /// Sends `{"cmd": cmd, "data": data}` to every open socket of `player`,
  /// except those signed in (cmd 1) with `except_token` when it is not empty.
  virtual void push(PlayerId player, int cmd, const nlohmann::json& data,
                    std::string_view except_token = {}) = 0;
};

class Service {
 public:
  virtual ~Service() = default;

  /// Handles one call. Thread-safe: the transport calls it from many threads.
  virtual CallResponse call(const CallRequest& request) = 0;

  /// The player a live (not revoked, not expired) token belongs to; the
  /// socket's cmd 1 uses it. Thread-safe.
  virtual std::optional<PlayerId> player_for_token(std::string_view token) = 0;

  /// A socket has signed in (cmd 1) as `player`: player events that wait for
  /// one happen now (the birthday gift, push 57). Thread-safe.
  virtual void socket_signed_in(PlayerId player) = 0;

  /// The admin commands (loopback only, admin token from configuration), by
  /// request.path: /admin/event makes an event happen for a player and
  /// pushes it, for tests and demos; /admin/ledger checks the ledger's
  /// invariants; /admin/withdrawal decides a withdrawal; /admin/verify-code
  /// reads the last verification code sent to a player; /admin/maintenance
  /// turns maintenance on (call() answers 503 until it ends) or off;
  /// /admin/tracking lists the tracking events. Served during maintenance.
  /// REQUIRES: request.from_loopback, checked here as well.
  virtual CallResponse admin(const CallRequest& request) = 0;

  /// Sets where pushes go. REQUIRES: called once, before the first call.
  virtual void set_player_events(PlayerEvents* events) = 0;
};

}  // namespace lobbykit::sandbox
