// /track records the tracking events of SPEC §7 from anyone; /admin/tracking
// lists them oldest first.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class TrackingTest : public SandboxFixture {
 protected:
  json recorded() {
    Answer answer = admin(json::object(), kAdminToken, true, "/admin/tracking");
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["events"];
  }
  PlayerId demo_id() {
    Database db(config_.database);
    return Players(db).find_by_account("demo")->id;
  }
};

TEST_F(TrackingTest, RecordsEachEventOldestFirst) {
  EXPECT_EQ(recorded(), json::array());
  ASSERT_EQ(call("/track", R"({"event":"click_login_btn"})").code(), 0);
  now_ += 5;
  ASSERT_EQ(call("/track", R"({"event":"click_register_btn"})").code(), 0);
  now_ += 5;
  std::string token = sign_in();
  Answer deposit = call("/track", json{{"event", "click_deposit"}, {"userId", demo_id()}}, token);
  ASSERT_EQ(deposit.code(), 0) << deposit.body;
  EXPECT_EQ(deposit.data(), json::object());
  // sendBeacon sends no token header: the user id alone is taken.
  ASSERT_EQ(call("/track", json{{"event", "click_deposit"}, {"userId", demo_id()}}).code(), 0);
  EXPECT_EQ(recorded(),
            (json{{{"event", "click_login_btn"}, {"userId", nullptr}, {"at", kStartTime}},
                  {{"event", "click_register_btn"}, {"userId", nullptr}, {"at", kStartTime + 5}},
                  {{"event", "click_deposit"}, {"userId", demo_id()}, {"at", kStartTime + 10}},
                  {{"event", "click_deposit"}, {"userId", demo_id()}, {"at", kStartTime + 10}}}));
}

TEST_F(TrackingTest, RefusesUnknownEventsAndWrongUserIds) {
  EXPECT_EQ(call("/track", R"({"event":"click_anything"})").msg(),
            "field 'event' must be click_deposit, click_login_btn or click_register_btn");
  EXPECT_EQ(call("/track", "{}").msg(), "field 'event' is required");
  EXPECT_EQ(call("/track", R"({"event":"click_deposit"})").msg(),
            "field 'userId' is required for click_deposit");
  EXPECT_EQ(call("/track", json{{"event", "click_login_btn"}, {"userId", demo_id()}}).msg(),
            "field 'userId' is only sent with click_deposit");
  EXPECT_EQ(call("/track", R"({"event":"click_deposit","userId":999999})").code(), 404);
  std::string other = sign_in("demo2");
  Answer someone_else =
      call("/track", json{{"event", "click_deposit"}, {"userId", demo_id()}}, other);
  EXPECT_EQ(someone_else.code(), 403);
  EXPECT_EQ(someone_else.msg(), "field 'userId' must be the signed-in player's");
  EXPECT_EQ(
      call("/track", json{{"event", "click_deposit"}, {"userId", demo_id()}}, "forged").code(),
      401);
  EXPECT_EQ(call("/track", "not json").code(), 400);
  EXPECT_EQ(recorded(), json::array());
}

TEST_F(TrackingTest, TheListIsAdminOnly) {
  EXPECT_EQ(admin(json::object(), "wrong", true, "/admin/tracking").code(), 401);
  EXPECT_EQ(admin(json::object(), kAdminToken, false, "/admin/tracking").code(), 403);
  EXPECT_EQ(call("/admin/tracking").code(), 404);  // not an /api call
}

}  // namespace
}  // namespace lobbykit::sandbox
