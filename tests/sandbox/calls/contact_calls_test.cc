// Binding a mobile number or an email with a verification code: the code
// "sent" to the log, read back by the admin, tied to its destination, its
// life, the resend wait, five wrong tries, single use, and contacts another
// account has bound.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"
#include "sandbox/verification_codes.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class ContactCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in("demo2");

  static json mobile(const std::string& number = "13900139000") {
    return {{"channel", "mobile"}, {"areaCode", "86"}, {"mobile", number}};
  }
  static json bind_mobile_body(const std::string& code, const std::string& number = "13900139000") {
    return {{"areaCode", "86"}, {"mobile", number}, {"code", code}};
  }
  static std::string other_than(const std::string& code) {
    return code == "000000" ? "000001" : "000000";
  }
  std::string admin_code(const std::string& account, const std::string& purpose) {
    Answer answer = admin({{"account", account}, {"purpose", purpose}}, kAdminToken, true,
                          "/admin/verify-code");
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.code() == 0 ? answer.data()["code"].get<std::string>() : "";
  }
};

TEST_F(ContactCallsTest, AMobileIsBoundWithTheCodeSentToIt) {
  Answer sent = call("/user/bind/send-code", mobile(), token_);
  ASSERT_EQ(sent.code(), 0) << sent.body;
  EXPECT_EQ(sent.data(),
            (json{{"sentTo", "+86 13900139000"}, {"resendAfter", 60}, {"expiresIn", 600}}));
  std::string code = last_logged_code();
  ASSERT_EQ(code_log().size(), 1u);
  EXPECT_EQ(code_log()[0], "verification code for demo2 (bind) to +86 13900139000: " + code);
  Answer read =
      admin({{"account", "demo2"}, {"purpose", "bind"}}, kAdminToken, true, "/admin/verify-code");
  EXPECT_EQ(read.data(), (json{{"code", code}, {"sentTo", "+86 13900139000"}}));

  Answer bound = call("/user/bind/mobile", bind_mobile_body(code), token_);
  ASSERT_EQ(bound.code(), 0) << bound.body;
  EXPECT_EQ(bound.data()["areaCode"], "86");
  EXPECT_EQ(bound.data()["mobile"], "13900139000");
  EXPECT_EQ(bound.data()["mobileVerified"], true);
  EXPECT_EQ(call("/user/details", "{}", token_).data()["mobileVerified"], true);
  // a used code does not bind twice
  Answer reused = call("/user/bind/mobile", bind_mobile_body(code), token_);
  EXPECT_EQ(reused.code(), 403);
  EXPECT_EQ(reused.msg(), "no code is waiting (none was sent, or it was used): ask for one");
}

TEST_F(ContactCallsTest, AnEmailIsBoundLowerCased) {
  ASSERT_EQ(
      call("/user/bind/send-code", json{{"channel", "email"}, {"email", "Two@Example.com"}}, token_)
          .data()["sentTo"],
      "two@example.com");
  EXPECT_EQ(code_log().back(),
            "verification code for demo2 (bind) to two@example.com: " + last_logged_code());
  Answer bound =
      call("/user/bind/email",
           json{{"email", "two@EXAMPLE.com"}, {"code", admin_code("demo2", "bind")}}, token_);
  ASSERT_EQ(bound.code(), 0) << bound.body;
  EXPECT_EQ(bound.data()["email"], "two@example.com");
}

TEST_F(ContactCallsTest, TheCodeIsTiedToWhereItWasSent) {
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  std::string code = last_logged_code();
  Answer other = call("/user/bind/mobile", bind_mobile_body(code, "13900139001"), token_);
  EXPECT_EQ(other.code(), 400);
  EXPECT_EQ(other.msg(), "field 'mobile' is not where the code was sent");
  Answer email = call("/user/bind/email", json{{"email", "a@example.com"}, {"code", code}}, token_);
  EXPECT_EQ(email.code(), 400);
  EXPECT_EQ(email.msg(), "field 'email' is not where the code was sent");
  EXPECT_EQ(call("/user/bind/mobile", bind_mobile_body(code), token_).code(), 0);
}

TEST_F(ContactCallsTest, AWrongCodeIs403AndFiveSpendIt) {
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  std::string code = last_logged_code();
  for (int i = 1; i < kCodeWrongTries; ++i) {
    Answer wrong = call("/user/bind/mobile", bind_mobile_body(other_than(code)), token_);
    EXPECT_EQ(wrong.code(), 403);
    EXPECT_EQ(wrong.msg(), "the code is wrong");
  }
  Answer fifth = call("/user/bind/mobile", bind_mobile_body(other_than(code)), token_);
  EXPECT_EQ(fifth.code(), 429);
  EXPECT_EQ(fifth.msg(), "too many wrong codes: ask for a new one");
  EXPECT_EQ(call("/user/bind/mobile", bind_mobile_body(code), token_).code(), 429);
  // the player is still signed in, and a new code (after the wait) works
  EXPECT_EQ(call("/user/get/info", "{}", token_).code(), 0);
  now_ += kCodeResendSeconds;
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  EXPECT_EQ(call("/user/bind/mobile", bind_mobile_body(last_logged_code()), token_).code(), 0);
}

TEST_F(ContactCallsTest, ACodeExpiresAfterTenMinutes) {
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  std::string code = last_logged_code();
  now_ += kCodeLifetimeSeconds;
  Answer expired = call("/user/bind/mobile", bind_mobile_body(code), token_);
  EXPECT_EQ(expired.code(), 403);
  EXPECT_EQ(expired.msg(), "the code has expired: ask for a new one");
}

TEST_F(ContactCallsTest, ANewCodeWithinSixtySecondsIs429) {
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  now_ += 45;
  Answer again =
      call("/user/bind/send-code", json{{"channel", "email"}, {"email", "a@b.io"}}, token_);
  EXPECT_EQ(again.code(), 429);
  EXPECT_EQ(again.msg(), "a code was sent less than 60 s ago: wait 15 s");
  EXPECT_EQ(code_log().size(), 1u);
  now_ += 15;
  EXPECT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
}

TEST_F(ContactCallsTest, AContactAnotherAccountHasBoundIs409) {
  Answer mobile_taken = call("/user/bind/send-code", mobile("13800138000"), token_);
  EXPECT_EQ(mobile_taken.code(), 409);
  EXPECT_EQ(mobile_taken.msg(), "the mobile number is bound to another account");
  Answer email_taken = call("/user/bind/send-code",
                            json{{"channel", "email"}, {"email", "DEMO@example.com"}}, token_);
  EXPECT_EQ(email_taken.code(), 409);
  EXPECT_EQ(email_taken.msg(), "the email is bound to another account");
  EXPECT_TRUE(code_log().empty());
  // the owner may ask again for its own number
  EXPECT_EQ(call("/user/bind/send-code", mobile("13800138000"), sign_in("demo")).code(), 0);
}

TEST_F(ContactCallsTest, AContactBoundMeanwhileIs409AtBinding) {
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  std::string code = last_logged_code();
  std::string demo = sign_in("demo");
  ASSERT_EQ(call("/user/bind/send-code", mobile(), demo).code(), 0);
  ASSERT_EQ(call("/user/bind/mobile", bind_mobile_body(last_logged_code()), demo).code(), 0);
  Answer late = call("/user/bind/mobile", bind_mobile_body(code), token_);
  EXPECT_EQ(late.code(), 409);
  EXPECT_EQ(late.msg(), "the mobile number is bound to another account");
}

TEST_F(ContactCallsTest, SendCodeRefusals) {
  struct Case {
    json body;
    std::string msg;
  };
  const Case cases[] = {
      {json::object(), "field 'channel' is required"},
      {{{"channel", "fax"}}, "field 'channel' must be mobile or email"},
      {{{"channel", "mobile"}, {"mobile", "13900139000"}}, "field 'areaCode' is required"},
      {{{"channel", "mobile"}, {"areaCode", "86"}, {"mobile", "12"}},
       "field 'mobile' must be 5-15 digits"},
      {{{"channel", "email"}}, "field 'email' is required"},
      {{{"channel", "email"}, {"email", "a b@example.com"}},
       "field 'email' must be an address like name@example.com"},
  };
  for (const auto& c : cases) {
    Answer answer = call("/user/bind/send-code", c.body, token_);
    EXPECT_EQ(answer.code(), 400) << c.body;
    EXPECT_EQ(answer.msg(), c.msg) << c.body;
  }
  EXPECT_EQ(call("/user/bind/send-code", mobile()).code(), 401);
  EXPECT_EQ(call("/user/bind/mobile", bind_mobile_body("12345"), token_).msg(),
            "field 'code' must be 6 digits");
}

TEST_F(ContactCallsTest, TheAdminCodeCommandIsLoopbackAndTokenOnly) {
  ASSERT_EQ(call("/user/bind/send-code", mobile(), token_).code(), 0);
  json body = {{"account", "demo2"}, {"purpose", "bind"}};
  EXPECT_EQ(admin(body, "wrong", true, "/admin/verify-code").code(), 401);
  EXPECT_EQ(admin(body, kAdminToken, false, "/admin/verify-code").code(), 403);
  Answer none =
      admin({{"account", "demo2"}, {"purpose", "reset"}}, kAdminToken, true, "/admin/verify-code");
  EXPECT_EQ(none.code(), 404);
  EXPECT_EQ(none.msg(), "no reset code was sent to 'demo2'");
  EXPECT_EQ(
      admin({{"account", "nobody"}, {"purpose", "bind"}}, kAdminToken, true, "/admin/verify-code")
          .code(),
      404);
  EXPECT_EQ(
      admin({{"account", "demo2"}, {"purpose", "login"}}, kAdminToken, true, "/admin/verify-code")
          .msg(),
      "field 'purpose' must be bind or reset");
  // not a player's call
  EXPECT_EQ(call("/admin/verify-code", body, token_).code(), 404);
}

}  // namespace
}  // namespace lobbykit::sandbox
