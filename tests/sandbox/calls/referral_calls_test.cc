// Refer and earn (issue 20): every player's referral code, registering with
// one (case-insensitive; an unknown one is 404), the channel kept, and the
// referrer's credits by the rule /referral/info reports: 500 USDT minor
// units at sign-up and 10 percent of the first deposit, each once.
#include <gtest/gtest.h>

#include "sandbox/referral_rule.h"
#include "sandbox/sandbox_fixture.h"
#include "sandbox/telegram_init_data.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class ReferralCallsTest : public SandboxFixture {
 protected:
  std::string demo_ = sign_in();

  Answer register_with(const std::string& account, const json& extra = json::object()) {
    json body = {{"account", account}, {"password", "secret123"}};
    body.update(extra);
    return call("/user/register", body);
  }
  std::int64_t demo_usdt() { return ledger_and_balance("demo", "USDT").second; }
  std::int64_t referral_transfers() {
    Database db(config_.database);
    return Ledger(db).transfer_count(Players(db).find_by_account("demo")->id,
                                     TransferKind::kReferral);
  }
  std::int64_t channel_of(const std::string& account) {
    Database db(config_.database);
    auto query = db.prepare("SELECT channel_id FROM players WHERE account = ?1");
    query.bind(1, account);
    query.step();
    return query.integer(0);
  }
  std::vector<RecordedPush> pushes_to_demo(int cmd) {
    Database db(config_.database);
    std::int64_t demo = Players(db).find_by_account("demo")->id;
    std::vector<RecordedPush> found;
    for (const auto& push : events_.pushes()) {
      if (push.player == demo && push.cmd == cmd) found.push_back(push);
    }
    return found;
  }
  static std::string init_data(int user_id) {
    std::string query = "auth_date=" + std::to_string(kStartTime) + "&user=%7B%22id%22%3A" +
                        std::to_string(user_id) + "%2C%22username%22%3A%22tg%22%7D";
    return query + "&hash=" + init_data_hash(parse_query_string(query), kBotToken);
  }
};

TEST_F(ReferralCallsTest, InfoReportsTheCodeAndTheRule) {
  Answer info = call("/referral/info", "{}", demo_);
  ASSERT_EQ(info.code(), 0) << info.body;
  EXPECT_EQ(info.data(),
            (json{{"code", "DEMO0001"},
                  {"referred", 0},
                  {"earned", json::array()},
                  {"rule", {{"currency", "USDT"}, {"signupReward", 500}, {"depositRate", 10}}}}));
  // Everyone else's is random, 8 of A-Z0-9.
  std::string other = call("/referral/info", "{}", sign_in("demo2")).data()["code"];
  EXPECT_EQ(other.size(), 8u);
  EXPECT_NE(other, "DEMO0001");
}

TEST_F(ReferralCallsTest, ASignUpWithACodeCreditsTheReferrerOnceInAnyLetterCase) {
  Answer joined = register_with("friend_1", {{"referalCode", "demo0001"}});
  ASSERT_EQ(joined.code(), 0) << joined.body;
  EXPECT_EQ(demo_usdt(), 100000 + 500);
  auto pushes = pushes_to_demo(53);
  ASSERT_EQ(pushes.size(), 1u);
  EXPECT_EQ(pushes[0].data, (json{{"addBalance", 500}, {"currency", "USDT"}, {"balance", 100500}}));
  ASSERT_EQ(register_with("friend_2", {{"referalCode", "DeMo0001"}}).code(), 0);
  EXPECT_EQ(demo_usdt(), 100000 + 1000);
  EXPECT_EQ(referral_transfers(), 2);
  Answer info = call("/referral/info", "{}", demo_);
  EXPECT_EQ(info.data()["referred"], 2);
  EXPECT_EQ(info.data()["earned"], (json::array({{{"currency", "USDT"}, {"reward", 1000}}})));
  // The keys name the referred players.
  Database db(config_.database);
  auto keys = db.prepare(
      "SELECT t.idempotency_key, p.id FROM transfers t JOIN players p ON p.account = 'friend_1' "
      "WHERE t.kind = 'referral' ORDER BY t.id LIMIT 1");
  ASSERT_TRUE(keys.step());
  EXPECT_EQ(keys.text(0), referral_signup_key(keys.integer(1)));
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

TEST_F(ReferralCallsTest, AnUnknownCodeIs404NamingTheFieldAndCreatesNoOne) {
  Answer unknown = register_with("friend_x", {{"referalCode", "NOPE1234"}});
  EXPECT_EQ(unknown.code(), 404);
  EXPECT_EQ(unknown.msg(), "field 'referalCode' names no player's referral code: 'NOPE1234'");
  EXPECT_EQ(register_with("friend_y", {{"referalCode", "short"}}).code(), 404);
  EXPECT_EQ(call("/user/login", json{{"account", "friend_x"}, {"password", "secret123"}}).code(),
            401);
  EXPECT_EQ(demo_usdt(), 100000);
  EXPECT_EQ(referral_transfers(), 0);
}

TEST_F(ReferralCallsTest, TheChannelIsStoredWithTwoByDefault) {
  ASSERT_EQ(register_with("from_channel", {{"channelId", 7}}).code(), 0);
  ASSERT_EQ(register_with("no_channel").code(), 0);
  EXPECT_EQ(channel_of("from_channel"), 7);
  EXPECT_EQ(channel_of("no_channel"), 2);
  EXPECT_EQ(register_with("bad_channel", {{"channelId", 0}}).code(), 400);
  EXPECT_EQ(register_with("bad_channel", {{"channelId", "7"}}).code(), 400);
}

TEST_F(ReferralCallsTest, TheFirstDepositCreditsTheReferrerItsShareOnce) {
  std::string token = register_with("friend_d", {{"referalCode", "DEMO0001"}}).data()["token"];
  Answer first =
      call("/wallet/deposit",
           json{{"currency", "USDT"}, {"amount", 1234}, {"idempotencyKey", "d1"}}, token);
  ASSERT_EQ(first.code(), 0) << first.body;
  EXPECT_EQ(demo_usdt(), 100000 + 500 + 123);  // 10 percent, rounded down
  EXPECT_EQ(pushes_to_demo(53).back().data["addBalance"], 123);
  call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 5000}, {"idempotencyKey", "d2"}},
       token);
  EXPECT_EQ(demo_usdt(), 100000 + 500 + 123);  // only the first deposit
  EXPECT_EQ(referral_transfers(), 2);
  // Through a payment, in its own currency.
  std::string other = register_with("friend_p", {{"referalCode", "DEMO0001"}}).data()["token"];
  Answer created = call(
      "/payment/create",
      json{{"currency", "BDT"}, {"method", "bkash"}, {"amount", 20000}, {"idempotencyKey", "p"}},
      other);
  ASSERT_EQ(created.code(), 0) << created.body;
  json id = {{"paymentId", created.data()["paymentId"]}};
  call("/payment/confirm", id);
  call("/payment/confirm", id);
  EXPECT_EQ(ledger_and_balance("demo", "BDT").second, 5000000 + 2000);
  EXPECT_EQ(referral_transfers(), 4);
  // A player without a referrer credits no one.
  std::string lone = register_with("lone").data()["token"];
  call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 1000}, {"idempotencyKey", "l"}},
       lone);
  EXPECT_EQ(referral_transfers(), 4);
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

TEST_F(ReferralCallsTest, TelegramSignUpWithACodeCreditsOnceAndKeepsTheChannel) {
  Answer first = call("/login-tg", json{{"initData", init_data(77)}, {"referalCode", "demo0001"}});
  ASSERT_EQ(first.code(), 0) << first.body;
  EXPECT_EQ(first.data()["created"], true);
  EXPECT_EQ(demo_usdt(), 100500);
  // Signing in again with the link changes nothing.
  Answer again = call("/login-tg", json{{"initData", init_data(77)}, {"referalCode", "demo0001"}});
  EXPECT_EQ(again.data()["created"], false);
  EXPECT_EQ(demo_usdt(), 100500);
  EXPECT_EQ(
      call("/login-tg", json{{"initData", init_data(78)}, {"referalCode", "NOPE1234"}}).code(),
      404);
  ASSERT_EQ(call("/login-tg", json{{"initData", init_data(79)}, {"channelId", 12}}).code(), 0);
  EXPECT_EQ(channel_of("tg79"), 12);
}

TEST_F(ReferralCallsTest, TheReferredPlayersArePagedNewestFirstWithWhatEachEarned) {
  std::vector<std::string> tokens;
  for (int i = 0; i < 12; ++i) {
    now_ += 10;
    tokens.push_back(
        register_with("ref_" + std::to_string(i), {{"referalCode", "DEMO0001"}}).data()["token"]);
  }
  call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 1000}, {"idempotencyKey", "x"}},
       tokens[11]);
  Answer page = call("/referral/players", json{{"page", 1}, {"pageSize", 10}}, demo_);
  ASSERT_EQ(page.code(), 0) << page.body;
  EXPECT_EQ(page.data()["total"], 12);
  ASSERT_EQ(page.data()["list"].size(), 10u);
  const json& newest = page.data()["list"][0];
  EXPECT_EQ(newest["nickName"], "ref_11");
  EXPECT_EQ(newest["joinedAt"], kStartTime + 120);
  EXPECT_EQ(newest["deposited"], true);
  EXPECT_EQ(newest["earned"], (json::array({{{"currency", "USDT"}, {"reward", 600}}})));
  EXPECT_EQ(page.data()["list"][1]["deposited"], false);
  EXPECT_EQ(page.data()["list"][1]["earned"],
            (json::array({{{"currency", "USDT"}, {"reward", 500}}})));
  Answer second = call("/referral/players", json{{"page", 2}}, demo_);
  ASSERT_EQ(second.data()["list"].size(), 2u);
  EXPECT_EQ(second.data()["list"][1]["nickName"], "ref_0");
  EXPECT_EQ(call("/referral/players", json{{"pageSize", 15}}, demo_).code(), 400);
  EXPECT_EQ(call("/referral/players", json::object(), sign_in("demo2")).data()["total"], 0);
  EXPECT_EQ(call("/referral/info", "{}").code(), 401);
}

}  // namespace
}  // namespace lobbykit::sandbox
