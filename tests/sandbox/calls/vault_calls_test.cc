// The vault: in is free, out needs the fund password; both are ledger transfers.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class VaultCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
};

TEST_F(VaultCallsTest, MoneyMovesInFreelyAndOutWithTheFundPassword) {
  json in = {{"currency", "USDT"}, {"amount", 40000}, {"idempotencyKey", "v-1"}};
  Answer moved = call("/vault/in", in, token_);
  ASSERT_EQ(moved.code(), 0) << moved.body;
  EXPECT_EQ(
      moved.data(),
      json::parse(R"({"currency":"USDT","amount":40000,"balance":60000,"vaultBalance":40000})"));
  EXPECT_EQ(call("/vault/in", in, token_).body, moved.body);
  EXPECT_EQ(call("/vault/info", "{}", token_).data()["vault"],
            json::parse(R"([{"currency":"USDT","amount":40000}])"));

  json out = {{"currency", "USDT"},
              {"amount", 15000},
              {"fundPassword", "123456"},
              {"idempotencyKey", "v-2"}};
  EXPECT_EQ(call("/vault/out", out, token_).msg(), "set a fund password first");
  EXPECT_EQ(call("/vault/info", "{}", token_).data()["fundPasswordSet"], false);
  ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token_).code(), 0);
  EXPECT_EQ(call("/vault/info", "{}", token_).data()["fundPasswordSet"], true);
  json wrong = out;
  wrong["fundPassword"] = "guess";
  EXPECT_EQ(call("/vault/out", wrong, token_).msg(), "the fund password is wrong");
  json greedy = out;
  greedy["amount"] = 40001;
  EXPECT_EQ(call("/vault/out", greedy, token_).code(), 402);
  Answer back = call("/vault/out", out, token_);
  ASSERT_EQ(back.code(), 0) << back.body;
  EXPECT_EQ(back.data()["vaultBalance"], 25000);
  EXPECT_EQ(back.data()["balance"], 75000);
  EXPECT_EQ(ledger_and_balance("demo", "USDT", AccountKind::kVault),
            (std::pair<std::int64_t, std::int64_t>{25000, 25000}));
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
  json poor = in;
  poor["amount"] = 75001;
  poor["idempotencyKey"] = "v-3";
  EXPECT_EQ(call("/vault/in", poor, token_).msg(), "the USDT balance is too low");
}

}  // namespace
}  // namespace lobbykit::sandbox
