#include "sandbox/login_throttle.h"

namespace lobbykit::sandbox {

void LoginThrottle::forget_old(std::deque<std::int64_t>& failures, std::int64_t now) const {
  while (!failures.empty() && failures.front() <= now - window_) failures.pop_front();
}

bool LoginThrottle::blocked(const std::string& key, std::int64_t now) {
  std::lock_guard lock(mutex_);
  auto found = failures_.find(key);
  if (found == failures_.end()) return false;
  forget_old(found->second, now);
  return static_cast<int>(found->second.size()) >= limit_;
}

void LoginThrottle::record_failure(const std::string& key, std::int64_t now) {
  std::lock_guard lock(mutex_);
  auto& failures = failures_[key];
  forget_old(failures, now);
  failures.push_back(now);
}

}  // namespace lobbykit::sandbox
