// A Service for the transport's fuzz targets: no SQLite, no catalogue, but
// the real envelope (calls/envelope.h) and body reading (RequestFields), and
// SandboxService's answer to an unknown call, which names the call's path.
//   /echo   answers {"path", "body": the body's canonical fields}
//   others  404 "unknown call '<path>'" (admin: "unknown admin command")
// Tokens "good-token" and "other-token" are players 7 and 8.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "sandbox/calls/call_error.h"
#include "sandbox/calls/envelope.h"
#include "sandbox/calls/request_fields.h"
#include "sandbox/service.h"

namespace lobbykit::fuzz {

class FakeService final : public sandbox::Service {
 public:
  sandbox::CallResponse call(const sandbox::CallRequest& request) override {
    if (request.path != "/echo") {
      return sandbox::answer_error(sandbox::CallCode::kNotFound,
                                   "unknown call '" + request.path + "'");
    }
    try {
      auto fields = sandbox::RequestFields::parse(request.body);
      return sandbox::answer_ok(
          {{"path", request.path}, {"body", nlohmann::json::parse(fields.canonical())}});
    } catch (const sandbox::CallError& error) {
      return sandbox::answer_error(error.code(), error.what());
    }
  }

  std::optional<sandbox::PlayerId> player_for_token(std::string_view token) override {
    if (token == "good-token") return 7;
    if (token == "other-token") return 8;
    return std::nullopt;
  }

  void socket_signed_in(sandbox::PlayerId /*player*/) override { ++socket_sign_ins; }

  sandbox::CallResponse admin(const sandbox::CallRequest& request) override {
    if (request.path == "/admin/event") return sandbox::answer_ok(nullptr);
    return sandbox::answer_error(sandbox::CallCode::kNotFound,
                                 "unknown admin command '" + request.path + "'");
  }

  void set_player_events(sandbox::PlayerEvents* /*events*/) override {}

  int socket_sign_ins = 0;
};

}  // namespace lobbykit::fuzz
