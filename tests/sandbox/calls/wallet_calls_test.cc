// Currencies, balances, the direct deposit and idempotency through the Service.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class WalletCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
};

TEST_F(WalletCallsTest, CurrenciesPutTheDefaultFirst) {
  Answer answer = call("/recharge/channel");
  ASSERT_EQ(answer.code(), 0);
  const auto& currencies = answer.data()["currencies"];
  ASSERT_EQ(currencies.size(), 3u);
  EXPECT_EQ(currencies[0]["abbr"], "USDT");  // the fixture lists BDT first
  EXPECT_EQ(currencies[1]["abbr"], "BDT");
  EXPECT_EQ(currencies[0]["currency_rate"], 1.0);
  // The deposit limits of every method of the catalogue's currencies (payment_limits.cc).
  const auto& limits = answer.data()["methodLimits"];
  ASSERT_EQ(limits.size(), 7u);
  EXPECT_EQ(limits[0],
            json::parse(R"({"currency":"BDT","method":"bkash","min":20000,"max":2500000})"));
  EXPECT_EQ(limits[6],
            json::parse(R"({"currency":"USDT","method":"trc20","min":1000,"max":10000000})"));
}

TEST_F(WalletCallsTest, RefreshBalanceShowsTheSeededBalances) {
  Answer answer = call("/refresh-balance", "{}", token_);
  EXPECT_EQ(answer.data()["currency"], "USDT");
  EXPECT_EQ(answer.data()["balance"], 100000);
  EXPECT_EQ(
      answer.data()["balances"],
      json::parse(R"([{"currency":"BDT","amount":5000000},{"currency":"USDT","amount":100000}])"));
  EXPECT_EQ(call("/transfer-out-balance", "{}", token_).data()["transferred"], 0);
}

TEST_F(WalletCallsTest, ALaunchTakesTheBalanceIntoTheGameAndTransferOutBringsItBack) {
  EXPECT_EQ(call("/game/launch", R"({"gameId":"fairway-fortune"})", token_).data()["transferred"],
            100000);
  EXPECT_EQ(call("/refresh-balance", "{}", token_).data()["balance"], 0);
  Answer back = call("/transfer-out-balance", "{}", token_);
  ASSERT_EQ(back.code(), 0) << back.body;
  EXPECT_EQ(back.data()["transferred"], 100000);
  EXPECT_EQ(back.data()["balance"], 100000);
  EXPECT_EQ(ledger_and_balance("demo", "USDT"),
            (std::pair<std::int64_t, std::int64_t>{100000, 100000}));
  EXPECT_EQ(ledger_and_balance("demo", "USDT", AccountKind::kGame),
            (std::pair<std::int64_t, std::int64_t>{0, 0}));
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
  EXPECT_EQ(call("/transfer-out-balance", "{}", token_).data()["transferred"], 0);
}

TEST_F(WalletCallsTest, DepositIsCreditedAtOnceAndPushes53) {
  Answer answer =
      call("/wallet/deposit",
           json{{"currency", "USDT"}, {"amount", 2550}, {"idempotencyKey", "d-1"}}, token_);
  ASSERT_EQ(answer.code(), 0) << answer.body;
  // demo signed up now: the first deposit earns the welcome packet's 120% (welcome_bonus_test.cc).
  EXPECT_EQ(answer.data()["bonus"], 3060);
  EXPECT_EQ(answer.data()["balance"], 100000 + 2550 + 3060);
  auto pushes = events_.pushes();
  ASSERT_FALSE(pushes.empty());
  EXPECT_EQ(pushes.back().cmd, 53);
  EXPECT_EQ(pushes.back().data["addBalance"], 2550 + 3060);
  auto [ledger, balance] = ledger_and_balance("demo", "USDT");
  EXPECT_EQ(ledger, balance);
  EXPECT_EQ(balance, 100000 + 2550 + 3060);
}

TEST_F(WalletCallsTest, ARetriedDepositIsAppliedOnceAndAnsweredTheSame) {
  json body = {{"currency", "USDT"}, {"amount", 700}, {"idempotencyKey", "retry-me"}};
  Answer first = call("/wallet/deposit", body, token_);
  Answer second = call("/wallet/deposit", body, token_);
  EXPECT_EQ(first.body, second.body);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 100700 + 840);  // its welcome bonus once
  body["amount"] = 800;
  Answer conflict = call("/wallet/deposit", body, token_);
  EXPECT_EQ(conflict.code(), 409);
  EXPECT_EQ(conflict.msg(), "idempotencyKey 'retry-me' was used for another request");
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 100700 + 840);
}

TEST_F(WalletCallsTest, BadDepositsWriteNothing) {
  std::int64_t rows = ledger_rows();
  EXPECT_EQ(call("/wallet/deposit", R"({"currency":"USDT","amount":10)", token_).msg(),
            "body is not valid JSON");
  EXPECT_EQ(call("/wallet/deposit",
                 json{{"currency", "USDT"}, {"amount", 10.5}, {"idempotencyKey", "k"}}, token_)
                .msg(),
            "field 'amount' must be an integer");
  EXPECT_EQ(call("/wallet/deposit",
                 json{{"currency", "USDT"}, {"amount", 0}, {"idempotencyKey", "k"}}, token_)
                .msg(),
            "field 'amount' must be between 1 and 10000000000");
  EXPECT_EQ(call("/wallet/deposit",
                 json{{"currency", "XXX"}, {"amount", 1}, {"idempotencyKey", "k"}}, token_)
                .msg(),
            "field 'currency' names no currency of the catalogue: 'XXX'");
  EXPECT_EQ(call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 1}}, token_).msg(),
            "field 'idempotencyKey' is required");
  EXPECT_EQ(
      call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 1}, {"idempotencyKey", "k"}})
          .code(),
      401);
  EXPECT_EQ(ledger_rows(), rows);
}

}  // namespace
}  // namespace lobbykit::sandbox
