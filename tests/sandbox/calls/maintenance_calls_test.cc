// Maintenance: /admin/maintenance turns it on until an expected end; every
// call then answers 503 {endsAt} before its handler, the admin calls still
// work, and it ends by itself (or at once when turned off).
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class MaintenanceTest : public SandboxFixture {
 protected:
  Answer maintenance(const json& body) {
    return admin(body, kAdminToken, true, "/admin/maintenance");
  }
  std::int64_t transfers_now() { return ledger_rows(); }
};

TEST_F(MaintenanceTest, OnRefusesEveryCallWithItsEndUntilOff) {
  std::string token = sign_in();
  Answer on = maintenance({{"on", true}, {"minutes", 20}});
  ASSERT_EQ(on.code(), 0) << on.body;
  std::int64_t ends_at = kStartTime + 20 * 60;
  EXPECT_EQ(on.data(), (json{{"on", true}, {"endsAt", ends_at}}));

  std::int64_t transfers = transfers_now();
  json deposit = {{"currency", "USDT"}, {"amount", 100}, {"idempotencyKey", "m-1"}};
  for (const auto& [path, body, with_token] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"/game/category", "{}", ""},
           {"/user/get/info", "{}", token},
           {"/wallet/deposit", deposit.dump(), token},
           {"/user/login", R"({"account":"demo","password":"demo1234"})", ""},
           {"/no-such-call", "{}", ""},
           {"/query-mail", "{not json", token}}) {
    Answer refused = call(path, body, with_token);
    EXPECT_EQ(refused.status, 503) << path;
    EXPECT_EQ(refused.envelope, (json{{"code", 503},
                                      {"msg", "the sandbox is in maintenance"},
                                      {"data", {{"endsAt", ends_at}}}}))
        << path;
  }
  EXPECT_EQ(transfers_now(), transfers);  // the deposit's handler never ran

  // The admin calls are still served.
  EXPECT_EQ(admin({{"account", "demo"}, {"cmd", 58}}).code(), 0);
  EXPECT_EQ(admin(json::object(), kAdminToken, true, "/admin/tracking").code(), 0);

  Answer off = maintenance({{"on", false}});
  ASSERT_EQ(off.code(), 0) << off.body;
  EXPECT_EQ(off.data(), (json{{"on", false}, {"endsAt", 0}}));
  EXPECT_EQ(call("/user/get/info", "{}", token).code(), 0);
}

TEST_F(MaintenanceTest, EndsByItselfAtEndsAt) {
  ASSERT_EQ(maintenance({{"on", true}}).data()["endsAt"], kStartTime + 30 * 60);  // 30 by default
  now_ += 30 * 60 - 1;
  EXPECT_EQ(call("/game/category").status, 503);
  now_ += 1;
  Answer back = call("/game/category");
  EXPECT_EQ(back.status, 200);
  EXPECT_EQ(back.code(), 0);
}

TEST_F(MaintenanceTest, TurningItOnAgainMovesTheEnd) {
  ASSERT_EQ(maintenance({{"on", true}, {"minutes", 10}}).code(), 0);
  now_ += 60;
  ASSERT_EQ(maintenance({{"on", true}, {"minutes", 1}}).data()["endsAt"], kStartTime + 120);
  EXPECT_EQ(call("/game/category").data()["endsAt"], kStartTime + 120);
  now_ += 60;
  EXPECT_EQ(call("/game/category").code(), 0);
}

TEST_F(MaintenanceTest, SurvivesARestart) {
  ASSERT_EQ(maintenance({{"on", true}, {"minutes", 5}}).code(), 0);
  service_.reset();
  service_ = open_sandbox_service(config_);
  service_->set_player_events(&events_);
  Answer refused = call("/game/category");
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(refused.data()["endsAt"], kStartTime + 300);
}

TEST_F(MaintenanceTest, BadRequestsAreRefusedAndChangeNothing) {
  EXPECT_EQ(maintenance({{"minutes", 5}}).msg(), "field 'on' is required");
  EXPECT_EQ(maintenance({{"on", "yes"}}).code(), 400);
  EXPECT_EQ(maintenance({{"on", true}, {"minutes", 0}}).msg(),
            "field 'minutes' must be between 1 and 10080");
  EXPECT_EQ(maintenance({{"on", true}, {"minutes", 10081}}).code(), 400);
  EXPECT_EQ(admin({{"on", true}}, "wrong", true, "/admin/maintenance").code(), 401);
  EXPECT_EQ(admin({{"on", true}}, kAdminToken, false, "/admin/maintenance").code(), 403);
  EXPECT_EQ(call("/game/category").code(), 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
