// Players: the accounts of the sandbox (password or Telegram sign-in).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

struct Player {
  std::int64_t id = 0;
  std::string account;
  std::string password_hash;  ///< empty for a Telegram-only account
  std::string nickname;
  int head_id = 1;
  int vip = 0;
  int platform_id = 1;
  bool disabled = false;
  std::string region;  ///< ISO code of the bank list withdrawals use ("BD")
  std::int64_t created_at = 0;
  std::int64_t spin_score = 0;
  std::int64_t vip_points = 0;
};

struct NewPlayer {
  std::string account;
  std::string password_hash;
  std::string nickname;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> telegram_id;
  std::int64_t channel_id = 2;
  std::optional<std::string> referal_code;
};

class Players {
 public:
  explicit Players(Database& db) : db_(db) {}

  /// Inserts `player`; nullopt if the account (or Telegram id) is taken.
  std::optional<std::int64_t> create(const NewPlayer& player);
  std::optional<Player> find(std::int64_t id);
  std::optional<Player> find_by_account(const std::string& account);
  std::optional<Player> find_by_telegram(std::int64_t telegram_id);

  void disable(std::int64_t id);
  void set_vip(std::int64_t id, int vip);
  /// Adds `delta` to the spin score; false (and no change) if it would go below zero.
  bool add_spin_score(std::int64_t id, std::int64_t delta);
  void set_spin_score(std::int64_t id, std::int64_t score);

 private:
  std::optional<Player> find_where(const std::string& condition, const SqlValue& value);
  Database& db_;
};

}  // namespace lobbykit::sandbox
