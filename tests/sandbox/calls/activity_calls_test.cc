// Activity applications (issue 20): apply for a running promotion that takes
// applications, the operator's review, the claim of an approved one (an
// activity transfer, once), and the records newest first.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class ActivityCallsTest : public SandboxFixture {
 protected:
  std::string demo_ = sign_in();
  std::string demo2_ = sign_in("demo2");

  Answer apply(const std::string& promotion, const std::string& key,
               const std::string& token = "") {
    return call("/apply/activity", json{{"promotionId", promotion}, {"idempotencyKey", key}},
                token.empty() ? demo2_ : token);
  }
  Answer claim(std::int64_t id, const std::string& key, const std::string& token = "") {
    return call("/apply/activity/claim", json{{"id", id}, {"idempotencyKey", key}},
                token.empty() ? demo2_ : token);
  }
  Answer review(const json& body) {
    return admin(body, kAdminToken, true, "/admin/activity/review");
  }
  json records(const std::string& token) {
    return call("/apply/activity/record", json{{"type", 1}}, token).data()["records"];
  }
  std::int64_t activity_transfers(const std::string& account) {
    Database db(config_.database);
    return Ledger(db).transfer_count(Players(db).find_by_account(account)->id,
                                     TransferKind::kActivity);
  }
};

TEST_F(ActivityCallsTest, DemoHasAnApplicationInEachStateNewestFirst) {
  json seeded = records(demo_);
  ASSERT_EQ(seeded.size(), 3u);
  EXPECT_EQ(seeded[0]["promotionId"], "vip-tournament");
  EXPECT_EQ(seeded[0]["status"], 1);
  EXPECT_EQ(seeded[1]["promotionId"], "weekend-reload");
  EXPECT_EQ(seeded[1]["status"], 2);
  EXPECT_EQ(seeded[1]["reward"], 800);
  EXPECT_EQ(seeded[1]["currency"], "USDT");
  EXPECT_EQ(seeded[2]["promotionId"], "welcome-week");
  EXPECT_EQ(seeded[2]["status"], 3);
  EXPECT_GT(seeded[0]["createdAt"], seeded[1]["createdAt"]);
  EXPECT_GT(seeded[1]["createdAt"], seeded[2]["createdAt"]);
  // The claimable one pays 8.00 USDT.
  Answer taken = claim(seeded[1]["id"], "c", demo_);
  ASSERT_EQ(taken.code(), 0) << taken.body;
  EXPECT_EQ(
      taken.data(),
      (json{{"id", seeded[1]["id"]}, {"currency", "USDT"}, {"reward", 800}, {"balance", 100800}}));
  EXPECT_EQ(records(demo_)[1]["status"], 3);
  EXPECT_EQ(claim(seeded[2]["id"], "c2", demo_).code(), 409);  // taken before
  EXPECT_EQ(claim(seeded[0]["id"], "c3", demo_).code(), 403);  // under review
  EXPECT_EQ(records(demo2_), json::array());
}

TEST_F(ActivityCallsTest, ApplyingChecksThePromotionAndOnlyOnce) {
  Answer applied = apply("welcome-week", "a1");
  ASSERT_EQ(applied.code(), 0) << applied.body;
  EXPECT_EQ(applied.data()["promotionId"], "welcome-week");
  EXPECT_EQ(applied.data()["status"], 1);
  EXPECT_EQ(applied.data()["reward"], 0);
  EXPECT_EQ(applied.data()["createdAt"], kStartTime);
  EXPECT_EQ(apply("welcome-week", "a1").body, applied.body);  // a retry: the same answer
  Answer twice = apply("welcome-week", "a2");
  EXPECT_EQ(twice.code(), 409);
  EXPECT_EQ(twice.msg(), "already applied for promotion 'welcome-week'");
  EXPECT_EQ(apply("vip-tournament", "a3").msg(),
            "promotion 'vip-tournament' takes no applications");
  EXPECT_EQ(apply("vip-tournament", "a3").code(), 403);
  EXPECT_EQ(apply("spring-festival", "a4").code(), 403);  // not started
  EXPECT_EQ(apply("last-summer", "a5").msg(), "promotion 'last-summer' is not running");
  EXPECT_EQ(apply("nope", "a6").code(), 404);
  EXPECT_EQ(apply("", "a7").code(), 400);
  EXPECT_EQ(
      call("/apply/activity", json{{"promotionId", "weekend-reload"}, {"idempotencyKey", "x"}})
          .code(),
      401);
  // Newest first, beside the other promotion's application.
  now_ += 60;
  ASSERT_EQ(apply("weekend-reload", "a8").code(), 0);
  json list = records(demo2_);
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0]["promotionId"], "weekend-reload");
  EXPECT_EQ(list[1]["promotionId"], "welcome-week");
  // When the promotion has ended, no more applications.
  now_ = 1701000000;
  EXPECT_EQ(apply("welcome-week", "a9", demo_).code(), 403);
  EXPECT_EQ(apply("weekend-reload", "a10", sign_in("demo3")).code(), 403);
}

TEST_F(ActivityCallsTest, AReviewedApplicationIsClaimedOnce) {
  std::int64_t id = apply("weekend-reload", "a").data()["id"];
  Answer early = claim(id, "c0");
  EXPECT_EQ(early.code(), 403);
  EXPECT_EQ(early.msg(), "activity record " + std::to_string(id) + " is not approved yet");
  Answer approved =
      review({{"id", id}, {"decision", "approve"}, {"currency", "USDT"}, {"reward", 1500}});
  ASSERT_EQ(approved.code(), 0) << approved.body;
  EXPECT_EQ(approved.data()["status"], 2);
  EXPECT_EQ(approved.data()["reward"], 1500);
  auto pushes = events_.pushes();
  ASSERT_FALSE(pushes.empty());
  EXPECT_EQ(pushes.back().cmd, 60);
  EXPECT_EQ(pushes.back().data, (json{{"spinScore", 0}}));
  EXPECT_EQ(review({{"id", id}, {"decision", "decline"}}).code(), 409);  // decided
  Answer taken = claim(id, "c1");
  ASSERT_EQ(taken.code(), 0) << taken.body;
  EXPECT_EQ(taken.data()["balance"], 2500 + 1500);
  EXPECT_EQ(claim(id, "c1").body, taken.body);  // the retry: the same answer, no more money
  Answer again = claim(id, "c2");
  EXPECT_EQ(again.code(), 409);
  EXPECT_EQ(again.msg(), "activity record " + std::to_string(id) + " is taken");
  EXPECT_EQ(activity_transfers("demo2"), 1);
  EXPECT_EQ(ledger_and_balance("demo2", "USDT").second, 4000);
  EXPECT_EQ(claim(id, "c3", demo_).code(), 404);  // not demo's
  EXPECT_EQ(claim(999, "c4").code(), 404);
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

TEST_F(ActivityCallsTest, ADeclinedApplicationCannotBeClaimed) {
  std::int64_t id = apply("welcome-week", "a").data()["id"];
  Answer declined = review({{"id", id}, {"decision", "decline"}});
  ASSERT_EQ(declined.code(), 0) << declined.body;
  EXPECT_EQ(declined.data()["status"], 4);
  Answer refused = claim(id, "c");
  EXPECT_EQ(refused.code(), 403);
  EXPECT_EQ(refused.msg(), "activity record " + std::to_string(id) + " was declined");
  EXPECT_EQ(activity_transfers("demo2"), 0);
}

TEST_F(ActivityCallsTest, TheReviewChecksItsFieldsAndTheAdminToken) {
  std::int64_t id = apply("welcome-week", "a").data()["id"];
  EXPECT_EQ(review({{"id", id}, {"decision", "approve"}, {"currency", "USDT"}}).code(), 400);
  EXPECT_EQ(
      review({{"id", id}, {"decision", "approve"}, {"currency", "XYZ"}, {"reward", 5}}).code(),
      400);
  EXPECT_EQ(
      review({{"id", id}, {"decision", "approve"}, {"currency", "USDT"}, {"reward", 0}}).code(),
      400);
  EXPECT_EQ(review({{"id", id}, {"decision", "maybe"}}).code(), 400);
  EXPECT_EQ(review({{"id", 999}, {"decision", "decline"}}).code(), 404);
  EXPECT_EQ(
      admin({{"id", id}, {"decision", "decline"}}, "wrong", true, "/admin/activity/review").code(),
      401);
  EXPECT_EQ(
      admin({{"id", id}, {"decision", "decline"}}, kAdminToken, false, "/admin/activity/review")
          .code(),
      403);
  EXPECT_EQ(records(demo2_)[0]["status"], 1);  // nothing decided
}

}  // namespace
}  // namespace lobbykit::sandbox
