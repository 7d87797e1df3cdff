// The account field rules, table by table: nickname, new password, mobile,
// email, birthday and code, each refusal with its exact message.
#include "sandbox/calls/account_fields.h"

#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "sandbox/calls/call_error.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

constexpr std::int64_t kNow = 1'700'000'000;  // 2023-11-14 22:13:20 UTC

RequestFields fields(const json& body) { return RequestFields::parse(body.dump()); }

// The message of the CallError(400) `check` throws; "" if it accepts.
template <class Check>
std::string refusal(Check check) {
  try {
    check();
  } catch (const CallError& error) {
    EXPECT_EQ(error.code(), CallCode::kBadRequest);
    return error.what();
  }
  return "";
}

std::int64_t utc_midnight(std::chrono::year_month_day date) {
  return std::chrono::sys_seconds{std::chrono::sys_days{date}}.time_since_epoch().count();
}

TEST(AccountFields, NicknamesAreTrimmedAndCountedAsCodePoints) {
  const std::string length = "field 'nickName' must be 2-20 characters once trimmed";
  const std::string control = "field 'nickName' must not hold control characters";
  struct Case {
    std::string raw, kept, problem;
  };
  const Case cases[] = {
      {"Ann", "Ann", ""},
      {"  Ann \t", "Ann", ""},
      {"\u00A0\u3000Ann Lee\u3000", "Ann Lee", ""},
      {"Jo", "Jo", ""},
      {"J", "", length},
      {"   J   ", "", length},
      {"", "", length},
      {std::string(20, 'a'), std::string(20, 'a'), ""},
      {std::string(21, 'a'), "", length},
      {"สมชายสมหญิงสมศักดิ์ก", "สมชายสมหญิงสมศักดิ์ก", ""},  // 20 Thai code points, 60 bytes
      {"สมชายสมหญิงสมศักดิ์กข", "", length},             // 21
      {"😀😀", "😀😀", ""},
      {"Ann\nLee", "", control},
      {"Ann\x7F", "", control},
      {"Ann\u0085Lee", "", control},
      {"Ann\u202EeeL", "", control},
      {"Ann\u2066x", "", control},
  };
  for (const auto& c : cases) {
    std::string kept;
    EXPECT_EQ(refusal([&] { kept = checked_nickname("nickName", c.raw); }), c.problem) << c.raw;
    EXPECT_EQ(kept, c.kept) << c.raw;
  }
}

TEST(AccountFields, ANewPasswordHasEightBytesALetterAndADigit) {
  const std::string problem =
      "field 'newPassword' must be 8-128 bytes with at least one letter and one digit";
  const std::string longest = std::string(127, 'a') + "1";
  for (const std::string& accepted :
       {std::string("secret12"), std::string("Passw0rd!"), std::string("пароль12"), longest}) {
    EXPECT_EQ(refusal([&] {
                checked_new_password(fields({{"newPassword", accepted}}), "newPassword");
              }),
              "")
        << accepted;
  }
  for (const std::string& refused : {std::string("secret1"), std::string("12345678"),
                                     std::string("password"), std::string("!!!!!!!!")}) {
    EXPECT_EQ(refusal([&] {
                checked_new_password(fields({{"newPassword", refused}}), "newPassword");
              }),
              problem)
        << refused;
  }
  EXPECT_EQ(refusal([] { checked_new_password(fields(json::object()), "newPassword"); }),
            "field 'newPassword' is required");
}

TEST(AccountFields, AMobileIsAnAreaCodeAndANumberTogether) {
  MobileNumber mobile = checked_mobile(fields({{"areaCode", "86"}, {"mobile", "13800138000"}}));
  EXPECT_EQ(mobile.destination(), "+86 13800138000");
  struct Case {
    json body;
    std::string problem;
  };
  const Case cases[] = {
      {{{"areaCode", "86"}, {"mobile", "1380"}}, "field 'mobile' must be 5-15 digits"},
      {{{"areaCode", "86"}, {"mobile", "1234567890123456"}}, "field 'mobile' must be 5-15 digits"},
      {{{"areaCode", "86"}, {"mobile", "138-0013"}}, "field 'mobile' must be 5-15 digits"},
      {{{"areaCode", "+86"}, {"mobile", "13800138000"}}, "field 'areaCode' must be 1-4 digits"},
      {{{"areaCode", "12345"}, {"mobile", "13800138000"}}, "field 'areaCode' must be 1-4 digits"},
      {{{"areaCode", "86"}}, "fields 'areaCode' and 'mobile' go together"},
      {{{"mobile", "13800138000"}}, "fields 'areaCode' and 'mobile' go together"},
  };
  for (const auto& c : cases)
    EXPECT_EQ(refusal([&] { optional_mobile(fields(c.body)); }), c.problem) << c.body;
  EXPECT_FALSE(optional_mobile(fields(json::object())));
}

TEST(AccountFields, EmailsAreLocalAtDomainDotTld) {
  for (const char* valid : {"a@b.co", "demo@example.com", "first.last+tag@mail.example.org",
                            "o'neil@x-y.io", "A@EXAMPLE.COM"}) {
    EXPECT_TRUE(is_valid_email(valid)) << valid;
  }
  std::string longest = std::string(64, 'a') + "@" + std::string(63, 'b') + "." +
                        std::string(63, 'c') + "." + std::string(58, 'd') + ".io";
  ASSERT_EQ(longest.size(), 254u);
  EXPECT_TRUE(is_valid_email(longest));
  for (const std::string& invalid :
       {std::string("plain"), std::string("@example.com"), std::string("a@"),
        std::string("a@localhost"), std::string("a b@example.com"), std::string("a@exa mple.com"),
        std::string("a@@example.com"), std::string("a@b@example.com"),
        std::string(".a@example.com"), std::string("a..b@example.com"), std::string("a@-x.com"),
        std::string("a@x..com"), std::string("a@x.c"), std::string("a@x.c0m"),
        std::string("ü@example.com"), std::string("a@example.com\n"),
        std::string(65, 'a') + "@example.com", longest + "x"}) {
    EXPECT_FALSE(is_valid_email(invalid)) << invalid;
  }
  EXPECT_EQ(checked_email(fields({{"email", "Demo@Example.COM"}})), "demo@example.com");
  EXPECT_EQ(refusal([] {
              checked_email(fields({{"email", "demo@example"}}));
            }),
            "field 'email' must be an address like name@example.com");
}

TEST(AccountFields, ABirthdayIsARealDateEighteenToOneHundredTwentyYearsAgo) {
  const std::string shape = "field 'birthday' must be a date YYYY-MM-DD";
  const std::string real = "field 'birthday' must be a real calendar date";
  const std::string age = "field 'birthday' must make the player 18 to 120 years old";
  struct Case {
    std::string birthday, problem;
  };
  const Case cases[] = {
      {"1990-06-15", ""},    {"2005-11-14", ""},  // 18 today
      {"2005-11-15", age},                        // 18 tomorrow
      {"2013-11-14", age},                        // ten years old
      {"1903-11-14", ""},                         // 120
      {"1902-11-15", ""},                         // 120 until tomorrow
      {"1902-11-14", age},                        // 121 today
      {"2030-01-01", age},   {"1990-02-30", real},
      {"1990-13-01", real},  {"1990-00-10", real},
      {"1990-04-31", real},  {"2001-02-29", real},
      {"2004-02-29", ""},    {"1990-6-15", shape},
      {"15/06/1990", shape}, {"1990-06-15T00", "field 'birthday' must be at most 10 characters"},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(refusal([&] {
                checked_birthday(fields({{"birthday", c.birthday}}), kNow);
              }),
              c.problem)
        << c.birthday;
  }
}

TEST(AccountFields, ALeapDayBirthdayComesOfAgeOnTheFirstOfMarch) {
  using namespace std::chrono;
  EXPECT_EQ(age_on("2008-02-29", utc_midnight(2026y / February / 28)), 17);
  EXPECT_EQ(age_on("2008-02-29", utc_midnight(2026y / March / 1)), 18);
  EXPECT_EQ(age_on("2008-02-29", utc_midnight(2026y / March / 1) - 1), 17);
  EXPECT_EQ(age_on("2008-02-29", utc_midnight(2028y / February / 29)), 20);
}

TEST(AccountFields, ACodeIsSixDigits) {
  EXPECT_EQ(checked_code(fields({{"code", "012345"}})), "012345");
  for (const char* refused : {"12345", "1234567", "12345a", "12 345"}) {
    EXPECT_EQ(refusal([&] {
                checked_code(fields({{"code", refused}}));
              }),
              "field 'code' must be 6 digits")
        << refused;
  }
}

}  // namespace
}  // namespace lobbykit::sandbox
