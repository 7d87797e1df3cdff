// A SocketConnection that keeps what it was sent, for hub and session tests.
#pragma once

#include <mutex>
#include <string>
#include <vector>

#include "sandbox/http/socket_hub.h"

namespace lobbykit::sandbox::http::testing {

class RecordingConnection final : public SocketConnection {
 public:
  void send(std::string text) override {
    std::lock_guard lock(mutex_);
    messages_.push_back(std::move(text));
  }
  [[nodiscard]] std::vector<std::string> messages() {
    std::lock_guard lock(mutex_);
    return messages_;
  }

 private:
  std::mutex mutex_;
  std::vector<std::string> messages_;
};

}  // namespace lobbykit::sandbox::http::testing
