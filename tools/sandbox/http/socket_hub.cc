#include "sandbox/http/socket_hub.h"

#include <algorithm>

namespace lobbykit::sandbox::http {

std::string push_message(int cmd, const nlohmann::json& data) {
  return nlohmann::json{{"cmd", cmd}, {"data", data}}.dump();
}

void SocketHub::add(PlayerId player, std::string token,
                    const std::weak_ptr<SocketConnection>& connection) {
  std::lock_guard lock(mutex_);
  const SocketConnection* address = connection.lock().get();
  if (address == nullptr) return;
  remove_locked(address);
  players_[player].push_back({connection, address, std::move(token)});
}

void SocketHub::remove(const SocketConnection* connection) {
  std::lock_guard lock(mutex_);
  remove_locked(connection);
}

void SocketHub::remove_locked(const SocketConnection* connection) {
  for (auto it = players_.begin(); it != players_.end();) {
    std::erase_if(it->second,
                  [connection](const Entry& entry) { return entry.address == connection; });
    it = it->second.empty() ? players_.erase(it) : std::next(it);
  }
}

void SocketHub::push(PlayerId player, int cmd, const nlohmann::json& data,
                     std::string_view except_token) {
  std::vector<std::shared_ptr<SocketConnection>> targets;
  {
    std::lock_guard lock(mutex_);
    auto found = players_.find(player);
    if (found == players_.end()) return;
    auto& entries = found->second;
    std::erase_if(entries, [](const Entry& entry) { return entry.connection.expired(); });
    for (const Entry& entry : entries) {
      if (!except_token.empty() && entry.token == except_token) continue;
      if (auto connection = entry.connection.lock()) targets.push_back(std::move(connection));
    }
    if (entries.empty()) players_.erase(found);
  }
  // Sent outside the lock: send() only queues, but it must not wait on the hub.
  std::string text = push_message(cmd, data);
  for (const auto& connection : targets) connection->send(text);
}

std::size_t SocketHub::connection_count(PlayerId player) {
  std::lock_guard lock(mutex_);
  auto found = players_.find(player);
  if (found == players_.end()) return 0;
  return std::count_if(found->second.begin(), found->second.end(),
                       [](const Entry& entry) { return !entry.connection.expired(); });
}

}  // namespace lobbykit::sandbox::http
