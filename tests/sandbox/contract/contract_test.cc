// The contract holds: every call of the route table is in openapi.yaml and
// back, and every call's real answer (and the body the test sent) matches the
// document's schema, for successes and for refusals.
#include <gtest/gtest.h>

#include "sandbox/calls/call_table.h"
#include "sandbox/contract/openapi_document.h"
#include "sandbox/sandbox_fixture.h"
#include "sandbox/telegram_init_data.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

// The admin commands (no /api prefix, not in the call table).
std::set<std::string> admin_commands() {
  return {"/admin/event",       "/admin/ledger",          "/admin/withdrawal",
          "/admin/verify-code", "/admin/activity/review", "/admin/task-switch",
          "/admin/maintenance", "/admin/tracking"};
}

class ContractTest : public SandboxFixture {
 protected:
  OpenApiDocument document_{std::filesystem::path(LOBBYKIT_SOURCE_DIR) /
                            "tools/sandbox/contract/openapi.yaml"};
  std::set<std::string> answered_;

  // Calls `path` expecting `code`; checks the body (on success) and the answer against the
  // document.
  Answer exchange(const std::string& path, const json& body, const std::string& token = "",
                  int code = 0) {
    Answer answer = path.starts_with("/admin/") ? admin(body, kAdminToken, true, path)
                                                : call(path, body, token);
    EXPECT_EQ(answer.code(), code) << path << ": " << answer.body;
    if (code == 0) {
      for (const auto& problem : document_.check_request(path, body)) ADD_FAILURE() << problem;
      answered_.insert(path);
    }
    for (const auto& problem : document_.check_answer(path, answer.status, answer.envelope))
      ADD_FAILURE() << problem;
    return answer;
  }

  static json bind_body() {
    return {{"region", "BD"},
            {"bankCode", "BDT_BKASH"},
            {"accountNumber", "01700000000"},
            {"holderName", "Rahim Uddin"}};
  }
  static json withdraw_body(const std::string& key) {
    return {{"currency", "USDT"},       {"amount", 10},
            {"bankCode", "BDT_BKASH"},  {"accountNumber", "01700000000"},
            {"fundPassword", "123456"}, {"idempotencyKey", key}};
  }

  static std::string init_data() {
    std::string query = "auth_date=" + std::to_string(kStartTime) +
                        "&user=%7B%22id%22%3A5%2C%22username%22%3A%22zed%22%7D";
    return query + "&hash=" + init_data_hash(parse_query_string(query), kBotToken);
  }
};

TEST_F(ContractTest, TheDocumentListsExactlyTheRouteTableAndTheAdminCommands) {
  std::set<std::string> table = admin_commands();
  for (const auto& route : all_calls()) table.insert(std::string(route.path));
  EXPECT_EQ(document_.paths(), table);
}

TEST_F(ContractTest, EveryCallsRealAnswerMatchesTheDocument) {
  exchange("/game/category", json::object());
  exchange("/recharge/channel", json::object());
  exchange("/game/chat", {{"lang", "en"}});
  exchange("/spinwheel/cfg", json::object());
  exchange("/check-tg", {{"initData", init_data()}});
  exchange("/login-tg", {{"initData", init_data()}, {"channelId", 2}});
  exchange("/user/register", {{"account", "contract_1"},
                              {"password", "secret123"},
                              {"nickname", "Contract One"},
                              {"areaCode", "86"},
                              {"mobile", "13700137000"}});
  std::string token =
      exchange("/user/login", {{"account", "demo"}, {"password", "demo1234"}}).data()["token"];
  const json empty = json::object();
  for (const char* path :
       {"/user/get/info", "/refresh-balance", "/transfer-out-balance", "/welcome/packet",
        "/get/spin-score", "/signin/info", "/general/reward", "/task/info", "/withdraw/bind/query",
        "/game/favorite/list", "/game/recent/list", "/rebate/info"}) {
    exchange(path, empty, token);
  }
  exchange("/vip/progress", {{"vipLevel", 2}}, token);
  exchange("/query-mail", {{"type", 1}, {"lastMailId", 0}}, token);
  exchange("/query-mail", {{"type", 2}}, token);
  exchange("/special/activity", {{"deviceId", "web-1"}, {"deviceType", 1}}, token);
  exchange("/apply/activity/record", {{"type", 1}}, token);
  exchange("/wallet/deposit",
           {{"currency", "USDT"}, {"amount", 1000}, {"method", "trc20"}, {"idempotencyKey", "c-d"}},
           token);
  exchange("/withdraw/bind", bind_body(), token);
  exchange("/fund-password/set", {{"password", "123456"}}, token);
  exchange("/withdraw/bind/query", {{"region", "BD"}}, token);
  json withdrawal = withdraw_body("c-w");
  std::int64_t paid = exchange("/wallet/withdraw", withdrawal, token).data()["withdrawalId"];
  exchange("/admin/withdrawal", {{"withdrawalId", paid}, {"decision", "approve"}});
  exchange("/withdraw/list", {{"page", 1}, {"pageSize", 10}}, token);
  json payment = exchange("/payment/create",
                          {{"currency", "USDT"},
                           {"method", "trc20"},
                           {"amount", 1234},
                           {"idempotencyKey", "c-pay"}},
                          token)
                     .data();
  exchange("/payment/query", {{"paymentId", payment["paymentId"]}});
  exchange("/payment/confirm", {{"paymentId", payment["paymentId"]}});
  json cancelled = exchange("/payment/create",
                            {{"currency", "BDT"},
                             {"method", "bkash"},
                             {"amount", 20000},
                             {"idempotencyKey", "c-pay-2"}},
                            token)
                       .data();
  exchange("/payment/cancel", {{"paymentId", cancelled["paymentId"]}});
  exchange("/payment/list", {{"state", "paid"}}, token);
  exchange("/vault/in", {{"currency", "USDT"}, {"amount", 100}, {"idempotencyKey", "c-vi"}}, token);
  exchange("/vault/out",
           {{"currency", "USDT"},
            {"amount", 50},
            {"fundPassword", "123456"},
            {"idempotencyKey", "c-vo"}},
           token);
  exchange("/vault/info", empty, token);
  exchange("/signin/claim", {{"idempotencyKey", "c-s"}}, token);
  exchange("/task/claim", {{"rewardId", 2}, {"idempotencyKey", "c-t"}}, token);  // seeded stakes
  exchange("/rebate/claim", {{"idempotencyKey", "c-r"}}, token);  // the seeded rounds' rebate
  exchange("/admin/task-switch", {{"on", false}});
  exchange("/spinwheel/spin", {{"wheelId", 1}, {"idempotencyKey", "c-p"}}, token);
  exchange("/game/favorite/add", {{"gameId", "fairway-fortune"}}, token);
  exchange("/game/favorite/remove", {{"gameId", "fairway-fortune"}}, token);
  exchange("/game/current", empty, token);
  std::string launch =
      exchange("/game/launch", {{"gameId", "fairway-fortune"}}, token).data()["launchId"];
  exchange("/game/session", {{"launchId", launch}});
  exchange("/game/current", empty, token);
  exchange("/game/spin", {{"launchId", launch}, {"stake", 100}, {"idempotencyKey", "c-g"}});
  exchange("/game/history", {{"gameId", "fairway-fortune"}, {"pageSize", 20}}, token);
  std::string demo = exchange("/game/demo", {{"gameId", "fairway-fortune"}}).data()["launchId"];
  exchange("/game/spin", {{"launchId", demo}, {"stake", 100}, {"idempotencyKey", "c-g"}});
  exchange("/transaction/list", {{"type", "bet"}, {"from", 0}, {"to", kStartTime + 1}}, token);
  exchange("/game/recent/list", empty, token);
  exchange("/admin/event", {{"account", "demo"}, {"cmd", 53}, {"data", {{"addBalance", 5}}}});
  exchange("/admin/ledger", empty);
  // Issue 19: the account
  exchange("/user/profile/update", {{"nickName", "Contract"}, {"headId", 4}}, token);
  exchange("/user/details", empty, token);
  exchange("/user/details/update", {{"birthday", "1999-12-31"}}, "", 401);
  std::string second =
      exchange("/user/login", {{"account", "demo2"}, {"password", "demo1234"}}).data()["token"];
  exchange("/user/details/update", {{"birthday", "1999-12-31"}}, second);
  exchange("/user/bind/send-code",
           {{"channel", "mobile"}, {"areaCode", "86"}, {"mobile", "13900139000"}}, second);
  std::string code =
      exchange("/admin/verify-code", {{"account", "demo2"}, {"purpose", "bind"}}).data()["code"];
  exchange("/user/bind/mobile", {{"areaCode", "86"}, {"mobile", "13900139000"}, {"code", code}},
           second);
  now_ += 60;
  exchange("/user/bind/send-code", {{"channel", "email"}, {"email", "second@example.com"}}, second);
  exchange("/user/bind/email", {{"email", "second@example.com"}, {"code", last_logged_code()}},
           second);
  exchange("/user/password/change", {{"oldPassword", "demo1234"}, {"newPassword", "changed-12"}},
           second);
  exchange("/password/reset/send-code", {{"account", "demo2"}});
  exchange("/password/reset",
           {{"account", "demo2"}, {"code", last_logged_code()}, {"newPassword", "reset-pass-3"}});
  // Issue 20 (wt-rewards-sb): referrals and activity applications
  std::string referred = exchange("/user/register", {{"account", "contract_2"},
                                                     {"password", "secret123"},
                                                     {"channelId", 3},
                                                     {"referalCode", "demo0001"}})
                             .data()["token"];
  exchange("/wallet/deposit", {{"currency", "USDT"}, {"amount", 1000}, {"idempotencyKey", "c-r"}},
           referred);
  exchange("/referral/info", empty, token);
  exchange("/referral/players", {{"page", 1}, {"pageSize", 10}}, token);
  std::int64_t application =
      exchange("/apply/activity", {{"promotionId", "welcome-week"}, {"idempotencyKey", "c-a"}},
               referred)
          .data()["id"];
  exchange("/apply/activity/record", {{"type", 1}}, referred);
  exchange("/admin/activity/review",
           {{"id", application}, {"decision", "approve"}, {"currency", "USDT"}, {"reward", 800}});
  exchange("/apply/activity/claim", {{"id", application}, {"idempotencyKey", "c-c"}}, referred);
  // Issue 21: mail (seeded, written by a deposit, read), tracking, maintenance
  json mail = exchange("/query-mail", {{"type", 1}, {"pageSize", 50}}, token).data()["items"];
  exchange("/mail/unread", empty, token);
  exchange("/read-mail", {{"mailId", mail[0]["mailId"]}}, token);
  exchange("/track", {{"event", "click_login_btn"}});
  exchange("/track",
           {{"event", "click_deposit"},
            {"userId", call("/user/get/info", "{}", token).data()["userId"]}},
           token);
  exchange("/admin/tracking", empty);
  exchange("/admin/maintenance", {{"on", true}, {"minutes", 5}});
  exchange("/game/category", empty, "", 503);
  exchange("/admin/maintenance", {{"on", false}});
  exchange("/user/logout", empty, token);

  std::set<std::string> every = admin_commands();
  for (const auto& route : all_calls()) every.insert(std::string(route.path));
  EXPECT_EQ(answered_, every);
}

TEST_F(ContractTest, RefusalsMatchTheErrorEnvelope) {
  std::string token = sign_in();
  exchange("/wallet/deposit", {{"currency", "USDT"}, {"amount", "1"}, {"idempotencyKey", "e"}},
           token, 400);
  exchange("/user/get/info", json::object(), "", 401);
  exchange("/withdraw/bind", bind_body(), token);
  exchange("/wallet/withdraw", withdraw_body("e"), token, 403);  // no fund password yet
  exchange("/fund-password/set", {{"password", "123456"}}, token);
  json poor = withdraw_body("e");
  poor["amount"] = 100000000;
  exchange("/wallet/withdraw", poor, token, 402);
  exchange("/admin/withdrawal", {{"withdrawalId", 99}, {"decision", "approve"}}, "", 404);
  exchange("/payment/create",
           {{"currency", "USDT"}, {"method", "trc20"}, {"amount", 1}, {"idempotencyKey", "e-p"}},
           token, 400);
  exchange("/game/spin", {{"launchId", "none"}, {"stake", 1}, {"idempotencyKey", "e"}}, "", 404);
  exchange("/task/claim", {{"rewardId", 1}, {"idempotencyKey", "e2"}}, token, 403);  // no deposit
  exchange("/task/claim", {{"rewardId", 99}, {"idempotencyKey", "e4"}}, token, 404);
  exchange("/rebate/claim", {{"idempotencyKey", "e-r"}}, token);
  exchange("/rebate/claim", {{"idempotencyKey", "e-r2"}}, token, 409);
  exchange("/admin/task-switch", {{"on", "yes"}}, "", 400);
  exchange("/game/launch", {{"gameId", "nope"}}, token, 404);
  exchange("/signin/claim", {{"idempotencyKey", "e"}}, token, 0);
  exchange("/signin/claim", {{"idempotencyKey", "e3"}}, token, 409);
  // Issue 19: the account's refusals
  exchange("/user/profile/update", {{"nickName", "x"}}, token, 400);
  exchange("/user/details/update", {{"birthday", "1990-02-30"}}, token, 400);
  exchange("/user/details/update", {{"birthday", "1990-02-28"}}, token, 409);  // demo has one
  exchange("/user/password/change", {{"oldPassword", "wrong-123"}, {"newPassword", "changed-12"}},
           token, 403);
  exchange("/user/bind/send-code", {{"channel", "email"}, {"email", "demo@example.com"}},
           sign_in("demo2"), 409);
  exchange("/user/bind/send-code", {{"channel", "email"}, {"email", "d2@example.com"}}, token);
  exchange("/user/bind/send-code", {{"channel", "email"}, {"email", "d2@example.com"}}, token, 429);
  exchange("/user/bind/email", {{"email", "d2@example.com"}, {"code", "12345"}}, token, 400);
  exchange("/user/bind/mobile", {{"areaCode", "86"}, {"mobile", "13900139000"}, {"code", "000000"}},
           token, 400);  // the code went to the email
  exchange("/password/reset/send-code", {{"account", "nobody"}}, "", 404);
  exchange("/password/reset",
           {{"account", "demo"}, {"code", "000000"}, {"newPassword", "reset-pass-3"}}, "", 401);
  exchange("/admin/verify-code", {{"account", "demo"}, {"purpose", "reset"}}, "", 404);
  // Issue 20 (wt-rewards-sb)
  exchange("/user/register",
           {{"account", "contract_3"}, {"password", "secret123"}, {"referalCode", "NOPE1234"}}, "",
           404);
  exchange("/apply/activity", {{"promotionId", "nope"}, {"idempotencyKey", "e-a"}}, token, 404);
  exchange("/apply/activity", {{"promotionId", "vip-tournament"}, {"idempotencyKey", "e-b"}}, token,
           403);
  exchange("/apply/activity", {{"promotionId", "welcome-week"}, {"idempotencyKey", "e-c"}}, token,
           409);
  json seeded = call("/apply/activity/record", json{{"type", 1}}, token).data()["records"];
  exchange("/apply/activity/claim", {{"id", seeded[0]["id"]}, {"idempotencyKey", "e-d"}}, token,
           403);
  exchange("/apply/activity/claim", {{"id", seeded[2]["id"]}, {"idempotencyKey", "e-e"}}, token,
           409);
  exchange("/apply/activity/claim", {{"id", 999}, {"idempotencyKey", "e-f"}}, token, 404);
  exchange("/admin/activity/review", {{"id", 999}, {"decision", "decline"}}, "", 404);
  exchange("/referral/players", {{"pageSize", 15}}, token, 400);
  now_ += 61;  // the wrong old password above is forgotten by the sign-in throttle
  for (int i = 0; i < 5; ++i)
    exchange("/user/login", {{"account", "demo2"}, {"password", "wrong-pass"}}, "", 401);
  exchange("/user/login", {{"account", "demo2"}, {"password", "demo1234"}}, "", 429);
  // Issue 21
  exchange("/read-mail", {{"mailId", 999999}}, token, 404);
  exchange("/track", {{"event", "click_nothing"}}, "", 400);
  exchange("/admin/maintenance", {{"on", true}, {"minutes", 0}}, "", 400);
}

// The checker itself finds drift, so the tests above can fail.
TEST_F(ContractTest, TheCheckerCatchesAnUndocumentedFieldAWrongTypeAndAMissingField) {
  json answer = {{"code", 0}, {"msg", "ok"}, {"data", {{"spinScore", 3}, {"extra", 1}}}};
  auto problems = document_.check_answer("/get/spin-score", 200, answer);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0],
            "/get/spin-score.data: has undocumented 'extra' (value {\"extra\":1,\"spinScore\":3})");
  answer["data"] = {{"spinScore", "3"}};
  EXPECT_EQ(document_.check_answer("/get/spin-score", 200, answer).size(), 1u);
  answer["data"] = json::object();
  EXPECT_EQ(document_.check_answer("/get/spin-score", 200, answer).size(), 1u);
  EXPECT_EQ(
      document_.check_answer("/get/spin-score", 401, {{"code", 401}, {"msg", "x"}, {"data", 1}})
          .size(),
      1u);
}

// oneOf (a mail's template) and the maintenance envelope (any call's 503) are checked too.
TEST_F(ContractTest, TheCheckerCatchesABadTemplateAndABadMaintenanceAnswer) {
  json item = {{"mailId", 1}, {"type", 1},      {"title", "t"},       {"content", "c"},
               {"status", 0}, {"createdAt", 1}, {"template", nullptr}};
  json answer = {{"code", 0},
                 {"msg", "ok"},
                 {"data", {{"type", 1}, {"items", {item}}, {"lastMailId", 1}, {"unread", 1}}}};
  EXPECT_EQ(document_.check_answer("/query-mail", 200, answer), std::vector<std::string>{});
  answer["data"]["items"][0]["template"] = {{"key", "levelUp"}, {"values", {{"vip", 3}}}};
  EXPECT_EQ(document_.check_answer("/query-mail", 200, answer), std::vector<std::string>{});
  answer["data"]["items"][0]["template"] = {{"key", "jackpot"}, {"values", json::object()}};
  EXPECT_EQ(document_.check_answer("/query-mail", 200, answer).size(), 1u);
  answer["data"]["items"][0]["template"] = "welcome";
  EXPECT_EQ(document_.check_answer("/query-mail", 200, answer).size(), 1u);
  answer["data"]["items"][0].erase("template");
  EXPECT_EQ(document_.check_answer("/query-mail", 200, answer).size(), 1u);

  json maintenance = {{"code", 503}, {"msg", "m"}, {"data", {{"endsAt", 5}}}};
  EXPECT_EQ(document_.check_answer("/wallet/deposit", 503, maintenance),
            std::vector<std::string>{});
  maintenance["data"] = nullptr;
  EXPECT_EQ(document_.check_answer("/wallet/deposit", 503, maintenance).size(), 1u);
}

}  // namespace
}  // namespace lobbykit::sandbox
