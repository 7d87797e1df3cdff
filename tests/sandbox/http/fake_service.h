// A Service for transport tests: records what reaches it, answers with a
// fixed envelope, and knows a fixed set of tokens.
#pragma once

#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "sandbox/service.h"

namespace lobbykit::sandbox::testing {

class FakeService final : public Service {
 public:
  /// `token` signs in as `player` (for player_for_token).
  void add_token(std::string token, PlayerId player) { tokens_[std::move(token)] = player; }

  CallResponse call(const CallRequest& request) override {
    std::lock_guard lock(mutex_);
    calls_.push_back(request);
    if (request.path == "/missing")
      return {404, R"({"code":404,"msg":"unknown call","data":null})"};
    return {200, R"({"code":0,"msg":"ok","data":{"path":")" + request.path + R"("}})"};
  }

  std::optional<PlayerId> player_for_token(std::string_view token) override {
    auto found = tokens_.find(std::string(token));
    if (found == tokens_.end()) return std::nullopt;
    return found->second;
  }

  void socket_signed_in(PlayerId player) override {
    std::lock_guard lock(mutex_);
    socket_sign_ins_.push_back(player);
  }

  CallResponse admin(const CallRequest& request) override {
    std::lock_guard lock(mutex_);
    admin_calls_.push_back(request);
    return {200, R"({"code":0,"msg":"ok","data":null})"};
  }

  void set_player_events(PlayerEvents* events) override { events_ = events; }

  [[nodiscard]] std::vector<CallRequest> calls() {
    std::lock_guard lock(mutex_);
    return calls_;
  }
  [[nodiscard]] std::vector<CallRequest> admin_calls() {
    std::lock_guard lock(mutex_);
    return admin_calls_;
  }
  [[nodiscard]] PlayerEvents* events() const { return events_; }
  /// The players socket_signed_in was told of, in order.
  [[nodiscard]] std::vector<PlayerId> socket_sign_ins() {
    std::lock_guard lock(mutex_);
    return socket_sign_ins_;
  }

 private:
  std::map<std::string, PlayerId> tokens_;
  std::mutex mutex_;
  std::vector<CallRequest> calls_;
  std::vector<CallRequest> admin_calls_;
  std::vector<PlayerId> socket_sign_ins_;
  PlayerEvents* events_ = nullptr;
};

}  // namespace lobbykit::sandbox::testing
