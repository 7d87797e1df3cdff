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
  std::optional<std::string> birthday;   ///< "YYYY-MM-DD"; set once
  std::optional<std::string> area_code;  ///< "86": with `mobile`
  std::optional<std::string> mobile;     ///< digits only; typed at registration or bound
  bool mobile_verified = false;          ///< bound with a code (unique among verified mobiles)
  std::optional<std::string> email;      ///< bound with a code (unique), lower case
  std::string referral_code;             ///< the player's own: 8 of A-Z0-9, unique
  std::optional<std::int64_t>
      referred_by;  ///< the player whose referral code this one signed up with
};

struct NewPlayer {
  std::string account;
  std::string password_hash;
  std::string nickname;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> telegram_id;
  std::int64_t channel_id = 2;
  std::optional<std::string> referal_code;
  std::optional<std::string> area_code;  ///< with `mobile`: kept unverified
  std::optional<std::string> mobile;
  std::optional<std::int64_t> referred_by;  ///< the referrer (find_by_referral_code)
};

/// The length of a referral code: 8 of A-Z0-9.
inline constexpr std::size_t kReferralCodeLength = 8;

/// A new random referral code: 8 of A-Z0-9 (libsodium's generator).
std::string random_referral_code();

class Players {
 public:
  explicit Players(Database& db) : db_(db) {}

  /// Inserts `player` with a new random referral code no player has; nullopt
  /// if the account (or Telegram id) is taken.
  std::optional<std::int64_t> create(const NewPlayer& player);
  std::optional<Player> find(std::int64_t id);
  std::optional<Player> find_by_account(const std::string& account);
  std::optional<Player> find_by_telegram(std::int64_t telegram_id);
  /// The player who has bound (verified) this mobile number.
  std::optional<Player> find_by_verified_mobile(const std::string& area_code,
                                                const std::string& mobile);
  /// The player who has bound this email (lower case).
  std::optional<Player> find_by_email(const std::string& email);

  /// The player whose own referral code is `code`, in any letter case.
  std::optional<Player> find_by_referral_code(const std::string& code);
  /// Sets the player's own referral code (the demo's fixed DEMO0001).
  /// REQUIRES: no other player has it (the unique index refuses it).
  void set_referral_code(std::int64_t id, const std::string& code);

  void disable(std::int64_t id);
  void set_vip(std::int64_t id, int vip);
  /// Adds `delta` to the spin score; false (and no change) if it would go below zero.
  bool add_spin_score(std::int64_t id, std::int64_t delta);
  void set_spin_score(std::int64_t id, std::int64_t score);
  void set_nickname(std::int64_t id, const std::string& nickname);
  /// REQUIRES: 1 <= head_id <= 21 (the table refuses others).
  void set_head_id(std::int64_t id, int head_id);
  void set_password_hash(std::int64_t id, const std::string& password_hash);
  /// Sets the birthday if none is set yet; false (and no change) otherwise.
  bool set_birthday(std::int64_t id, const std::string& birthday);
  /// Binds a verified mobile, replacing the last one.
  /// REQUIRES: no other player has bound it (the unique index refuses it).
  void bind_mobile(std::int64_t id, const std::string& area_code, const std::string& mobile);
  /// Binds an email, replacing the last one.
  /// REQUIRES: no other player has bound it (the unique index refuses it).
  void bind_email(std::int64_t id, const std::string& email);

 private:
  std::optional<Player> find_where(const std::string& condition, const SqlValue& value,
                                   const SqlValue& second = nullptr);
  Database& db_;
};

}  // namespace lobbykit::sandbox
