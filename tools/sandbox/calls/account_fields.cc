#include "sandbox/calls/account_fields.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "core/utf8.h"
#include "sandbox/calls/call_error.h"

namespace lobbykit::sandbox {

namespace {

[[noreturn]] void bad_field(std::string_view name, const std::string& problem) {
  throw CallError(CallCode::kBadRequest, "field '" + std::string(name) + "' " + problem);
}

struct CodePoint {
  char32_t value = 0;
  std::size_t offset = 0;  ///< of its first byte
  std::size_t size = 0;    ///< bytes
};

// REQUIRES: valid UTF-8.
std::vector<CodePoint> decode(std::string_view text) {
  std::vector<CodePoint> points;
  for (std::size_t at = 0; at < text.size();) {
    auto lead = static_cast<unsigned char>(text[at]);
    std::size_t size = std::min(utf8_sequence_length(lead), text.size() - at);
    char32_t value = size == 1 ? lead : lead & (0x7Fu >> size);
    for (std::size_t i = 1; i < size; ++i)
      value = (value << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3Fu);
    points.push_back({value, at, size});
    at += size;
  }
  return points;
}

bool is_space(char32_t c) {
  return c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
         c == 0x3000;
}

bool is_control(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x200E || c == 0x200F ||
         (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool all_digits(std::string_view text) { return std::all_of(text.begin(), text.end(), is_digit); }

std::string digits_field(const RequestFields& fields, std::string_view name, std::size_t min,
                         std::size_t max) {
  std::string text = fields.text(name, 64);  // a longer one is told the digit count too
  if (text.size() < min || text.size() > max || !all_digits(text)) {
    bad_field(name, "must be " +
                        (min == max ? std::to_string(min)
                                    : std::to_string(min) + "-" + std::to_string(max)) +
                        " digits");
  }
  return text;
}

// RFC 5322 atext: what an unquoted local part may hold besides dots.
bool is_atext(char c) {
  return is_ascii_letter(c) || is_digit(c) ||
         std::string_view("!#$%&'*+-/=?^_`{|}~").find(c) != std::string_view::npos;
}

bool is_valid_local_part(std::string_view local) {
  if (local.empty() || local.size() > 64 || local.front() == '.' || local.back() == '.')
    return false;
  if (local.find("..") != std::string_view::npos) return false;
  return std::all_of(local.begin(), local.end(), [](char c) { return c == '.' || is_atext(c); });
}

bool is_valid_label(std::string_view label) {
  if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-')
    return false;
  return std::all_of(label.begin(), label.end(),
                     [](char c) { return is_ascii_letter(c) || is_digit(c) || c == '-'; });
}

bool is_valid_domain(std::string_view domain) {
  std::size_t labels = 0;
  std::string_view last;
  while (true) {
    std::size_t dot = domain.find('.');
    last = domain.substr(0, dot);
    if (!is_valid_label(last)) return false;
    ++labels;
    if (dot == std::string_view::npos) break;
    domain.remove_prefix(dot + 1);
  }
  return labels >= 2 && last.size() >= 2 && std::all_of(last.begin(), last.end(), is_ascii_letter);
}

}  // namespace

std::string checked_nickname(std::string_view field, std::string_view raw) {
  std::vector<CodePoint> points = decode(raw);
  auto first = std::find_if_not(points.begin(), points.end(),
                                [](const CodePoint& p) { return is_space(p.value); });
  auto last =
      std::find_if_not(points.rbegin(), std::make_reverse_iterator(first), [](const CodePoint& p) {
        return is_space(p.value);
      }).base();
  auto length = std::distance(first, last);
  if (length < kMinNicknameLength || length > kMaxNicknameLength) {
    bad_field(field, "must be " + std::to_string(kMinNicknameLength) + "-" +
                         std::to_string(kMaxNicknameLength) + " characters once trimmed");
  }
  if (std::any_of(first, last, [](const CodePoint& p) { return is_control(p.value); }))
    bad_field(field, "must not hold control characters");
  std::size_t begin = first->offset;
  std::size_t end = std::prev(last)->offset + std::prev(last)->size;
  return std::string(raw.substr(begin, end - begin));
}

std::string checked_new_password(const RequestFields& fields, std::string_view field) {
  std::string password = fields.text(field, 128);
  bool letter = std::any_of(password.begin(), password.end(), [](char c) {
    return is_ascii_letter(c) || static_cast<unsigned char>(c) >= 0x80;
  });
  bool digit = std::any_of(password.begin(), password.end(), is_digit);
  if (password.size() < 8 || password.size() > 128 || !letter || !digit)
    bad_field(field, "must be 8-128 bytes with at least one letter and one digit");
  return password;
}

MobileNumber checked_mobile(const RequestFields& fields) {
  return {digits_field(fields, "areaCode", 1, 4), digits_field(fields, "mobile", 5, 15)};
}

std::optional<MobileNumber> optional_mobile(const RequestFields& fields) {
  bool area_code = fields.has("areaCode");
  bool mobile = fields.has("mobile");
  if (!area_code && !mobile) return std::nullopt;
  if (area_code != mobile)
    throw CallError(CallCode::kBadRequest, "fields 'areaCode' and 'mobile' go together");
  return checked_mobile(fields);
}

bool is_valid_email(std::string_view email) {
  if (email.size() > 254) return false;
  std::size_t at = email.find('@');
  if (at == std::string_view::npos) return false;
  return is_valid_local_part(email.substr(0, at)) && is_valid_domain(email.substr(at + 1));
}

std::string checked_email(const RequestFields& fields) {
  std::string email = fields.text("email", 254);
  if (!is_valid_email(email)) bad_field("email", "must be an address like name@example.com");
  std::transform(email.begin(), email.end(), email.begin(), [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  });
  return email;
}

int age_on(std::string_view birthday, std::int64_t now) {
  using namespace std::chrono;
  int born_year = std::stoi(std::string(birthday.substr(0, 4)));
  int born_month = std::stoi(std::string(birthday.substr(5, 2)));
  int born_day = std::stoi(std::string(birthday.substr(8, 2)));
  year_month_day today{floor<days>(sys_seconds{seconds{now}})};
  int age = static_cast<int>(today.year()) - born_year;
  int today_month = static_cast<int>(static_cast<unsigned>(today.month()));
  int today_day = static_cast<int>(static_cast<unsigned>(today.day()));
  if (today_month < born_month || (today_month == born_month && today_day < born_day)) --age;
  return age;
}

std::string checked_birthday(const RequestFields& fields, std::int64_t now) {
  using namespace std::chrono;
  std::string text = fields.text("birthday", 10);
  bool shaped = text.size() == 10 && text[4] == '-' && text[7] == '-' &&
                all_digits(text.substr(0, 4)) && all_digits(text.substr(5, 2)) &&
                all_digits(text.substr(8, 2));
  if (!shaped) bad_field("birthday", "must be a date YYYY-MM-DD");
  year_month_day date{year{std::stoi(text.substr(0, 4))},
                      month{static_cast<unsigned>(std::stoi(text.substr(5, 2)))},
                      day{static_cast<unsigned>(std::stoi(text.substr(8, 2)))}};
  if (!date.ok()) bad_field("birthday", "must be a real calendar date");
  int age = age_on(text, now);
  if (age < kMinAge || age > kMaxAge) {
    bad_field("birthday", "must make the player " + std::to_string(kMinAge) + " to " +
                              std::to_string(kMaxAge) + " years old");
  }
  return text;
}

std::string checked_code(const RequestFields& fields) { return digits_field(fields, "code", 6, 6); }

}  // namespace lobbykit::sandbox
