// The betting rebate: the rates of the test catalogue's VIP levels (VIP 1:
// slots 0.50%, sports 0.30%; VIP 2: slots 0.80%, sports 0.50%), the accrual
// of each real bet (rounded down per bet, at the level the bet was placed
// at), and claims (a rebate transfer per currency, 409 with nothing to take).
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class RebateCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in("demo2");  // VIP 0: no rebate until raised

  json info(const std::string& token = "") {
    Answer answer = call("/rebate/info", "{}", token.empty() ? token_ : token);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data();
  }
  Answer claim(const std::string& key) {
    return call("/rebate/claim", json{{"idempotencyKey", key}}, token_);
  }
  void set_vip(int level) {
    ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", 56}, {"data", {{"vip", level}}}}).code(), 0);
  }
  std::string launch(const std::string& game) {
    Answer answer = call("/game/launch", json{{"gameId", game}}, token_);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["launchId"];
  }
  void bet(const std::string& launch_id, std::int64_t stake, const std::string& key) {
    Answer answer = call("/game/spin",
                         json{{"launchId", launch_id}, {"stake", stake}, {"idempotencyKey", key}});
    ASSERT_EQ(answer.code(), 0) << answer.body;
  }
  std::int64_t rebate_transfers() {
    Database db(config_.database);
    return Ledger(db).transfer_count(Players(db).find_by_account("demo2")->id,
                                     TransferKind::kRebate);
  }
};

TEST_F(RebateCallsTest, TheRatesAreThePlayersLevelsByCategory) {
  EXPECT_EQ(info(), json::parse(R"({"vip":0,"rates":[{"category":"slots","rate":0},
    {"category":"sports","rate":0}],"accrued":[]})"));
  set_vip(1);
  EXPECT_EQ(info()["rates"], json::parse(R"([{"category":"slots","rate":50},
    {"category":"sports","rate":30}])"));
  EXPECT_EQ(call("/rebate/info", "{}").code(), 401);
}

TEST_F(RebateCallsTest, EachBetAccruesItsRebateRoundedDownAndAClaimTakesIt) {
  set_vip(1);
  std::string id = launch("fairway-fortune");                              // sports: 0.30%
  for (int i = 0; i < 5; ++i) bet(id, 333, "small-" + std::to_string(i));  // 0.999 each: 0
  EXPECT_EQ(info()["accrued"], json::parse(R"([{"currency":"USDT","category":"sports",
    "stake":1665,"rebate":0}])"));
  Answer nothing = claim("none");
  EXPECT_EQ(nothing.code(), 409);
  EXPECT_EQ(nothing.msg(), "no rebate has accrued since the last claim");

  bet(id, 1000, "big");  // 3.00
  EXPECT_EQ(info()["accrued"][0]["rebate"], 3);
  std::int64_t wallet = ledger_and_balance("demo2", "USDT").second;
  now_ += 100;
  Answer taken = claim("take");
  ASSERT_EQ(taken.code(), 0) << taken.body;
  EXPECT_EQ(taken.data(), json::parse(R"({"credited":[{"currency":"USDT","amount":3,"balance":)" +
                                      std::to_string(wallet + 3) + "}]}"));
  EXPECT_EQ(claim("take").data(), taken.data());  // a retry answers the first claim
  EXPECT_EQ(rebate_transfers(), 1);
  json after = info();
  EXPECT_EQ(after["accrued"], json::array());
  EXPECT_EQ(after["lastClaimAt"], kStartTime + 100);
  EXPECT_EQ(claim("again").code(), 409);
  EXPECT_TRUE(ledger_problems().empty());
}

TEST_F(RebateCallsTest, TheRateIsTheLevelTheBetWasPlacedAt) {
  set_vip(1);
  ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", 53}, {"data", {{"addBalance", 100000}}}}).code(),
            0);
  std::string id = launch("bamboo-panda-bonanza");  // slots: 0.50% at VIP 1, 0.80% at VIP 2
  bet(id, 10000, "at-1");                           // 50
  set_vip(2);
  bet(id, 10000, "at-2");  // 80
  EXPECT_EQ(info()["accrued"], json::parse(R"([{"currency":"USDT","category":"slots",
    "stake":20000,"rebate":130}])"));
  // A bet that raises the level is counted at the level before it.
  ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", 56}, {"data", {{"vip", 1}}}}).code(), 0);
  bet(id, 40000, "rises");  // at VIP 1: 200 (the points then pass 500: VIP 2)
  EXPECT_EQ(info()["accrued"][0]["rebate"], 330);
  EXPECT_EQ(info()["vip"], 2);
}

TEST_F(RebateCallsTest, ClaimsTakeEveryCurrencyAndDemoPlayAccruesNothing) {
  Answer demo = call("/game/demo", json{{"gameId", "fairway-fortune"}});
  ASSERT_EQ(demo.code(), 0) << demo.body;
  bet(demo.data()["launchId"], 50000, "demo");
  EXPECT_EQ(info()["accrued"], json::array());

  // The seeded demo player's three rounds in slots at VIP 2: 100.00 staked, 0.80 back.
  std::string seeded = sign_in("demo");
  EXPECT_EQ(info(seeded)["accrued"], json::parse(R"([{"currency":"USDT","category":"slots",
    "stake":10000,"rebate":80}])"));
  Answer taken = call("/rebate/claim", json{{"idempotencyKey", "seeded"}}, seeded);
  ASSERT_EQ(taken.code(), 0) << taken.body;
  EXPECT_EQ(taken.data()["credited"][0]["amount"], 80);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 100080);
  EXPECT_TRUE(ledger_problems().empty());
}

}  // namespace
}  // namespace lobbykit::sandbox
