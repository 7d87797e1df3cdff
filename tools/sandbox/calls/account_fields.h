// The rules of the player's account fields, each written once and used by
// every call that takes the field: the nickname (register and profile
// update), a new login password, a mobile number with its area code, an
// email, a birthday and a verification code. Each throws
// CallError(kBadRequest) with a message naming the field.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sandbox/calls/request_fields.h"

namespace lobbykit::sandbox {

inline constexpr int kMinNicknameLength = 2;
inline constexpr int kMaxNicknameLength = 20;
inline constexpr int kMinAge = 18;
inline constexpr int kMaxAge = 120;

/// `raw` trimmed of white space at both ends (Unicode spaces included),
/// REQUIRES: `raw` is valid UTF-8 (request fields are: the JSON parser checks).
/// Throws unless the result is 2-20 code points without a control character
/// (C0, DEL, C1) or a bidirectional formatting character (U+200E, U+200F,
/// U+202A-U+202E, U+2066-U+2069), which could make a name read as another.
std::string checked_nickname(std::string_view field, std::string_view raw);

/// The required new login password `field`: 8-128 bytes with at least one
/// letter and one digit. A letter is A-Z, a-z or any character outside ASCII
/// (the sandbox carries no Unicode tables; the app checks \p{L}).
std::string checked_new_password(const RequestFields& fields, std::string_view field);

/// A mobile number and its area code, digits only.
struct MobileNumber {
  std::string area_code;  ///< 1-4 digits ("86")
  std::string number;     ///< 5-15 digits
  /// "+86 13800138000": how a code's destination and the log name it.
  [[nodiscard]] std::string destination() const { return "+" + area_code + " " + number; }
};

/// The required `areaCode` and `mobile` fields.
MobileNumber checked_mobile(const RequestFields& fields);
/// `areaCode` and `mobile` when both are given, nullopt when neither is;
/// one without the other throws.
std::optional<MobileNumber> optional_mobile(const RequestFields& fields);

/// Whether `email` is local@domain.tld: at most 254 bytes, a local part of
/// 1-64 of RFC 5322's atext characters and single dots, a domain of two or
/// more labels (1-63 of letters, digits and inner hyphens), the last of two
/// or more letters. No spaces, no characters outside ASCII.
bool is_valid_email(std::string_view email);
/// The required `email` field, checked by is_valid_email and lower-cased
/// (the sandbox treats addresses case-insensitively, as mail providers do).
std::string checked_email(const RequestFields& fields);

/// The required `birthday` field: YYYY-MM-DD, a real calendar date on which
/// the player, on the UTC date of `now` (seconds since the epoch), is 18 to
/// 120 years old. A 29 February birthday comes of age on 1 March in a
/// common year.
std::string checked_birthday(const RequestFields& fields, std::int64_t now);
/// Whole years from `birthday` to the UTC date of `now`.
/// REQUIRES: `birthday` is a real YYYY-MM-DD date.
int age_on(std::string_view birthday, std::int64_t now);

/// The required `code` field: six digits.
std::string checked_code(const RequestFields& fields);

}  // namespace lobbykit::sandbox
