// The admin command makes each socket event happen and pushes it.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class AdminEventTest : public SandboxFixture {};

TEST_F(AdminEventTest, IsLoopbackOnlyWithTheAdminToken) {
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 55}}, kAdminToken, false).code(), 403);
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 55}}, "wrong").code(), 401);
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 55}}, "").code(), 401);
  EXPECT_TRUE(events_.pushes().empty());
}

TEST_F(AdminEventTest, Cmd53CreditsTheWalletWithALedgerRowAndPushes) {
  Answer answer = admin({{"account", "demo"}, {"cmd", 53}, {"data", {{"addBalance", 1234}}}});
  ASSERT_EQ(answer.code(), 0) << answer.body;
  auto [ledger, balance] = ledger_and_balance("demo", "USDT");
  EXPECT_EQ(balance, 101234);
  EXPECT_EQ(ledger, balance);
  auto pushes = events_.pushes();
  ASSERT_EQ(pushes.size(), 1u);
  EXPECT_EQ(pushes[0].cmd, 53);
  EXPECT_EQ(pushes[0].data["addBalance"], 1234);
  EXPECT_EQ(pushes[0].data["balance"], 101234);
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 53}, {"data", {{"addBalance", "10"}}}}).msg(),
            "field 'data.addBalance' must be an integer between 1 and 10000000000");
}

TEST_F(AdminEventTest, Cmd52DisablesTheAccountAndRevokesItsTokens) {
  std::string token = sign_in();
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 52}}).code(), 0);
  EXPECT_EQ(events_.pushes().back().cmd, 52);
  EXPECT_EQ(call("/user/get/info", "{}", token).code(), 401);
  Answer again = call("/user/login", R"({"account":"demo","password":"demo1234"})");
  EXPECT_EQ(again.code(), 403);
  EXPECT_EQ(again.msg(), "the account is disabled");
}

TEST_F(AdminEventTest, Cmd54AddsMailAnd58PushesTheUnreadCount) {
  // The seed leaves demo 2 unread system mails and 2 personal ones.
  std::size_t before = events_.pushes().size();
  Answer sent = admin({{"account", "demo"}, {"cmd", 54}, {"data", {{"title", "Hi"}}}});
  ASSERT_EQ(sent.code(), 0) << sent.body;
  json counts = json::parse(R"({"unread":5,"system":2,"personal":3})");
  EXPECT_EQ(sent.data()["data"], counts);
  ASSERT_EQ(events_.pushes().size(), before + 1);  // one push 54, not two
  EXPECT_EQ(events_.pushes().back().cmd, 54);
  EXPECT_EQ(events_.pushes().back().data, counts);
  std::string token = sign_in();
  Answer personal = call("/query-mail", R"({"type":2})", token);
  EXPECT_EQ(personal.data()["items"][0]["title"], "Hi");
  EXPECT_TRUE(personal.data()["items"][0]["template"].is_null());
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 58}}).code(), 0);
  EXPECT_EQ(events_.pushes().back().cmd, 58);
  EXPECT_EQ(events_.pushes().back().data, counts);
}

TEST_F(AdminEventTest, Cmd60SetsOrAddsTheSpinScore) {
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 60}, {"data", {{"addSpinScore", 50}}}}).code(), 0);
  EXPECT_EQ(events_.pushes().back().data, json::parse(R"({"spinScore":350,"addSpinScore":50})"));
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 60}, {"data", {{"spinScore", 10}}}}).code(), 0);
  EXPECT_EQ(events_.pushes().back().data["spinScore"], 10);
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 60}, {"data", {{"addSpinScore", -11}}}}).code(),
            400);
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 60}}).msg(),
            "field 'data.spinScore' or 'data.addSpinScore' is required");
}

TEST_F(AdminEventTest, OtherCommandsPushTheirData) {
  for (int cmd : {51, 55, 56, 57, 59}) {
    ASSERT_EQ(admin({{"account", "demo2"}, {"cmd", cmd}, {"data", {{"note", cmd}}}}).code(), 0);
    EXPECT_EQ(events_.pushes().back().cmd, cmd);
  }
  EXPECT_EQ(events_.pushes().back().data["note"], 59);
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 50}}).msg(),
            "field 'cmd' must be between 51 and 60");
  EXPECT_EQ(admin({{"account", "nobody"}, {"cmd", 55}}).code(), 404);
  EXPECT_EQ(admin({{"cmd", 55}}).msg(), "field 'playerId' or 'account' is required");
}

}  // namespace
}  // namespace lobbykit::sandbox
