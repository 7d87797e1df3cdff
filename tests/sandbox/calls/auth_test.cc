// Register, password sign-in (argon2id, throttle), sign-out, tokens, and the
// Telegram Mini App sign-in through the Service.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"
#include "sandbox/telegram_init_data.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class AuthTest : public SandboxFixture {
 protected:
  // initData for Telegram user 77 signed at `auth_date` with `token`.
  static std::string init_data(std::int64_t auth_date, const std::string& token = kBotToken) {
    std::string query = "auth_date=" + std::to_string(auth_date) +
                        "&user=%7B%22id%22%3A77%2C%22first_name%22%3A%22Tom%22%7D";
    return query + "&hash=" + init_data_hash(parse_query_string(query), token);
  }
};

TEST_F(AuthTest, RegisterSignsInAndRefusesATakenAccount) {
  Answer answer =
      call("/user/register", R"({"account":"ann_1","password":"secret123","nickname":"Ann"})");
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.status, 200);
  EXPECT_EQ(answer.data()["token"].get<std::string>().size(), 64u);
  EXPECT_EQ(answer.data()["user"]["nickName"], "Ann");
  Answer again = call("/user/register", R"({"account":"ann_1","password":"secret123"})");
  EXPECT_EQ(again.code(), 409);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.msg(), "account 'ann_1' is taken");
}

TEST_F(AuthTest, RegisterChecksAccountAndPassword) {
  EXPECT_EQ(call("/user/register", R"({"account":"A!","password":"secret123"})").msg(),
            "field 'account' must be 3-32 of a-z, 0-9 and _");
  EXPECT_EQ(call("/user/register", R"({"account":"ann","password":"short"})").msg(),
            "field 'password' must be 8-128 bytes");
  EXPECT_EQ(call("/user/register", R"({"account":"ann","password":12345678})").msg(),
            "field 'password' must be a string");
}

TEST_F(AuthTest, RegisterKeepsAMobileUnverifiedAndFollowsTheNicknameRule) {
  Answer answer = call("/user/register", json{{"account", "bo_2"},
                                              {"password", "secret123"},
                                              {"nickname", " Bo "},
                                              {"areaCode", "880"},
                                              {"mobile", "1712345678"}});
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.data()["user"]["nickName"], "Bo");
  json details = call("/user/details", "{}", answer.data()["token"].get<std::string>()).data();
  EXPECT_EQ(details["areaCode"], "880");
  EXPECT_EQ(details["mobile"], "1712345678");
  EXPECT_EQ(details["mobileVerified"], false);
  // without a nickname the account is the name, cut to 20 characters
  Answer unnamed =
      call("/user/register", json{{"account", std::string(32, 'z')}, {"password", "secret123"}});
  EXPECT_EQ(unnamed.data()["user"]["nickName"], std::string(20, 'z'));
  struct Case {
    json body;
    int code;
    std::string msg;
  };
  const Case cases[] = {
      {{{"nickname", "B"}}, 400, "field 'nickname' must be 2-20 characters once trimmed"},
      {{{"nickname", std::string(21, 'b')}},
       400,
       "field 'nickname' must be 2-20 characters once trimmed"},
      {{{"nickname", "Bo\tBo"}}, 400, "field 'nickname' must not hold control characters"},
      {{{"areaCode", "86"}}, 400, "fields 'areaCode' and 'mobile' go together"},
      {{{"mobile", "13800138000"}}, 400, "fields 'areaCode' and 'mobile' go together"},
      {{{"areaCode", "86"}, {"mobile", "1380013800a"}}, 400, "field 'mobile' must be 5-15 digits"},
      // a number another account has bound (verified) is refused; an unverified one is not
      {{{"areaCode", "86"}, {"mobile", "13800138000"}},
       409,
       "the mobile number is bound to another account"},
  };
  for (const auto& c : cases) {
    json body = c.body;
    body["account"] = "cy_3";
    body["password"] = "secret123";
    Answer refused = call("/user/register", body);
    EXPECT_EQ(refused.code(), c.code) << c.body;
    EXPECT_EQ(refused.msg(), c.msg) << c.body;
  }
  EXPECT_EQ(call("/user/register", json{{"account", "cy_3"},
                                        {"password", "secret123"},
                                        {"areaCode", "880"},
                                        {"mobile", "1712345678"}})
                .code(),
            0);
}

TEST_F(AuthTest, SignInWithTheSeededDemoAccount) {
  Answer answer = call("/user/login", R"({"account":"demo","password":"demo1234"})");
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.data()["user"]["account"], "demo");
  EXPECT_EQ(answer.data()["user"]["vip"], 2);
  Answer wrong = call("/user/login", R"({"account":"demo","password":"demo12345"})");
  EXPECT_EQ(wrong.code(), 401);
  EXPECT_EQ(wrong.msg(), "account or password is wrong");
}

TEST_F(AuthTest, ASecondSignInPushes51ToTheOlderSocketsOnly) {
  std::string first = sign_in();
  std::string second = sign_in();
  auto pushes = events_.pushes();
  ASSERT_EQ(pushes.size(), 2u);
  EXPECT_EQ(pushes[1].cmd, 51);
  EXPECT_EQ(pushes[1].except_token, second);
  EXPECT_NE(first, second);
  // both sessions stay valid: the app clears the older one when it hears 51
  EXPECT_EQ(call("/user/get/info", "{}", first).code(), 0);
}

TEST_F(AuthTest, FiveFailuresPerAccountWithinAMinuteThrottle) {
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(call("/user/login", R"({"account":"demo","password":"wrong-one"})", "",
                   "10.0.0." + std::to_string(i))
                  .code(),
              401);
  }
  Answer blocked =
      call("/user/login", R"({"account":"demo","password":"demo1234"})", "", "10.0.0.99");
  EXPECT_EQ(blocked.code(), 429);
  EXPECT_EQ(blocked.status, 429);
  EXPECT_EQ(blocked.msg(), "too many failed sign-ins: wait a minute");
  now_ += 61;
  EXPECT_EQ(
      call("/user/login", R"({"account":"demo","password":"demo1234"})", "", "10.0.0.99").code(),
      0);
}

TEST_F(AuthTest, FiveFailuresPerAddressThrottleOtherAccountsToo) {
  for (int i = 0; i < 5; ++i) {
    call("/user/login",
         json{{"account", "nobody" + std::to_string(i)}, {"password", "whatever1"}}.dump(), "",
         "10.9.9.9");
  }
  EXPECT_EQ(
      call("/user/login", R"({"account":"demo","password":"demo1234"})", "", "10.9.9.9").code(),
      429);
  EXPECT_EQ(
      call("/user/login", R"({"account":"demo","password":"demo1234"})", "", "10.9.9.10").code(),
      0);
}

TEST_F(AuthTest, SignOutRevokesTheTokenServerSide) {
  std::string token = sign_in();
  EXPECT_EQ(call("/user/logout", "{}", token).code(), 0);
  Answer after = call("/user/get/info", "{}", token);
  EXPECT_EQ(after.code(), 401);
  EXPECT_EQ(after.msg(), "the token is expired, revoked or unknown");
  EXPECT_FALSE(service_->player_for_token(token));
}

TEST_F(AuthTest, TokensExpireAfterTheirLifetime) {
  std::string token = sign_in();
  EXPECT_TRUE(service_->player_for_token(token));
  now_ += config_.token_lifetime.count();
  EXPECT_EQ(call("/user/get/info", "{}", token).code(), 401);
  EXPECT_FALSE(service_->player_for_token(token));
}

TEST_F(AuthTest, MissingAndForgedTokensAre401) {
  EXPECT_EQ(call("/user/get/info").msg(), "sign in first: no token");
  std::string forged(64, 'a');
  EXPECT_EQ(call("/user/get/info", "{}", forged).code(), 401);
}

TEST_F(AuthTest, TelegramSignInCreatesThenFindsThePlayer) {
  Answer check = call("/check-tg", json{{"initData", init_data(kStartTime - 10)}}.dump());
  ASSERT_EQ(check.code(), 0) << check.body;
  EXPECT_EQ(check.data()["registered"], false);
  Answer first =
      call("/login-tg", json{{"initData", init_data(kStartTime - 10)}, {"channelId", 7}}.dump());
  ASSERT_EQ(first.code(), 0) << first.body;
  EXPECT_EQ(first.data()["created"], true);
  EXPECT_EQ(first.data()["user"]["account"], "tg77");
  EXPECT_EQ(first.data()["user"]["nickName"], "Tom");
  Answer second = call(
      "/login-tg", json{{"initData", init_data(kStartTime - 5)}, {"referalCode", "FRIEND"}}.dump());
  EXPECT_EQ(second.data()["created"], false);
  EXPECT_EQ(second.data()["user"]["userId"], first.data()["user"]["userId"]);
  EXPECT_EQ(
      call("/check-tg", json{{"initData", init_data(kStartTime)}}.dump()).data()["registered"],
      true);
}

TEST_F(AuthTest, TelegramSignInRefusesForgedAndStaleInitData) {
  Answer forged =
      call("/login-tg", json{{"initData", init_data(kStartTime, "999:OTHER-BOT")}}.dump());
  EXPECT_EQ(forged.code(), 401);
  EXPECT_EQ(forged.msg(), "initData hash does not match");
  Answer stale = call("/login-tg", json{{"initData", init_data(kStartTime - 86401)}}.dump());
  EXPECT_EQ(stale.code(), 401);
  EXPECT_EQ(stale.msg(), "initData is stale (auth_date)");
  EXPECT_EQ(
      call("/login-tg", json{{"initData", init_data(kStartTime)}, {"channelId", "2"}}.dump()).msg(),
      "field 'channelId' must be an integer");
  EXPECT_EQ(call("/check-tg", "{}").msg(), "field 'initData' is required");
}

}  // namespace
}  // namespace lobbykit::sandbox
