// Telegram Mini App sign-in: checks the `initData` string a Mini App receives,
// exactly as https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app
// describes it:
//   secret = HMAC_SHA256(key = "WebAppData", message = bot_token)
//   hash   = hex(HMAC_SHA256(key = secret, message = data_check_string))
// where data_check_string is every decoded `key=value` pair except `hash`,
// sorted by key and joined by '\n'.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace lobbykit::sandbox {

struct TelegramUser {
  std::int64_t id = 0;
  std::string name;  ///< username, else first name, else "tg<id>"
};

struct InitDataCheck {
  std::optional<TelegramUser> user;  ///< set when the data is genuine and fresh
  std::string error;                 ///< why not, otherwise
};

/// The decoded `key=value` pairs of a URL-encoded query string.
std::map<std::string, std::string> parse_query_string(std::string_view query);

/// hex(HMAC_SHA256(secret, data_check_string)) for `fields` (without `hash`).
std::string init_data_hash(const std::map<std::string, std::string>& fields,
                           std::string_view bot_token);

/// Verifies `init_data`: no field with a line break nor a name with '='
/// (either would make the data-check-string ambiguous), a genuine hash
/// (compared in constant time), an `auth_date` no older than
/// `max_age_seconds` before `now`, and a user (JSON within kMaxJsonDepth).
InitDataCheck check_init_data(std::string_view init_data, std::string_view bot_token,
                              std::int64_t now, std::int64_t max_age_seconds);

}  // namespace lobbykit::sandbox
