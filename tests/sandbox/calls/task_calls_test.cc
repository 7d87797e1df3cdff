// The task centre: the test catalogue's tasks (tests/sandbox/fixtures/
// catalogue.json: firstDeposit 1 deposit, stakeFifty 50.00 USDT staked,
// signInThreeDays 3 sign-ins, spinTheWheel 1 spin, bindMobile, setUpProfile),
// each one's progress from what the player did, claims, the switch (no claim
// while it is off), and the spin points of real bets (push 60). demo2 starts
// with nothing done.
#include <gtest/gtest.h>

#include <fstream>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class TaskCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in("demo2");

  /// The task of `key` in /task/info.
  json task(const std::string& key, const std::string& token = "") {
    Answer answer = call("/task/info", "{}", token.empty() ? token_ : token);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    for (const auto& item : answer.data()["tasks"]) {
      if (item["key"] == key) return item;
    }
    ADD_FAILURE() << "no task " << key;
    return {};
  }
  /// status and progress of the task of `key`.
  std::pair<int, std::int64_t> state(const std::string& key, const std::string& token = "") {
    json found = task(key, token);
    return {found["status"].get<int>(), found["progress"].get<std::int64_t>()};
  }
  Answer claim(std::int64_t id, const std::string& key, const std::string& token = "") {
    return call("/task/claim", json{{"rewardId", id}, {"idempotencyKey", key}},
                token.empty() ? token_ : token);
  }
  std::vector<RecordedPush> pushes_of(int cmd) {
    std::vector<RecordedPush> found;
    for (auto& push : events_.pushes()) {
      if (push.cmd == cmd) found.push_back(push);
    }
    return found;
  }
  Answer deposit(std::int64_t amount, const std::string& key) {
    return call("/wallet/deposit",
                json{{"currency", "USDT"}, {"amount", amount}, {"idempotencyKey", key}}, token_);
  }
  std::string launch(const std::string& game = "fairway-fortune") {
    Answer answer = call("/game/launch", json{{"gameId", game}}, token_);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["launchId"];
  }
  Answer bet(const std::string& launch_id, std::int64_t stake, const std::string& key) {
    return call("/game/spin",
                json{{"launchId", launch_id}, {"stake", stake}, {"idempotencyKey", key}});
  }
  std::int64_t spin_score() {
    return call("/get/spin-score", "{}", token_).data()["spinScore"].get<std::int64_t>();
  }
};

TEST_F(TaskCallsTest, TheTasksAreTheContentsWithEachPlayersProgress) {
  Answer info = call("/task/info", "{}", token_);
  ASSERT_EQ(info.code(), 0) << info.body;
  const json& tasks = info.data()["tasks"];
  ASSERT_EQ(tasks.size(), 6u);
  EXPECT_EQ(tasks[0], json::parse(R"({"rewardId":1,"key":"firstDeposit","kind":"deposit","goal":1,
    "progress":0,"novice":true,"currency":"USDT","reward":500,"status":0,"takeReward":false})"));
  EXPECT_EQ(tasks[1]["kind"], "stake");
  EXPECT_EQ(tasks[1]["goal"], 5000);
  EXPECT_EQ(tasks[2]["goal"], 3);
  EXPECT_EQ(tasks[4]["kind"], "bind-mobile");
  EXPECT_EQ(tasks[5]["novice"], false);

  Answer general = call("/general/reward", "{}", token_);
  ASSERT_EQ(general.code(), 0) << general.body;
  EXPECT_EQ(general.data()["task"], json::parse(R"({"switch":true})"));
  EXPECT_EQ(general.data()["rewards"].size(), 6u);
  EXPECT_EQ(general.data()["rewards"]["stakeFifty"],
            json::parse(R"({"status":0,"reward":300,"currency":"USDT"})"));
  EXPECT_EQ(call("/task/info", "{}").code(), 401);
}

TEST_F(TaskCallsTest, ADepositDoesTheDepositTaskWhichIsClaimedOnce) {
  Answer early = claim(1, "too-early");
  EXPECT_EQ(early.code(), 403);
  EXPECT_EQ(early.msg(), "task 'firstDeposit' is not done yet");
  EXPECT_EQ(claim(99, "none").msg(), "no task 99");
  EXPECT_EQ(claim(99, "none-2").code(), 404);

  ASSERT_EQ(deposit(1000, "d-1").code(), 0);
  EXPECT_EQ(state("firstDeposit"), std::make_pair(1, std::int64_t{1}));
  auto pushes = pushes_of(60);
  ASSERT_EQ(pushes.size(), 1u);  // the deposit moved a task
  EXPECT_EQ(pushes[0].data, json::parse(R"({"spinScore":0})"));

  // demo2's 25.00, the deposit and its welcome bonus (the extended first pay: 120%), the reward.
  Answer taken = claim(1, "take");
  ASSERT_EQ(taken.code(), 0) << taken.body;
  EXPECT_EQ(taken.data(),
            json::parse(R"({"rewardId":1,"currency":"USDT","reward":500,"balance":5200})"));
  EXPECT_EQ(claim(1, "take").data(), taken.data());  // a retry answers the first claim
  Answer twice = claim(1, "again");
  EXPECT_EQ(twice.code(), 409);
  EXPECT_EQ(twice.msg(), "task 'firstDeposit' is taken");
  json done = task("firstDeposit");
  EXPECT_EQ(done["status"], 2);
  EXPECT_EQ(done["takeReward"], true);
  EXPECT_EQ(call("/general/reward", "{}", token_).data()["rewards"]["firstDeposit"]["status"], 2);

  // A second deposit moves no task (the goal is 1): no push.
  ASSERT_EQ(deposit(1000, "d-2").code(), 0);
  EXPECT_EQ(pushes_of(60).size(), 1u);
  EXPECT_EQ(ledger_and_balance("demo2", "USDT"),  // and the second deposit's 50% bonus
            std::make_pair(std::int64_t{6700}, std::int64_t{6700}));
  EXPECT_TRUE(ledger_problems().empty());
}

TEST_F(TaskCallsTest, RealStakesCountTowardsTheStakeTaskAndEarnSpinPoints) {
  ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", 53}, {"data", {{"addBalance", 10000}}}}).code(),
            0);
  std::string id = launch();               // 125.00 into the game
  ASSERT_EQ(bet(id, 150, "a").code(), 0);  // 1.50: one spin point
  EXPECT_EQ(spin_score(), 1);
  auto pushes = pushes_of(60);
  ASSERT_EQ(pushes.size(), 1u);
  EXPECT_EQ(pushes[0].data, json::parse(R"({"spinScore":1,"addSpinScore":1})"));
  ASSERT_EQ(bet(id, 50, "b").code(), 0);  // 2.00 in all: a second point
  EXPECT_EQ(spin_score(), 2);
  ASSERT_EQ(bet(id, 99, "c").code(), 0);  // 2.99: no point, but the stake task moved
  EXPECT_EQ(spin_score(), 2);
  ASSERT_EQ(pushes_of(60).size(), 3u);
  EXPECT_EQ(pushes_of(60)[2].data, json::parse(R"({"spinScore":2})"));
  EXPECT_EQ(state("stakeFifty"), std::make_pair(0, std::int64_t{299}));

  ASSERT_EQ(bet(id, 4701, "d").code(), 0);  // 50.00 staked: done
  EXPECT_EQ(state("stakeFifty"), std::make_pair(1, std::int64_t{5000}));
  EXPECT_EQ(spin_score(), 50);
  ASSERT_EQ(bet(id, 1000, "e").code(), 0);  // beyond the goal: progress stays at it
  EXPECT_EQ(state("stakeFifty"), std::make_pair(1, std::int64_t{5000}));
  EXPECT_EQ(spin_score(), 60);
  EXPECT_EQ(pushes_of(60).back().data, json::parse(R"({"spinScore":60,"addSpinScore":10})"));
  ASSERT_EQ(claim(2, "stake").code(), 0);
  EXPECT_EQ(state("stakeFifty").first, 2);
}

TEST_F(TaskCallsTest, DemoPlayCountsForNothing) {
  Answer demo = call("/game/demo", json{{"gameId", "fairway-fortune"}});
  ASSERT_EQ(demo.code(), 0) << demo.body;
  ASSERT_EQ(bet(demo.data()["launchId"], 10000, "demo").code(), 0);
  EXPECT_EQ(state("stakeFifty"), std::make_pair(0, std::int64_t{0}));
  EXPECT_EQ(spin_score(), 0);
  EXPECT_TRUE(pushes_of(60).empty());
}

// With BDT as the task currency (0.0082 USDT), 1.00 USDT staked is 121.95
// BDT: 12195 minor units, rounded down.
TEST_F(TaskCallsTest, StakesCountInTheTaskCurrencyByTheRates) {
  json catalogue = json::parse(std::ifstream(config_.catalogue));
  catalogue["tasks"]["currency"] = "BDT";
  catalogue["tasks"]["tasks"][1]["goal"] = 1'000'000;
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
  json tasks = ask("/task/info", json::object(), token).data()["tasks"];
  EXPECT_EQ(tasks[1]["progress"], 12195);
  EXPECT_EQ(tasks[1]["currency"], "BDT");
}

TEST_F(TaskCallsTest, SignInsOnThreeDaysDoTheSignInTask) {
  for (int day = 1; day <= 3; ++day) {
    Answer claimed =
        call("/signin/claim", json{{"idempotencyKey", "s-" + std::to_string(day)}}, token_);
    ASSERT_EQ(claimed.code(), 0) << claimed.body;
    EXPECT_EQ(state("signInThreeDays"), std::make_pair(day == 3 ? 1 : 0, std::int64_t{day}));
    EXPECT_EQ(pushes_of(60).size(), static_cast<std::size_t>(day));
    now_ += 86400;
  }
  ASSERT_EQ(call("/signin/claim", json{{"idempotencyKey", "s-4"}}, token_).code(), 0);
  EXPECT_EQ(pushes_of(60).size(), 3u);  // the fourth moves nothing
  ASSERT_EQ(claim(3, "signin").code(), 0);
  EXPECT_EQ(state("signInThreeDays"), std::make_pair(2, std::int64_t{3}));
}

TEST_F(TaskCallsTest, AWheelSpinDoesTheSpinTask) {
  ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", 60}, {"data", {{"spinScore", 250}}}}).code(), 0);
  std::size_t before = pushes_of(60).size();
  Answer spun = call("/spinwheel/spin", json{{"wheelId", 1}, {"idempotencyKey", "w"}}, token_);
  ASSERT_EQ(spun.code(), 0) << spun.body;
  EXPECT_EQ(state("spinTheWheel"), std::make_pair(1, std::int64_t{1}));
  ASSERT_EQ(pushes_of(60).size(), before + 1);
  EXPECT_EQ(pushes_of(60).back().data, json::parse(R"({"spinScore":150})"));
  ASSERT_EQ(call("/spinwheel/spin", json{{"wheelId", 1}, {"idempotencyKey", "w2"}}, token_).code(),
            0);
  EXPECT_EQ(pushes_of(60).size(), before + 1);
}

TEST_F(TaskCallsTest, AVerifiedMobileDoesTheMobileTask) {
  EXPECT_EQ(state("bindMobile"), std::make_pair(0, std::int64_t{0}));
  {
    Database db(config_.database);
    Players(db).bind_mobile(Players(db).find_by_account("demo2")->id, "86", "13900139000");
  }
  EXPECT_EQ(state("bindMobile"), std::make_pair(1, std::int64_t{1}));
  // The seeded demo player has a verified mobile and 100.00 staked.
  std::string demo = sign_in("demo");
  EXPECT_EQ(state("bindMobile", demo).first, 1);
  EXPECT_EQ(state("stakeFifty", demo), std::make_pair(1, std::int64_t{5000}));
  EXPECT_EQ(state("firstDeposit", demo).first, 0);
}

TEST_F(TaskCallsTest, ChangingTheNicknameOrAvatarDoesTheProfileTask) {
  // The same nickname again changes nothing.
  ASSERT_EQ(call("/user/profile/update", json{{"nickName", "Second Demo"}}, token_).code(), 0);
  EXPECT_EQ(state("setUpProfile"), std::make_pair(0, std::int64_t{0}));
  ASSERT_EQ(call("/user/profile/update", json{{"headId", 7}}, token_).code(), 0);
  EXPECT_EQ(state("setUpProfile"), std::make_pair(1, std::int64_t{1}));
  ASSERT_EQ(call("/user/profile/update", json{{"headId", 1}}, token_).code(), 0);
  EXPECT_EQ(state("setUpProfile"), std::make_pair(1, std::int64_t{1}));  // ever changed
}

TEST_F(TaskCallsTest, TheSwitchIsTheContentsUntilTheOperatorSetsIt) {
  auto switch_on = [&] {
    return call("/general/reward", "{}", token_).data()["task"]["switch"].get<bool>();
  };
  EXPECT_TRUE(switch_on());
  Answer off = admin({{"on", false}}, kAdminToken, true, "/admin/task-switch");
  ASSERT_EQ(off.code(), 0) << off.body;
  EXPECT_FALSE(switch_on());
  ASSERT_EQ(admin({{"on", true}}, kAdminToken, true, "/admin/task-switch").code(), 0);
  EXPECT_TRUE(switch_on());
  EXPECT_EQ(admin({{"on", 1}}, kAdminToken, true, "/admin/task-switch").msg(),
            "field 'on' must be true or false");
  EXPECT_EQ(admin(json::object(), kAdminToken, true, "/admin/task-switch").msg(),
            "field 'on' is required");
  EXPECT_EQ(admin({{"on", false}}, "wrong", true, "/admin/task-switch").code(), 401);

  // While it is off, no reward is claimed; progress still counts, and a refused key is not spent.
  ASSERT_EQ(admin({{"on", false}}, kAdminToken, true, "/admin/task-switch").code(), 0);
  ASSERT_EQ(deposit(1000, "d-off").code(), 0);
  EXPECT_EQ(state("firstDeposit"), std::make_pair(1, std::int64_t{1}));
  Answer refused = claim(1, "while-off");
  EXPECT_EQ(refused.code(), 403);
  EXPECT_EQ(refused.msg(), "the task centre is switched off");
  EXPECT_EQ(claim(99, "unknown-while-off").code(), 403);
  EXPECT_EQ(ledger_and_balance("demo2", "USDT"),  // 25.00, the deposit and its 120% bonus
            std::make_pair(std::int64_t{4700}, std::int64_t{4700}));
  ASSERT_EQ(admin({{"on", true}}, kAdminToken, true, "/admin/task-switch").code(), 0);
  Answer taken = claim(1, "while-off");
  ASSERT_EQ(taken.code(), 0) << taken.body;
  EXPECT_EQ(taken.data()["balance"], 5200);
  // A claim taken while on answers again after the switch goes off (the retry changes nothing).
  ASSERT_EQ(admin({{"on", false}}, kAdminToken, true, "/admin/task-switch").code(), 0);
  EXPECT_EQ(claim(1, "while-off").data(), taken.data());
  EXPECT_TRUE(ledger_problems().empty());

  // A catalogue whose taskCentre is false starts off.
  json catalogue = json::parse(std::ifstream(config_.catalogue));
  catalogue["tasks"]["taskCentre"] = false;
  ServiceConfig config = config_;
  config.catalogue = folder_.path() / "off-catalogue.json";
  config.database = folder_.path() / "off.db";
  std::ofstream(config.catalogue) << catalogue.dump();
  auto service = open_sandbox_service(config);
  std::string token =
      parse(
          service->call({"/user/login", json{{"account", "demo2"}, {"password", "demo1234"}}.dump(),
                         "", false, "198.51.100.1"}))
          .data()["token"];
  Answer general = parse(service->call({"/general/reward", "{}", token, false, "198.51.100.1"}));
  EXPECT_EQ(general.data()["task"]["switch"], false);
}

}  // namespace
}  // namespace lobbykit::sandbox
