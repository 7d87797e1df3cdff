// The VIP club: progress, points from real stakes, level-ups with their
// rewards (once per level) and push 56. The test catalogue's levels are 0 to
// 4 at 0, 100, 500, 2000 and 5000 points, with level-up rewards of 1.88,
// 5.88, 18.88 and 38.88 USDT; the demo player starts with 1200 points (VIP 2).
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class VipCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();

  json progress(const json& body = json::object()) {
    Answer answer = call("/vip/progress", body, token_);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data();
  }
  std::string launch() {
    Answer answer = call("/game/launch", json{{"gameId", "fairway-fortune"}}, token_);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["launchId"];
  }
  Answer spin(const std::string& launch_id, std::int64_t stake, const std::string& key) {
    return call("/game/spin",
                json{{"launchId", launch_id}, {"stake", stake}, {"idempotencyKey", key}});
  }
  std::vector<RecordedPush> pushes_of(int cmd) {
    std::vector<RecordedPush> found;
    for (auto& push : events_.pushes()) {
      if (push.cmd == cmd) found.push_back(push);
    }
    return found;
  }
  std::int64_t bonus_transfers() {
    Database db(config_.database);
    return Ledger(db).transfer_count(Players(db).find_by_account("demo")->id, TransferKind::kBonus);
  }
};

TEST_F(VipCallsTest, ProgressAnswersTheLevelPointsAndTheNextThreshold) {
  EXPECT_EQ(progress(),
            json::parse(R"({"vip":2,"progressRate":46,"points":1200,"nextPoints":2000})"));
  EXPECT_EQ(progress({{"vipLevel", 3}}),
            json::parse(R"({"vip":2,"progressRate":0,"points":1200,"nextPoints":5000})"));
  EXPECT_EQ(progress({{"vipLevel", 4}}),
            json::parse(R"({"vip":2,"progressRate":100,"points":1200,"nextPoints":null})"));
  EXPECT_EQ(call("/vip/progress", json{{"vipLevel", -1}}, token_).msg(),
            "field 'vipLevel' must be between 0 and 100");
  EXPECT_EQ(call("/vip/progress", json::object()).code(), 401);
}

TEST_F(VipCallsTest, RealStakesEarnAPointPerWholeUnitAddedUpAcrossRounds) {
  std::string id = launch();
  ASSERT_EQ(spin(id, 150, "a").code(), 0);  // 1.50
  EXPECT_EQ(progress()["points"], 1201);
  ASSERT_EQ(spin(id, 50, "b").code(), 0);  // 2.00 staked in all
  EXPECT_EQ(progress()["points"], 1202);
  ASSERT_EQ(spin(id, 99, "c").code(), 0);  // 2.99
  EXPECT_EQ(progress()["points"], 1202);
  EXPECT_TRUE(pushes_of(56).empty());
}

TEST_F(VipCallsTest, DemoGamesEarnNothing) {
  Answer demo = call("/game/demo", json{{"gameId", "fairway-fortune"}});
  ASSERT_EQ(demo.code(), 0) << demo.body;
  ASSERT_EQ(spin(demo.data()["launchId"], 50000, "d").code(), 0);
  EXPECT_EQ(progress()["points"], 1200);
}

TEST_F(VipCallsTest, CrossingAThresholdCreditsItsRewardOnceAndPushes56) {
  std::string id = launch();                // the whole wallet goes into the game
  Answer round = spin(id, 80000, "cross");  // 800.00: 1200 + 800 = 2000 points
  ASSERT_EQ(round.code(), 0) << round.body;
  auto pushes = pushes_of(56);
  ASSERT_EQ(pushes.size(), 1u);
  EXPECT_EQ(pushes[0].data, json::parse(R"({"vip":3,"reward":1888,"currency":"USDT"})"));
  EXPECT_EQ(progress(),
            json::parse(R"({"vip":3,"progressRate":0,"points":2000,"nextPoints":5000})"));
  EXPECT_EQ(ledger_and_balance("demo", "USDT"),
            std::make_pair(std::int64_t{1888}, std::int64_t{1888}));

  // A retry of the same round changes nothing and pushes nothing.
  EXPECT_EQ(spin(id, 80000, "cross").data(), round.data());
  EXPECT_EQ(pushes_of(56).size(), 1u);
  EXPECT_EQ(progress()["points"], 2000);
  EXPECT_EQ(bonus_transfers(), 1);

  // Set back to VIP 2 and risen again: the level's reward is not paid twice.
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 2}}}}).code(), 0);
  ASSERT_EQ(spin(id, 100, "again").code(), 0);
  ASSERT_EQ(pushes_of(56).size(), 3u);
  EXPECT_EQ(pushes_of(56)[2].data, json::parse(R"({"vip":3,"reward":0,"currency":"USDT"})"));
  EXPECT_EQ(bonus_transfers(), 1);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 1888);
  EXPECT_TRUE(ledger_problems().empty());
}

TEST_F(VipCallsTest, AStakeThatJumpsTwoLevelsCreditsBothRewardsInOnePush) {
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 53}, {"data", {{"addBalance", 400000}}}}).code(),
            0);
  std::string id = launch();                      // 5000.00 into the game
  ASSERT_EQ(spin(id, 380000, "jump").code(), 0);  // 1200 + 3800 = 5000 points
  auto pushes = pushes_of(56);
  ASSERT_EQ(pushes.size(), 1u);
  EXPECT_EQ(pushes[0].data, json::parse(R"({"vip":4,"reward":5776,"currency":"USDT"})"));
  EXPECT_EQ(progress(),
            json::parse(R"({"vip":4,"progressRate":100,"points":5000,"nextPoints":null})"));
  EXPECT_EQ(bonus_transfers(), 2);
  EXPECT_TRUE(ledger_problems().empty());
}

TEST_F(VipCallsTest, TheAdminLevelUpCreditsEachNewlyReachedLevelOnce) {
  Answer up = admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 4}}}});
  ASSERT_EQ(up.code(), 0) << up.body;
  EXPECT_EQ(up.data()["data"], json::parse(R"({"vip":4,"reward":5776,"currency":"USDT"})"));
  EXPECT_EQ(pushes_of(56).back().data, up.data()["data"]);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 100000 + 5776);
  Answer same = admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 4}}}});
  EXPECT_EQ(same.data()["data"], json::parse(R"({"vip":4,"reward":0,"currency":"USDT"})"));
  Answer plain = admin({{"account", "demo"}, {"cmd", 56}});
  EXPECT_EQ(plain.data()["data"], json::parse(R"({"vip":4,"reward":0,"currency":"USDT"})"));
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 5}}}}).msg(),
            "field 'data.vip' must be an integer between 0 and 4");
  EXPECT_EQ(bonus_transfers(), 2);
}

// One point per whole unit of the reward currency: with BDT as the reward
// currency (0.0082 USDT), 1.00 USDT staked is 121.95 BDT, 121 points.
TEST_F(VipCallsTest, StakesAreConvertedToTheRewardCurrencyByTheRates) {
  json catalogue = json::parse(std::ifstream(config_.catalogue));
  catalogue["vip"]["currency"] = "BDT";
  ServiceConfig config = config_;
  config.catalogue = folder_.path() / "bdt-catalogue.json";
  config.database = folder_.path() / "bdt.db";
  std::ofstream(config.catalogue) << catalogue.dump();
  auto service = open_sandbox_service(config);
  auto ask = [&](const std::string& path, const json& body, const std::string& token = "") {
    return parse(service->call({path, body.dump(), token, false, "198.51.100.1"}));
  };
  std::string token =
      ask("/user/login", {{"account", "demo2"}, {"password", "demo1234"}}).data()["token"];
  std::string id = ask("/game/launch", {{"gameId", "fairway-fortune"}}, token).data()["launchId"];
  ASSERT_EQ(ask("/game/spin", {{"launchId", id}, {"stake", 100}, {"idempotencyKey", "k"}}).code(),
            0);
  EXPECT_EQ(ask("/vip/progress", json::object(), token).data(),
            json::parse(R"({"vip":1,"progressRate":5,"points":121,"nextPoints":500})"));
}

// Seconds since the epoch of a UTC noon.
std::int64_t noon_utc(int year, unsigned month, unsigned day) {
  using namespace std::chrono;
  return duration_cast<seconds>(
             sys_days{std::chrono::year{year} / std::chrono::month{month} / std::chrono::day{day}}
                 .time_since_epoch())
             .count() +
         12 * 3600;
}

// The birthday gift (push 57): the demo player (VIP 2, born 1990-06-15) gets
// level 2's 5.00 USDT once a year, from the admin command whatever the date.
TEST_F(VipCallsTest, TheAdminBirthdayGiftIsCreditedOnceAYear) {
  auto [entries, before] = ledger_and_balance("demo", "USDT");
  ASSERT_EQ(entries, before);
  Answer first = admin({{"account", "demo"}, {"cmd", 57}});
  ASSERT_EQ(first.code(), 0) << first.body;
  EXPECT_EQ(first.data()["data"], json::parse(R"({"vip":2,"reward":500,"currency":"USDT"})"));
  EXPECT_EQ(pushes_of(57).back().data, first.data()["data"]);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, before + 500);

  Answer again = admin({{"account", "demo"}, {"cmd", 57}});
  EXPECT_EQ(again.data()["data"]["reward"], 0);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, before + 500);

  now_ += 366 * 86400;
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 57}}).data()["data"]["reward"], 500);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, before + 1000);
  EXPECT_TRUE(ledger_problems().empty());
}

// A socket's first sign-in on the player's birthday gives the gift and pushes
// 57; on another day, or a second time, nothing.
TEST_F(VipCallsTest, ASocketSignInOnTheBirthdayGivesTheGiftOnce) {
  Database db(config_.database);
  PlayerId demo = Players(db).find_by_account("demo")->id;
  auto [entries, before] = ledger_and_balance("demo", "USDT");
  ASSERT_EQ(entries, before);

  now_ = noon_utc(2024, 6, 14);
  service_->socket_signed_in(demo);
  EXPECT_TRUE(pushes_of(57).empty());

  now_ = noon_utc(2024, 6, 15);
  service_->socket_signed_in(demo);
  ASSERT_EQ(pushes_of(57).size(), 1u);
  EXPECT_EQ(pushes_of(57)[0].player, demo);
  EXPECT_EQ(pushes_of(57)[0].data, json::parse(R"({"vip":2,"reward":500,"currency":"USDT"})"));
  service_->socket_signed_in(demo);
  EXPECT_EQ(pushes_of(57).size(), 1u);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, before + 500);
}

// A 29 February birthday is kept on 28 February in a common year, and only then.
TEST_F(VipCallsTest, ALeapDayBirthdayIsKeptOnThe28thOfACommonYear) {
  std::string token = sign_in("demo2");
  ASSERT_EQ(call("/user/details/update", json{{"birthday", "2000-02-29"}}, token).code(), 0);
  ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", 56}, {"data", {{"vip", 1}}}}).code(), 0);
  Database db(config_.database);
  PlayerId demo2 = Players(db).find_by_account("demo2")->id;

  now_ = noon_utc(2024, 2, 28);  // a leap year: the day is the 29th
  service_->socket_signed_in(demo2);
  EXPECT_TRUE(pushes_of(57).empty());
  now_ = noon_utc(2024, 2, 29);
  service_->socket_signed_in(demo2);
  ASSERT_EQ(pushes_of(57).size(), 1u);
  now_ = noon_utc(2025, 2, 28);
  service_->socket_signed_in(demo2);
  ASSERT_EQ(pushes_of(57).size(), 2u);
  EXPECT_EQ(pushes_of(57)[1].data, json::parse(R"({"vip":1,"reward":200,"currency":"USDT"})"));
}

}  // namespace
}  // namespace lobbykit::sandbox
