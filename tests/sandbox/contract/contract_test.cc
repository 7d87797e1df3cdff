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

  static std::string init_data() {
    std::string query = "auth_date=" + std::to_string(kStartTime) +
                        "&user=%7B%22id%22%3A5%2C%22username%22%3A%22zed%22%7D";
    return query + "&hash=" + init_data_hash(parse_query_string(query), kBotToken);
  }
};

TEST_F(ContractTest, TheDocumentListsExactlyTheRouteTableAndTheAdminCommands) {
  std::set<std::string> table = {"/admin/event", "/admin/ledger"};
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
  exchange("/user/register", {{"account", "contract_1"}, {"password", "secret123"}});
  std::string token =
      exchange("/user/login", {{"account", "demo"}, {"password", "demo1234"}}).data()["token"];
  const json empty = json::object();
  for (const char* path :
       {"/user/get/info", "/refresh-balance", "/transfer-out-balance", "/welcome/packet",
        "/get/spin-score", "/signin/info", "/general/reward", "/task/info", "/withdraw/bind/query",
        "/game/favorite/list", "/game/recent/list"}) {
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
  exchange("/wallet/withdraw",
           {{"currency", "USDT"},
            {"amount", 10},
            {"bankCode", "BDT_BKASH"},
            {"accountNumber", "017"},
            {"idempotencyKey", "c-w"}},
           token);
  exchange("/withdraw/bind/query", empty, token);
  exchange("/signin/claim", {{"idempotencyKey", "c-s"}}, token);
  exchange("/task/claim", {{"rewardId", 2}, {"idempotencyKey", "c-t"}}, token);
  exchange("/spinwheel/spin", {{"wheelId", 1}, {"idempotencyKey", "c-p"}}, token);
  exchange("/game/favorite/add", {{"gameId", "fairway-fortune"}}, token);
  exchange("/game/favorite/remove", {{"gameId", "fairway-fortune"}}, token);
  exchange("/game/launch", {{"gameId", "fairway-fortune"}}, token);
  exchange("/game/recent/list", empty, token);
  exchange("/admin/event", {{"account", "demo"}, {"cmd", 53}, {"data", {{"addBalance", 5}}}});
  exchange("/admin/ledger", empty);
  exchange("/user/logout", empty, token);

  std::set<std::string> every = {"/admin/event", "/admin/ledger"};
  for (const auto& route : all_calls()) every.insert(std::string(route.path));
  EXPECT_EQ(answered_, every);
}

TEST_F(ContractTest, RefusalsMatchTheErrorEnvelope) {
  std::string token = sign_in();
  exchange("/wallet/deposit", {{"currency", "USDT"}, {"amount", "1"}, {"idempotencyKey", "e"}},
           token, 400);
  exchange("/user/get/info", json::object(), "", 401);
  exchange("/wallet/withdraw",
           {{"currency", "USDT"},
            {"amount", 100000000},
            {"bankCode", "BDT_BKASH"},
            {"accountNumber", "1"},
            {"idempotencyKey", "e"}},
           token, 402);
  exchange("/task/claim", {{"rewardId", 2}, {"idempotencyKey", "e2"}}, token, 403);
  exchange("/game/launch", {{"gameId", "nope"}}, token, 404);
  exchange("/signin/claim", {{"idempotencyKey", "e"}}, token, 0);
  exchange("/signin/claim", {{"idempotencyKey", "e3"}}, token, 409);
  for (int i = 0; i < 5; ++i)
    exchange("/user/login", {{"account", "demo2"}, {"password", "wrong-pass"}}, "", 401);
  exchange("/user/login", {{"account", "demo2"}, {"password", "demo1234"}}, "", 429);
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

}  // namespace
}  // namespace lobbykit::sandbox
