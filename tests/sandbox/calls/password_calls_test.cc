// The login password: changed with the old one (the other tokens revoked,
// the caller's kept), and reset with a code sent to the account's verified
// mobile or bound email (every token revoked, a new session answered),
// neither a way around the sign-in throttle.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"
#include "sandbox/verification_codes.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class PasswordCallsTest : public SandboxFixture {
 protected:
  Answer sign_in_with(const std::string& account, const std::string& password) {
    return call("/user/login", json{{"account", account}, {"password", password}});
  }
  Answer change(const std::string& token, const std::string& old_password,
                const std::string& new_password) {
    return call("/user/password/change",
                json{{"oldPassword", old_password}, {"newPassword", new_password}}, token);
  }
  Answer reset(const std::string& account, const std::string& code,
               const std::string& new_password = "fresh-pass-1") {
    return call("/password/reset",
                json{{"account", account}, {"code", code}, {"newPassword", new_password}});
  }
  static std::string other_than(const std::string& code) {
    return code == "000000" ? "000001" : "000000";
  }
};

TEST_F(PasswordCallsTest, AChangeKeepsTheCallersTokenAndRevokesTheOthers) {
  std::string kept = sign_in();
  std::string other = sign_in();
  Answer changed = change(kept, "demo1234", "new-secret-9");
  ASSERT_EQ(changed.code(), 0) << changed.body;
  EXPECT_EQ(changed.data(), json::object());
  EXPECT_EQ(call("/user/get/info", "{}", kept).code(), 0);
  EXPECT_EQ(call("/user/get/info", "{}", other).code(), 401);
  EXPECT_FALSE(service_->player_for_token(other));
  // the other sockets hear 55 (clear the session and reload); the caller's does not
  auto pushes = events_.pushes();
  ASSERT_FALSE(pushes.empty());
  EXPECT_EQ(pushes.back().cmd, 55);
  EXPECT_EQ(pushes.back().except_token, kept);
  EXPECT_EQ(sign_in_with("demo", "demo1234").code(), 401);
  EXPECT_EQ(sign_in_with("demo", "new-secret-9").code(), 0);
}

TEST_F(PasswordCallsTest, ChangeRefusals) {
  std::string token = sign_in();
  Answer wrong = change(token, "demo12345", "new-secret-9");
  EXPECT_EQ(wrong.code(), 403);  // not 401: the token is fine, and 401 signs the app out
  EXPECT_EQ(wrong.msg(), "the old password is wrong");
  EXPECT_EQ(call("/user/get/info", "{}", token).code(), 0);
  struct Case {
    std::string old_password, new_password, msg;
  };
  const Case cases[] = {
      {"demo1234", "short1",
       "field 'newPassword' must be 8-128 bytes with at least one letter and one digit"},
      {"demo1234", "lettersonly",
       "field 'newPassword' must be 8-128 bytes with at least one letter and one digit"},
      {"demo1234", "12345678",
       "field 'newPassword' must be 8-128 bytes with at least one letter and one digit"},
      {"demo1234", "demo1234", "field 'newPassword' must differ from the old password"},
  };
  for (const auto& c : cases) {
    Answer answer = change(token, c.old_password, c.new_password);
    EXPECT_EQ(answer.code(), 400) << c.new_password;
    EXPECT_EQ(answer.msg(), c.msg) << c.new_password;
  }
  EXPECT_EQ(call("/user/password/change", json{{"newPassword", "new-secret-9"}}, token).msg(),
            "field 'oldPassword' is required");
  EXPECT_EQ(change("", "demo1234", "new-secret-9").code(), 401);
  EXPECT_EQ(sign_in_with("demo", "demo1234").code(), 0);
}

TEST_F(PasswordCallsTest, WrongOldPasswordsCountAsFailedSignIns) {
  std::string token = sign_in();
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(change(token, "guess-" + std::to_string(i), "new-secret-9").code(), 403);
  Answer blocked = change(token, "demo1234", "new-secret-9");
  EXPECT_EQ(blocked.code(), 429);
  EXPECT_EQ(blocked.msg(), "too many failed sign-ins: wait a minute");
  EXPECT_EQ(sign_in_with("demo", "demo1234").code(), 429);
  now_ += 61;
  EXPECT_EQ(change(token, "demo1234", "new-secret-9").code(), 0);
}

TEST_F(PasswordCallsTest, AResetSignsInWithTheNewPasswordAndRevokesEveryOldToken) {
  std::string old_token = sign_in();
  Answer sent = call("/password/reset/send-code", json{{"account", "demo"}});
  ASSERT_EQ(sent.code(), 0) << sent.body;
  // the verified mobile comes first, masked
  EXPECT_EQ(sent.data(),
            (json{{"sentTo", "+86 138****8000"}, {"resendAfter", 60}, {"expiresIn", 600}}));
  EXPECT_EQ(code_log().back(),
            "verification code for demo (reset) to +86 13800138000: " + last_logged_code());
  Answer read =
      admin({{"account", "demo"}, {"purpose", "reset"}}, kAdminToken, true, "/admin/verify-code");
  EXPECT_EQ(read.data()["sentTo"], "+86 13800138000");
  Answer answer = reset("demo", read.data()["code"]);
  ASSERT_EQ(answer.code(), 0) << answer.body;
  std::string fresh = answer.data()["token"];
  EXPECT_EQ(answer.data()["user"]["account"], "demo");
  EXPECT_EQ(call("/user/get/info", "{}", fresh).code(), 0);
  EXPECT_EQ(call("/user/get/info", "{}", old_token).code(), 401);
  EXPECT_EQ(events_.pushes().back().cmd, 51);
  EXPECT_EQ(events_.pushes().back().except_token, fresh);
  EXPECT_EQ(sign_in_with("demo", "demo1234").code(), 401);
  EXPECT_EQ(sign_in_with("demo", "fresh-pass-1").code(), 0);
  // the code is used up
  EXPECT_EQ(reset("demo", read.data()["code"], "other-pass-2").code(), 401);
}

TEST_F(PasswordCallsTest, AResetCodeGoesToTheEmailWithoutAVerifiedMobile) {
  std::string token = sign_in("demo2");
  ASSERT_EQ(
      call("/user/bind/send-code", json{{"channel", "email"}, {"email", "dee@example.com"}}, token)
          .code(),
      0);
  ASSERT_EQ(call("/user/bind/email",
                 json{{"email", "dee@example.com"}, {"code", last_logged_code()}}, token)
                .code(),
            0);
  Answer sent = call("/password/reset/send-code", json{{"account", "demo2"}});
  ASSERT_EQ(sent.code(), 0) << sent.body;
  EXPECT_EQ(sent.data()["sentTo"], "d***@example.com");
  EXPECT_EQ(code_log().back(),
            "verification code for demo2 (reset) to dee@example.com: " + last_logged_code());
  EXPECT_EQ(reset("demo2", last_logged_code()).code(), 0);
}

TEST_F(PasswordCallsTest, ResetSendCodeRefusals) {
  Answer unknown = call("/password/reset/send-code", json{{"account", "nobody"}});
  EXPECT_EQ(unknown.code(), 404);
  EXPECT_EQ(unknown.msg(), "no such account");
  Answer none = call("/password/reset/send-code", json{{"account", "demo2"}});
  EXPECT_EQ(none.code(), 404);
  EXPECT_EQ(none.msg(), "the account has no verified mobile or email to send a code to");
  // a mobile typed at registration is not verified: no code goes there
  ASSERT_EQ(call("/user/register", json{{"account", "newbie"},
                                        {"password", "secret123"},
                                        {"areaCode", "86"},
                                        {"mobile", "13700137000"}})
                .code(),
            0);
  EXPECT_EQ(call("/password/reset/send-code", json{{"account", "newbie"}}).code(), 404);
  ASSERT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 0);
  now_ += 59;
  EXPECT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 429);
  now_ += 1;
  EXPECT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 0);
  admin({{"account", "demo"}, {"cmd", 52}});
  Answer disabled = call("/password/reset/send-code", json{{"account", "demo"}});
  EXPECT_EQ(disabled.code(), 403);
  EXPECT_EQ(disabled.msg(), "the account is disabled");
}

TEST_F(PasswordCallsTest, ResetRefusals) {
  ASSERT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 0);
  std::string code = last_logged_code();
  Answer wrong = reset("demo", other_than(code));
  EXPECT_EQ(wrong.code(), 401);
  EXPECT_EQ(wrong.msg(), "the code is wrong");
  EXPECT_EQ(reset("demo", code, "weak").msg(),
            "field 'newPassword' must be 8-128 bytes with at least one letter and one digit");
  EXPECT_EQ(reset("nobody", code).code(), 404);
  now_ += kCodeLifetimeSeconds;
  Answer expired = reset("demo", code);
  EXPECT_EQ(expired.code(), 401);
  EXPECT_EQ(expired.msg(), "the code has expired: ask for a new one");
  EXPECT_EQ(reset("demo2", "123456").msg(),
            "no code is waiting (none was sent, or it was used): ask for one");
  EXPECT_EQ(sign_in_with("demo", "demo1234").code(), 0);
}

TEST_F(PasswordCallsTest, FiveWrongResetCodesSpendTheCodeAndThrottleSignIn) {
  ASSERT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 0);
  std::string code = last_logged_code();
  for (int i = 1; i < kCodeWrongTries; ++i) EXPECT_EQ(reset("demo", other_than(code)).code(), 401);
  Answer fifth = reset("demo", other_than(code));
  EXPECT_EQ(fifth.code(), 429);
  EXPECT_EQ(fifth.msg(), "too many wrong codes: ask for a new one");
  // the wrong codes were failed sign-ins: the account is throttled for a minute
  Answer throttled = reset("demo", code);
  EXPECT_EQ(throttled.code(), 429);
  EXPECT_EQ(throttled.msg(), "too many failed sign-ins: wait a minute");
  EXPECT_EQ(sign_in_with("demo", "demo1234").code(), 429);
  now_ += 61;
  EXPECT_EQ(reset("demo", code).code(), 429);  // spent
  ASSERT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 0);
  EXPECT_EQ(reset("demo", last_logged_code()).code(), 0);
}

TEST_F(PasswordCallsTest, AThrottledAccountCannotResetEither) {
  ASSERT_EQ(call("/password/reset/send-code", json{{"account", "demo"}}).code(), 0);
  std::string code = last_logged_code();
  for (int i = 0; i < 5; ++i) sign_in_with("demo", "wrong-" + std::to_string(i));
  EXPECT_EQ(reset("demo", code).code(), 429);
  now_ += 61;
  EXPECT_EQ(reset("demo", code).code(), 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
