#include "sandbox/telegram_init_data.h"

#include <sodium.h>

#include <array>
#include <cctype>
#include <nlohmann/json.hpp>

#include "core/fatal_error.h"
#include "sandbox/bounded_json.h"

namespace lobbykit::sandbox {

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string url_decode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
               hex_digit(text[i + 2]) >= 0) {
      out += static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2]));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

using Digest = std::array<unsigned char, crypto_auth_hmacsha256_BYTES>;

Digest hmac_sha256(std::string_view key, std::string_view message) {
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(key.data()),
                              key.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(message.data()),
                                message.size());
  Digest digest;
  crypto_auth_hmacsha256_final(&state, digest.data());
  return digest;
}

}  // namespace

std::map<std::string, std::string> parse_query_string(std::string_view query) {
  std::map<std::string, std::string> fields;
  while (!query.empty()) {
    auto amp = query.find('&');
    std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    if (pair.empty()) continue;
    auto equals = pair.find('=');
    if (equals == std::string_view::npos) {
      fields[url_decode(pair)] = "";
    } else {
      fields[url_decode(pair.substr(0, equals))] = url_decode(pair.substr(equals + 1));
    }
  }
  return fields;
}

std::string init_data_hash(const std::map<std::string, std::string>& fields,
                           std::string_view bot_token) {
  if (sodium_init() < 0) throw FatalError("libsodium cannot start");
  std::string check_string;
  for (const auto& [key, value] : fields) {  // std::map: already sorted by key
    if (key == "hash") continue;
    if (!check_string.empty()) check_string += '\n';
    check_string += key + "=" + value;
  }
  Digest secret = hmac_sha256("WebAppData", bot_token);
  Digest digest = hmac_sha256(
      std::string_view(reinterpret_cast<const char*>(secret.data()), secret.size()), check_string);
  std::string hex(digest.size() * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  hex.pop_back();
  return hex;
}

InitDataCheck check_init_data(std::string_view init_data, std::string_view bot_token,
                              std::int64_t now, std::int64_t max_age_seconds) {
  if (bot_token.empty()) return {std::nullopt, "Telegram sign-in is not configured"};
  auto fields = parse_query_string(init_data);
  auto hash = fields.find("hash");
  if (hash == fields.end()) return {std::nullopt, "initData has no hash"};
  // The data-check-string joins "key=value" lines: a line break in a field,
  // or '=' in a name, would let other fields read as the same string and so
  // pass under its hash. Telegram's fields never hold either.
  for (const auto& [key, value] : fields) {
    if (key.find_first_of("=\n") != std::string::npos || value.find('\n') != std::string::npos)
      return {std::nullopt, "initData has a line break in a field or '=' in a name"};
  }
  std::string expected = init_data_hash(fields, bot_token);
  std::string given = hash->second;
  for (char& c : given) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (given.size() != expected.size() ||
      sodium_memcmp(given.data(), expected.data(), expected.size()) != 0) {
    return {std::nullopt, "initData hash does not match"};
  }
  auto auth_date = fields.find("auth_date");
  std::int64_t signed_at = 0;
  try {
    signed_at = auth_date == fields.end() ? 0 : std::stoll(auth_date->second);
  } catch (const std::exception&) {
    return {std::nullopt, "initData auth_date is not a number"};
  }
  if (signed_at <= 0 || now - signed_at > max_age_seconds)
    return {std::nullopt, "initData is stale (auth_date)"};
  auto user_field = fields.find("user");
  if (user_field == fields.end()) return {std::nullopt, "initData has no user"};
  nlohmann::json user = parse_bounded_json(user_field->second).value.value_or(nullptr);
  if (!user.is_object() || !user.contains("id") || !user["id"].is_number_integer()) {
    return {std::nullopt, "initData user has no numeric id"};
  }
  TelegramUser result{user["id"].get<std::int64_t>(), ""};
  if (user.value("username", nlohmann::json()).is_string())
    result.name = user["username"].get<std::string>();
  if (result.name.empty() && user.value("first_name", nlohmann::json()).is_string()) {
    result.name = user["first_name"].get<std::string>();
  }
  if (result.name.empty()) result.name = "tg" + std::to_string(result.id);
  return {result, ""};
}

}  // namespace lobbykit::sandbox
