#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"
#include "sandbox/telegram_init_data.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class MailCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();

  /// The pushes of `cmd` to `account`'s player, oldest first.
  std::vector<RecordedPush> pushes_of(int cmd, const std::string& account = "demo") {
    Database db(config_.database);
    PlayerId player = Players(db).find_by_account(account)->id;
    std::vector<RecordedPush> found;
    for (auto& push : events_.pushes())
      if (push.cmd == cmd && push.player == player) found.push_back(push);
    return found;
  }
  /// The newest system mail of the player of `token`.
  json newest_system_mail(const std::string& token) {
    Answer page = call("/query-mail", R"({"type":1,"pageSize":1})", token);
    EXPECT_EQ(page.code(), 0) << page.body;
    return page.data()["items"].empty() ? json() : page.data()["items"][0];
  }
};

TEST_F(MailCallsTest, PagesSystemMailByLastMailIdNewestFirst) {
  Answer first = call("/query-mail", R"({"type":1,"pageSize":2})", token_);
  ASSERT_EQ(first.code(), 0) << first.body;
  const auto& items = first.data()["items"];
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0]["title"], "New games");
  EXPECT_EQ(items[1]["title"], "Maintenance window");
  EXPECT_EQ(first.data()["unread"], 4);  // the seeded welcome mail is read
  auto last = first.data()["lastMailId"].get<std::int64_t>();
  Answer second = call("/query-mail",
                       nlohmann::json{{"type", 1}, {"lastMailId", last}, {"pageSize", 2}}, token_);
  ASSERT_EQ(second.data()["items"].size(), 1u);
  const json& welcome = second.data()["items"][0];
  EXPECT_EQ(welcome["title"], "Welcome to the sandbox");
  EXPECT_EQ(welcome["status"], 1);
  EXPECT_EQ(welcome["template"], json::parse(R"({"key":"welcome","values":{}})"));
  EXPECT_TRUE(items[0]["template"].is_null());
  Answer end =
      call("/query-mail", nlohmann::json{{"type", 1}, {"lastMailId", second.data()["lastMailId"]}},
           token_);
  EXPECT_TRUE(end.data()["items"].empty());
  EXPECT_EQ(end.data()["lastMailId"], 0);
}

TEST_F(MailCallsTest, PersonalMailIsType2AndTheTypeIsChecked) {
  Answer personal = call("/query-mail", R"({"type":2})", token_);
  ASSERT_EQ(personal.data()["items"].size(), 2u);
  EXPECT_EQ(personal.data()["items"][0]["type"], 2);
  EXPECT_EQ(call("/query-mail", R"({"type":3})", token_).msg(),
            "field 'type' must be between 1 and 2");
  EXPECT_EQ(call("/query-mail", "{}", token_).msg(), "field 'type' is required");
}

TEST_F(MailCallsTest, UnreadCountsPerType) {
  Answer unread = call("/mail/unread", "{}", token_);
  ASSERT_EQ(unread.code(), 0) << unread.body;
  EXPECT_EQ(unread.data(), json::parse(R"({"unread":4,"system":2,"personal":2})"));
  EXPECT_EQ(call("/mail/unread", "{}").code(), 401);
}

TEST_F(MailCallsTest, ReadMailMarksItReadOnceAndPushes58) {
  json mail = newest_system_mail(token_);
  ASSERT_EQ(mail["status"], 0);
  Answer read = call("/read-mail", json{{"mailId", mail["mailId"]}}, token_);
  ASSERT_EQ(read.code(), 0) << read.body;
  json counts = json::parse(R"({"unread":3,"system":1,"personal":2})");
  EXPECT_EQ(read.data(), counts);
  EXPECT_EQ(newest_system_mail(token_)["status"], 1);
  auto pushed = pushes_of(58);
  ASSERT_EQ(pushed.size(), 1u);
  EXPECT_EQ(pushed[0].data, counts);
  EXPECT_TRUE(pushed[0].except_token.empty());  // every socket, the caller's too
  // Again: the same answer, nothing changes.
  Answer again = call("/read-mail", json{{"mailId", mail["mailId"]}}, token_);
  ASSERT_EQ(again.code(), 0) << again.body;
  EXPECT_EQ(again.data(), counts);
  EXPECT_EQ(call("/mail/unread", "{}", token_).data(), counts);
}

TEST_F(MailCallsTest, ReadMailRefusesAnotherPlayersMailAndAnUnknownOne) {
  json mail = newest_system_mail(token_);
  std::string other = sign_in("demo2");
  Answer refused = call("/read-mail", json{{"mailId", mail["mailId"]}}, other);
  EXPECT_EQ(refused.code(), 404);
  EXPECT_EQ(refused.msg(), "no mail " + std::to_string(mail["mailId"].get<std::int64_t>()));
  EXPECT_EQ(newest_system_mail(token_)["status"], 0);  // still unread for its owner
  EXPECT_EQ(call("/read-mail", R"({"mailId":999999})", token_).code(), 404);
  EXPECT_EQ(call("/read-mail", R"({"mailId":0})", token_).msg(),
            "field 'mailId' must be between 1 and 9223372036854775807");
  EXPECT_EQ(call("/read-mail", "{}", token_).msg(), "field 'mailId' is required");
  EXPECT_EQ(call("/read-mail", json{{"mailId", mail["mailId"]}}).code(), 401);
  EXPECT_TRUE(pushes_of(58).empty());
}

TEST_F(MailCallsTest, RegistrationWritesTheWelcomeMailAndPushes54) {
  Answer registered = call("/user/register", R"({"account":"newcomer","password":"secret123"})");
  ASSERT_EQ(registered.code(), 0) << registered.body;
  std::string token = registered.data()["token"].get<std::string>();
  json mail = newest_system_mail(token);
  EXPECT_EQ(mail["title"], "Welcome to the sandbox");
  EXPECT_EQ(mail["status"], 0);
  EXPECT_EQ(mail["template"], json::parse(R"({"key":"welcome","values":{}})"));
  EXPECT_EQ(call("/mail/unread", "{}", token).data(),
            json::parse(R"({"unread":1,"system":1,"personal":0})"));
  auto pushed = pushes_of(54, "newcomer");
  ASSERT_EQ(pushed.size(), 1u);
  EXPECT_EQ(pushed[0].data, json::parse(R"({"unread":1,"system":1,"personal":0})"));
}

// A first /login-tg creates the player: it writes the welcome mail; later ones do not.
TEST_F(MailCallsTest, AFirstTelegramSignInWritesTheWelcomeMailOnce) {
  std::string query = "auth_date=" + std::to_string(kStartTime) +
                      "&user=%7B%22id%22%3A77%2C%22first_name%22%3A%22Tess%22%7D";
  std::string init_data = query + "&hash=" + init_data_hash(parse_query_string(query), kBotToken);
  Answer first = call("/login-tg", json{{"initData", init_data}});
  ASSERT_EQ(first.code(), 0) << first.body;
  ASSERT_EQ(first.data()["created"], true);
  Answer again = call("/login-tg", json{{"initData", init_data}});
  ASSERT_EQ(again.data()["created"], false);
  std::string token = again.data()["token"].get<std::string>();
  Answer mails = call("/query-mail", R"({"type":1})", token);
  ASSERT_EQ(mails.data()["items"].size(), 1u);
  EXPECT_EQ(mails.data()["items"][0]["template"]["key"], "welcome");
  EXPECT_EQ(pushes_of(54, "tg77").size(), 1u);
}

TEST_F(MailCallsTest, EachCreditedDepositWritesOneMail) {
  json body = {{"currency", "USDT"}, {"amount", 1234}, {"idempotencyKey", "mail-deposit-1"}};
  ASSERT_EQ(call("/wallet/deposit", body, token_).code(), 0);
  ASSERT_EQ(call("/wallet/deposit", body, token_).code(), 0);  // a retry: no second mail
  json mail = newest_system_mail(token_);
  EXPECT_EQ(mail["title"], "Deposit received");
  EXPECT_EQ(mail["content"], "Your deposit of 12.34 USDT is in your wallet.");
  EXPECT_EQ(mail["template"],
            json::parse(R"({"key":"deposit","values":{"amount":1234,"currency":"USDT"}})"));
  auto pushed = pushes_of(54);
  ASSERT_EQ(pushed.size(), 1u);
  EXPECT_EQ(pushed[0].data, json::parse(R"({"unread":5,"system":3,"personal":2})"));
}

TEST_F(MailCallsTest, EachWithdrawalDecisionWritesOneMail) {
  json bind = {{"region", "BD"},
               {"bankCode", "BDT_BKASH"},
               {"accountNumber", "01700000000"},
               {"holderName", "Rahim Uddin"}};
  ASSERT_EQ(call("/withdraw/bind", bind, token_).code(), 0);
  ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token_).code(), 0);
  json withdrawal = {{"currency", "USDT"},       {"amount", 500},
                     {"bankCode", "BDT_BKASH"},  {"accountNumber", "01700000000"},
                     {"fundPassword", "123456"}, {"idempotencyKey", "w-1"}};
  std::int64_t first = call("/wallet/withdraw", withdrawal, token_).data()["withdrawalId"];
  withdrawal["idempotencyKey"] = "w-2";
  withdrawal["amount"] = 705;
  std::int64_t second = call("/wallet/withdraw", withdrawal, token_).data()["withdrawalId"];
  EXPECT_TRUE(pushes_of(54).empty());  // asking writes no mail; the decision does

  auto decide = [&](std::int64_t id, const char* decision) {
    return admin(json{{"withdrawalId", id}, {"decision", decision}}, kAdminToken, true,
                 "/admin/withdrawal");
  };
  ASSERT_EQ(decide(first, "approve").code(), 0);
  json approved = newest_system_mail(token_);
  EXPECT_EQ(approved["title"], "Withdrawal approved");
  EXPECT_EQ(approved["content"], "Your withdrawal of 5.00 USDT has been paid out.");
  EXPECT_EQ(
      approved["template"],
      json::parse(R"({"key":"withdrawalApproved","values":{"amount":500,"currency":"USDT"}})"));
  ASSERT_EQ(decide(second, "reject").code(), 0);
  json rejected = newest_system_mail(token_);
  EXPECT_EQ(rejected["title"], "Withdrawal rejected");
  EXPECT_EQ(rejected["content"],
            "Your withdrawal of 7.05 USDT was declined and returned to your wallet.");
  EXPECT_EQ(
      rejected["template"],
      json::parse(R"({"key":"withdrawalRejected","values":{"amount":705,"currency":"USDT"}})"));
  EXPECT_EQ(decide(second, "approve").code(), 409);  // decided already: no mail
  EXPECT_EQ(pushes_of(54).size(), 2u);
  EXPECT_EQ(call("/mail/unread", "{}", token_).data()["system"], 4);
}

TEST_F(MailCallsTest, EachLevelUpWritesTheLevelUpMail) {
  // demo is VIP 2 (the seed); the admin raises them to 3, then sets 3 again.
  Answer raised = admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 3}}}});
  ASSERT_EQ(raised.code(), 0) << raised.body;
  json mail = newest_system_mail(token_);
  EXPECT_EQ(mail["title"], "VIP level reached");
  EXPECT_EQ(mail["content"], "Congratulations: you are now VIP 3.");
  EXPECT_EQ(mail["template"], json::parse(R"({"key":"levelUp","values":{"vip":3}})"));
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 3}}}}).code(), 0);
  ASSERT_EQ(admin({{"account", "demo"}, {"cmd", 56}, {"data", {{"vip", 1}}}}).code(), 0);
  EXPECT_EQ(pushes_of(54).size(), 1u);  // the same level or a lower one: no mail
}

}  // namespace
}  // namespace lobbykit::sandbox
