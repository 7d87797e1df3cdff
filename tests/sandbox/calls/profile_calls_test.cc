// The profile (nickname, avatar) and the details (birthday set once,
// contacts, registration date, fund password) through the Service.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class ProfileCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in("demo2");
};

TEST_F(ProfileCallsTest, TheNicknameAndAvatarChangeAndUserInfoShowsThem) {
  Answer answer =
      call("/user/profile/update", json{{"nickName", "  Lucky Star  "}, {"headId", 7}}, token_);
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.data()["nickName"], "Lucky Star");
  EXPECT_EQ(answer.data()["headId"], 7);
  json info = call("/user/get/info", "{}", token_).data();
  EXPECT_EQ(info["nickName"], "Lucky Star");
  EXPECT_EQ(info["headId"], 7);
  // one of the two is enough
  EXPECT_EQ(call("/user/profile/update", json{{"headId", 21}}, token_).data()["nickName"],
            "Lucky Star");
  EXPECT_EQ(call("/user/profile/update", json{{"nickName", "สมชาย"}}, token_).data()["headId"], 21);
}

TEST_F(ProfileCallsTest, ProfileRefusals) {
  struct Case {
    json body;
    std::string msg;
  };
  const Case cases[] = {
      {json::object(), "field 'nickName' or 'headId' is required"},
      {{{"nickName", "A"}}, "field 'nickName' must be 2-20 characters once trimmed"},
      {{{"nickName", std::string(21, 'b')}},
       "field 'nickName' must be 2-20 characters once trimmed"},
      {{{"nickName", "Ann\u0007"}}, "field 'nickName' must not hold control characters"},
      {{{"headId", 0}}, "field 'headId' must be between 1 and 21"},
      {{{"headId", 22}}, "field 'headId' must be between 1 and 21"},
      // nothing is half-done: a good avatar with a bad name changes neither
      {{{"headId", 3}, {"nickName", "x"}}, "field 'nickName' must be 2-20 characters once trimmed"},
  };
  for (const auto& c : cases) {
    Answer answer = call("/user/profile/update", c.body, token_);
    EXPECT_EQ(answer.code(), 400) << c.body;
    EXPECT_EQ(answer.msg(), c.msg) << c.body;
  }
  json info = call("/user/get/info", "{}", token_).data();
  EXPECT_EQ(info["nickName"], "Second Demo");
  EXPECT_EQ(info["headId"], 1);
  EXPECT_EQ(call("/user/profile/update", json{{"headId", 2}}).code(), 401);
}

TEST_F(ProfileCallsTest, DetailsOfTheSeededPlayers) {
  json demo = call("/user/details", "{}", sign_in("demo")).data();
  EXPECT_EQ(demo["account"], "demo");
  EXPECT_EQ(demo["birthday"], "1990-06-15");
  EXPECT_EQ(demo["areaCode"], "86");
  EXPECT_EQ(demo["mobile"], "13800138000");
  EXPECT_EQ(demo["mobileVerified"], true);
  EXPECT_EQ(demo["email"], "demo@example.com");
  EXPECT_EQ(demo["registeredAt"], kStartTime);
  EXPECT_EQ(demo["fundPasswordSet"], false);
  json demo2 = call("/user/details", "{}", token_).data();
  for (const char* none : {"birthday", "areaCode", "mobile", "email"})
    EXPECT_TRUE(demo2[none].is_null()) << none;
  EXPECT_EQ(demo2["mobileVerified"], false);
  ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token_).code(), 0);
  EXPECT_EQ(call("/user/details", "{}", token_).data()["fundPasswordSet"], true);
}

TEST_F(ProfileCallsTest, TheBirthdayIsSetOnce) {
  Answer set = call("/user/details/update", json{{"birthday", "2000-02-29"}}, token_);
  ASSERT_EQ(set.code(), 0) << set.body;
  EXPECT_EQ(set.data()["birthday"], "2000-02-29");
  Answer again = call("/user/details/update", json{{"birthday", "2000-03-01"}}, token_);
  EXPECT_EQ(again.code(), 409);
  EXPECT_EQ(again.msg(), "the birthday is already set and cannot be changed");
  EXPECT_EQ(call("/user/details", "{}", token_).data()["birthday"], "2000-02-29");
}

TEST_F(ProfileCallsTest, BirthdayRefusals) {
  struct Case {
    std::string birthday, msg;
  };
  const Case cases[] = {
      {"2013-11-14", "field 'birthday' must make the player 18 to 120 years old"},  // ten
      {"1900-01-01", "field 'birthday' must make the player 18 to 120 years old"},
      {"1990-02-30", "field 'birthday' must be a real calendar date"},
      {"1990/02/03", "field 'birthday' must be a date YYYY-MM-DD"},
  };
  for (const auto& c : cases) {
    Answer answer = call("/user/details/update", json{{"birthday", c.birthday}}, token_);
    EXPECT_EQ(answer.code(), 400) << c.birthday;
    EXPECT_EQ(answer.msg(), c.msg) << c.birthday;
  }
  EXPECT_EQ(call("/user/details/update", "{}", token_).msg(), "field 'birthday' is required");
  // the server's today moves with its clock: the player turns 18 on 2005-11-15
  EXPECT_EQ(call("/user/details/update", json{{"birthday", "2005-11-15"}}, token_).code(), 400);
  now_ += 86400;
  EXPECT_EQ(call("/user/details/update", json{{"birthday", "2005-11-15"}}, token_).code(), 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
