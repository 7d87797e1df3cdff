// VerificationCodes: the six-digit codes a player is "sent" to prove a
// contact is theirs (binding a mobile or an email) or to reset a forgotten
// password. One live code per player and purpose: a new one replaces the
// last. A code lives 10 minutes, a new one may be asked for 60 s after the
// last, five wrong tries spend it, and a code that matched once is used up.
//
// Stored in plain text, not hashed: the admin command /admin/verify-code
// reads it back for tests, and a hash would protect nothing anyway (a
// million six-digit candidates are hashed in well under a second), while the
// life, the resend limit and the try limit are what stop guessing.
//
// Time is passed in (`now`, seconds since the epoch), as Sessions and
// LoginThrottle take it, so tests move the clock.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

inline constexpr std::int64_t kCodeLifetimeSeconds = 600;
inline constexpr std::int64_t kCodeResendSeconds = 60;
inline constexpr int kCodeWrongTries = 5;

enum class CodePurpose {
  kBind,   ///< binding a mobile number or an email to the signed-in player
  kReset,  ///< resetting a forgotten login password
};

/// "bind" or "reset": the stored and logged name.
std::string_view purpose_name(CodePurpose purpose);
/// The purpose named `name`, or nullopt.
std::optional<CodePurpose> parse_purpose(std::string_view name);

/// The outcome of VerificationCodes::check.
enum class CodeCheck {
  kAccepted,          ///< matched: now used up
  kNone,              ///< no code was sent for this purpose, or it is used up
  kExpired,           ///< older than kCodeLifetimeSeconds
  kSpent,             ///< kCodeWrongTries wrong tries made (this one may be the last)
  kWrong,             ///< did not match; one try fewer left
  kOtherDestination,  ///< the code was sent to another mobile or email
};

/// The last code of a player and purpose, as stored.
struct SentCode {
  std::string code;
  std::string destination;  ///< "+86 13800138000" or "player@example.com"
  std::int64_t sent_at = 0;
  std::int64_t expires_at = 0;
  int wrong_tries = 0;
  bool used = false;
};

class VerificationCodes {
 public:
  explicit VerificationCodes(Database& db) : db_(db) {}

  /// A new random code for `player` and `purpose`, sent to `destination` at
  /// `now`, replacing the last one; nullopt (and no change) if the last was
  /// sent less than kCodeResendSeconds before `now`.
  std::optional<std::string> issue(std::int64_t player, CodePurpose purpose,
                                   const std::string& destination, std::int64_t now);

  /// Seconds until `player` may ask for another code for `purpose` (0: now).
  std::int64_t resend_wait(std::int64_t player, CodePurpose purpose, std::int64_t now);

  /// Checks `code` against the last code of `player` and `purpose`. A wrong
  /// try is counted and the code marked used on a match, so the caller
  /// commits its transaction whatever the outcome. `destination` empty skips
  /// the destination check (a reset goes wherever the account's contact is).
  CodeCheck check(std::int64_t player, CodePurpose purpose, std::string_view destination,
                  std::string_view code, std::int64_t now);

  /// The last code sent to `player` for `purpose`, used or not.
  std::optional<SentCode> last(std::int64_t player, CodePurpose purpose);

 private:
  Database& db_;
};

}  // namespace lobbykit::sandbox
