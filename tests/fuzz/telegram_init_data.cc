// Telegram Mini App initData (sandbox/telegram_init_data.h). The input is two
// 0xFF-separated parts:
//   1. initData checked as it is, against the harness's bot token. The only
//      data that token signed is kSigned (the seeds hold it with its hash), so
//      any initData accepted must decode to exactly kSigned's fields and sign
//      in its user (42, "ann"): a forged or mutated initData never passes.
//   2. fields the harness signs itself (HMAC-SHA-256 computed here from
//      Telegram's steps, not with init_data_hash): init_data_hash agrees with
//      that; the signed data is never refused for its hash; an accepted user is the
//      `user` field's numeric id; and the same data with one hash digit
//      changed, or signed by another bot, is refused.
// Nothing crashes and no exception escapes.
#include "sandbox/telegram_init_data.h"

#include <sodium.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "fuzz_fields.h"

namespace {

using lobbykit::sandbox::check_init_data;
using lobbykit::sandbox::parse_query_string;
using Fields = std::map<std::string, std::string>;

constexpr std::string_view kToken = "123456:TEST-TOKEN";
// tests/sandbox/telegram_init_data_test.cc's vector: user 42 "ann", signed at 1700000000.
constexpr std::string_view kSigned =
    "auth_date=1700000000&query_id=AAH&user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Ann%22%2C%"
    "22username%22%3A%22ann%22%7D";
constexpr std::int64_t kNow = 1'700'000'100;
constexpr std::int64_t kMaxAge = 86400;

std::string hmac_hex(std::string_view token, const Fields& fields) {
  std::string check_string;
  for (const auto& [key, value] : fields) {
    if (key == "hash") continue;
    if (!check_string.empty()) check_string += '\n';
    check_string += key + "=" + value;
  }
  unsigned char secret[crypto_auth_hmacsha256_BYTES];
  unsigned char digest[crypto_auth_hmacsha256_BYTES];
  const std::string_view kKey = "WebAppData";
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(kKey.data()),
                              kKey.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(token.data()),
                                token.size());
  crypto_auth_hmacsha256_final(&state, secret);
  crypto_auth_hmacsha256_init(&state, secret, sizeof secret);
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(check_string.data()),
                                check_string.size());
  crypto_auth_hmacsha256_final(&state, digest);
  char hex[sizeof digest * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, digest, sizeof digest);
  return hex;
}

void check_as_given(std::string_view init_data) {
  const auto check = check_init_data(init_data, kToken, kNow, kMaxAge);
  FUZZ_CHECK(check.user.has_value() == check.error.empty(), "a user or a reason, not both");
  if (!check.user) return;
  Fields fields = parse_query_string(init_data);
  fields.erase("hash");
  FUZZ_CHECK(fields == parse_query_string(kSigned), "accepted initData is the signed data");
  FUZZ_CHECK(check.user->id == 42 && check.user->name == "ann", "the signed user signs in");
}

void check_signed_here(std::string_view query) {
  Fields fields = parse_query_string(query);
  fields.erase("hash");
  const std::string hash = hmac_hex(kToken, fields);
  FUZZ_CHECK(lobbykit::sandbox::init_data_hash(fields, kToken) == hash,
             "init_data_hash follows Telegram's steps");

  const std::string init_data = std::string(query) + "&hash=" + hash;
  const auto check = check_init_data(init_data, kToken, kNow, kMaxAge);
  FUZZ_CHECK(check.user.has_value() == check.error.empty(), "a user or a reason, not both");
  // The hash appended last is the one read: genuine data is never refused for it.
  FUZZ_CHECK(check.error != "initData hash does not match", "genuine data is not refused");
  if (check.user) {
    auto user = nlohmann::json::parse(fields.at("user"), nullptr, false);
    FUZZ_CHECK(user.is_object() && user["id"].is_number_integer() &&
                   user["id"].get<std::int64_t>() == check.user->id,
               "the user signed in is the user field's id");
    FUZZ_CHECK(!check.user->name.empty(), "a signed-in user has a name");
  }

  std::string forged = init_data;
  forged.back() = forged.back() == '0' ? '1' : '0';
  FUZZ_CHECK(!check_init_data(forged, kToken, kNow, kMaxAge).user,
             "a changed hash digit is refused");
  FUZZ_CHECK(!check_init_data(init_data, "654321:OTHER-BOT", kNow, kMaxAge).user,
             "another bot's token refuses the data");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (sodium_init() < 0) return 0;
  const auto parts = lobbykit::fuzz::split_fields(data, size, 2);
  check_as_given(parts[0]);
  check_signed_here(parts[1]);
  return 0;
}
