// LoginThrottle: refuses password sign-in for a key (an account, an address)
// once it has failed `limit` times within the last minute. In memory: a
// restart forgets, which a sandbox can afford.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>

namespace lobbykit::sandbox {

class LoginThrottle {
 public:
  explicit LoginThrottle(int limit, std::int64_t window_seconds = 60)
      : limit_(limit), window_(window_seconds) {}

  /// True if `key` has `limit` failures within the window before `now`.
  bool blocked(const std::string& key, std::int64_t now);
  void record_failure(const std::string& key, std::int64_t now);

 private:
  void forget_old(std::deque<std::int64_t>& failures, std::int64_t now) const;
  int limit_;
  std::int64_t window_;
  std::mutex mutex_;
  std::map<std::string, std::deque<std::int64_t>> failures_;
};

}  // namespace lobbykit::sandbox
