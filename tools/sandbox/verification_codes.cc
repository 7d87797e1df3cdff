#include "sandbox/verification_codes.h"

#include <sodium.h>

#include <algorithm>

#include "core/fatal_error.h"

namespace lobbykit::sandbox {

namespace {

// Six digits, uniform over 000000-999999 (randombytes_uniform has no modulo bias).
std::string random_code() {
  if (sodium_init() < 0) throw FatalError("libsodium cannot start");
  std::string digits = std::to_string(randombytes_uniform(1'000'000));
  return std::string(6 - digits.size(), '0') + digits;
}

}  // namespace

std::string_view purpose_name(CodePurpose purpose) {
  return purpose == CodePurpose::kBind ? "bind" : "reset";
}

std::optional<CodePurpose> parse_purpose(std::string_view name) {
  if (name == "bind") return CodePurpose::kBind;
  if (name == "reset") return CodePurpose::kReset;
  return std::nullopt;
}

std::optional<SentCode> VerificationCodes::last(std::int64_t player, CodePurpose purpose) {
  auto query = db_.prepare(
      "SELECT code, destination, sent_at, expires_at, wrong_tries, used FROM verification_codes "
      "WHERE player_id = ?1 AND purpose = ?2");
  query.bind(1, player).bind(2, std::string(purpose_name(purpose)));
  if (!query.step()) return std::nullopt;
  return SentCode{query.text(0),
                  query.text(1),
                  query.integer(2),
                  query.integer(3),
                  static_cast<int>(query.integer(4)),
                  query.integer(5) != 0};
}

std::int64_t VerificationCodes::resend_wait(std::int64_t player, CodePurpose purpose,
                                            std::int64_t now) {
  auto sent = last(player, purpose);
  if (!sent) return 0;
  return std::max<std::int64_t>(0, sent->sent_at + kCodeResendSeconds - now);
}

std::optional<std::string> VerificationCodes::issue(std::int64_t player, CodePurpose purpose,
                                                    const std::string& destination,
                                                    std::int64_t now) {
  if (resend_wait(player, purpose, now) > 0) return std::nullopt;
  std::string code = random_code();
  db_.prepare(
         "INSERT OR REPLACE INTO verification_codes "
         "(player_id, purpose, destination, code, sent_at, expires_at, wrong_tries, used) "
         "VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0)")
      .bind(1, player)
      .bind(2, std::string(purpose_name(purpose)))
      .bind(3, destination)
      .bind(4, code)
      .bind(5, now)
      .bind(6, now + kCodeLifetimeSeconds)
      .run();
  return code;
}

CodeCheck VerificationCodes::check(std::int64_t player, CodePurpose purpose,
                                   std::string_view destination, std::string_view code,
                                   std::int64_t now) {
  auto sent = last(player, purpose);
  if (!sent || sent->used) return CodeCheck::kNone;
  if (now >= sent->expires_at) return CodeCheck::kExpired;
  if (sent->wrong_tries >= kCodeWrongTries) return CodeCheck::kSpent;
  if (!destination.empty() && destination != sent->destination) return CodeCheck::kOtherDestination;
  std::string purpose_text(purpose_name(purpose));
  if (code.size() == sent->code.size() &&
      sodium_memcmp(code.data(), sent->code.data(), code.size()) == 0) {
    db_.prepare("UPDATE verification_codes SET used = 1 WHERE player_id = ?1 AND purpose = ?2")
        .bind(1, player)
        .bind(2, purpose_text)
        .run();
    return CodeCheck::kAccepted;
  }
  db_.prepare(
         "UPDATE verification_codes SET wrong_tries = wrong_tries + 1 "
         "WHERE player_id = ?1 AND purpose = ?2")
      .bind(1, player)
      .bind(2, purpose_text)
      .run();
  return sent->wrong_tries + 1 >= kCodeWrongTries ? CodeCheck::kSpent : CodeCheck::kWrong;
}

}  // namespace lobbykit::sandbox
