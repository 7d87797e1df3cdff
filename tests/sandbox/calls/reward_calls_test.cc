// Welcome packet, sign-in, tasks, wheel, activities and VIP through the Service.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class RewardCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
};

TEST_F(RewardCallsTest, WelcomePacketCountsDepositsAndClosesOffers) {
  Answer before = call("/welcome/packet", "{}", token_);
  EXPECT_EQ(before.data()["payCount"], 0);
  EXPECT_EQ(before.data()["firstPay"]["countdown"], 7 * 86400);
  EXPECT_EQ(before.data()["firstPay"]["extraCountdown"], 86400);
  call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 100}, {"idempotencyKey", "d"}},
       token_);
  Answer after = call("/welcome/packet", "{}", token_);
  EXPECT_EQ(after.data()["payCount"], 1);
  EXPECT_EQ(after.data()["firstPay"]["countdown"], 0);
  EXPECT_EQ(after.data()["secondPay"]["countdown"], 7 * 86400);
}

TEST_F(RewardCallsTest, SignInOncePerDayAlongTheCalendar) {
  Answer info = call("/signin/info", "{}", token_);
  EXPECT_EQ(info.data()["todaySignIn"], false);
  EXPECT_EQ(info.data()["Available"][0]["status"], 1);
  EXPECT_EQ(info.data()["Available"][1]["status"], 0);
  Answer claim = call("/signin/claim", R"({"idempotencyKey":"day-1"})", token_);
  ASSERT_EQ(claim.code(), 0) << claim.body;
  EXPECT_EQ(claim.data()["day"], 1);
  EXPECT_EQ(claim.data()["balance"], 100100);
  Answer twice = call("/signin/claim", R"({"idempotencyKey":"day-1b"})", token_);
  EXPECT_EQ(twice.code(), 409);
  EXPECT_EQ(twice.msg(), "already signed in today");
  EXPECT_EQ(call("/signin/info", "{}", token_).data()["todaySignIn"], true);
  now_ += 86400;
  EXPECT_EQ(call("/signin/claim", R"({"idempotencyKey":"day-2"})", token_).data()["day"], 2);
}

TEST_F(RewardCallsTest, TasksBecomeClaimableWhenDoneAndAreTakenOnce) {
  Answer tasks = call("/task/info", "{}", token_);
  ASSERT_EQ(tasks.data()["tasks"].size(), 4u);
  EXPECT_EQ(tasks.data()["tasks"][0]["status"], 1);  // welcome: done from the start
  EXPECT_EQ(tasks.data()["tasks"][1]["status"], 0);  // first deposit: not yet
  Answer early = call("/task/claim", R"({"rewardId":2,"idempotencyKey":"t2"})", token_);
  EXPECT_EQ(early.code(), 403);
  EXPECT_EQ(early.msg(), "task 'firstDeposit' is not done yet");
  EXPECT_EQ(call("/task/claim", R"({"rewardId":1,"idempotencyKey":"t1"})", token_).data()["reward"],
            200);
  EXPECT_EQ(call("/task/claim", R"({"rewardId":1,"idempotencyKey":"t1-again"})", token_).msg(),
            "task 'welcome' is taken");
  Answer general = call("/general/reward", "{}", token_);
  EXPECT_EQ(general.data()["task"]["switch"], true);
  EXPECT_EQ(general.data()["rewards"]["welcome"]["status"], 2);
  EXPECT_EQ(call("/task/info", "{}", token_).data()["tasks"][0]["takeReward"], true);
  EXPECT_EQ(call("/task/claim", R"({"rewardId":99,"idempotencyKey":"t99"})", token_).code(), 404);
}

TEST_F(RewardCallsTest, SpinDrawsServerSideTakesTheScoreAndCredits) {
  Answer cfg = call("/spinwheel/cfg");
  ASSERT_EQ(cfg.data()["items"].size(), 2u);
  EXPECT_EQ(cfg.data()["items"][0]["cost"], 100);
  Answer spin = call("/spinwheel/spin", R"({"wheelId":1,"idempotencyKey":"s1"})", token_);
  ASSERT_EQ(spin.code(), 0) << spin.body;
  int index = spin.data()["prizeIndex"].get<int>();
  ASSERT_GE(index, 0);
  ASSERT_LT(index, 8);
  EXPECT_EQ(spin.data()["reward"],
            cfg.data()["items"][0]["prizes"][static_cast<std::size_t>(index)]["reward"]);
  EXPECT_EQ(spin.data()["spinScore"], 200);
  EXPECT_EQ(spin.data()["balance"], 100000 + spin.data()["reward"].get<std::int64_t>());
  // the retry answers the same prize and takes no more score
  EXPECT_EQ(call("/spinwheel/spin", R"({"wheelId":1,"idempotencyKey":"s1"})", token_).body,
            spin.body);
  EXPECT_EQ(call("/get/spin-score", "{}", token_).data()["spinScore"], 200);
  Answer gold = call("/spinwheel/spin", R"({"wheelId":2,"idempotencyKey":"s2"})", token_);
  EXPECT_EQ(gold.code(), 402);
  EXPECT_EQ(gold.msg(), "the spin score is below the wheel's cost 500");
  EXPECT_EQ(call("/spinwheel/spin", R"({"wheelId":9,"idempotencyKey":"s3"})", token_).code(), 404);
}

TEST_F(RewardCallsTest, ActivityRecordsVipAndSpecialActivity) {
  Answer records = call("/apply/activity/record", R"({"type":1})", token_);
  ASSERT_EQ(records.data()["records"].size(), 3u);  // activity_calls_test.cc has the rest
  EXPECT_EQ(records.data()["records"][1]["status"], 2);
  Answer vip = call("/vip/progress", R"({"vipLevel":2})", token_);
  EXPECT_EQ(vip.data()["vip"], 2);
  EXPECT_EQ(vip.data()["progressRate"], 46);  // 1200 points: (1200-500)/(2000-500)
  EXPECT_EQ(
      call("/special/activity", R"({"deviceId":"web-1","deviceType":1})", token_).data()["status"],
      1);
  EXPECT_EQ(
      call("/special/activity", R"({"deviceId":"app-1","deviceType":2})", token_).data()["status"],
      2);
  std::string other = sign_in("demo2");
  EXPECT_EQ(
      call("/special/activity", R"({"deviceId":"app-1","deviceType":2})", other).data()["status"],
      0);
  EXPECT_EQ(call("/special/activity", R"({"deviceId":"x"})", token_).msg(),
            "field 'deviceType' is required");
}

}  // namespace
}  // namespace lobbykit::sandbox
