// CallContext: what a handler gets: the request's checked fields, the
// database connection, the catalogue, the signed-in player, and a list of
// socket pushes sent once the call has committed.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "sandbox/calls/call_error.h"
#include "sandbox/calls/request_fields.h"
#include "sandbox/calls/sandbox_service.h"
#include "sandbox/catalogue.h"
#include "sandbox/database.h"
#include "sandbox/login_throttle.h"
#include "sandbox/service.h"

namespace lobbykit::sandbox {

struct PendingPush {
  PlayerId player = 0;
  int cmd = 0;
  nlohmann::json data;
  std::string except_token;
};

struct CallContext {
  Database& db;
  const Catalogue& catalogue;
  const ServiceConfig& config;
  LoginThrottle& throttle;
  const CallRequest& request;
  const RequestFields& fields;
  std::int64_t now = 0;             ///< seconds since the epoch
  std::optional<PlayerId> player;   ///< set when the token is live
  std::vector<PendingPush> pushes;  ///< sent after the call commits

  /// The signed-in player. REQUIRES: the route needs a player (checked before the handler).
  [[nodiscard]] PlayerId signed_in() const {
    if (!player) throw CallError(CallCode::kUnauthorized, "sign in first");
    return *player;
  }
  void push(PlayerId to, int cmd, nlohmann::json data, std::string except_token = {}) {
    pushes.push_back({to, cmd, std::move(data), std::move(except_token)});
  }
};

using CallHandler = nlohmann::json (*)(CallContext&);

}  // namespace lobbykit::sandbox
