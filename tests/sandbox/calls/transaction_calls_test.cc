// /transaction/list: every transfer of the player, filtered and paged.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class TransactionCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
};

TEST_F(TransactionCallsTest, EveryTransferIsListedNewestFirstWithTypeAndDateFilters) {
  for (int i = 1; i <= 12; ++i) {
    now_ += 100;
    ASSERT_EQ(
        call(
            "/wallet/deposit",
            json{{"currency", "USDT"}, {"amount", i}, {"idempotencyKey", "t-" + std::to_string(i)}},
            token_)
            .code(),
        0);
  }
  now_ += 100;
  call("/vault/in", json{{"currency", "USDT"}, {"amount", 50}, {"idempotencyKey", "v"}}, token_);
  Answer all = call("/transaction/list", "{}", token_);
  ASSERT_EQ(all.code(), 0) << all.body;
  std::int64_t total = all.data()["total"];  // the seeded balances are transfers too
  EXPECT_GE(total, 13);
  EXPECT_EQ(all.data()["list"].size(), 10u);
  EXPECT_EQ(all.data()["list"][0],
            json::parse(R"({"transferId":)" + std::to_string(ledger_rows()) +
                        R"(,"type":"vault_in","currency":"USDT","amount":50,"from":"wallet",)"
                        R"("to":"vault","createdAt":)" +
                        std::to_string(kStartTime + 1300) + R"(,"gameId":null})"));
  Answer deposits =
      call("/transaction/list", json{{"type", "deposit"}, {"pageSize", 10}, {"page", 2}}, token_);
  EXPECT_EQ(deposits.data()["total"], 12);
  EXPECT_EQ(deposits.data()["list"].size(), 2u);
  EXPECT_EQ(deposits.data()["list"][1]["amount"], 1);
  Answer window =
      call("/transaction/list", json{{"from", kStartTime + 200}, {"to", kStartTime + 500}}, token_);
  // with the welcome bonus of the second deposit (1, at +200; the third's 30% of 3 rounds to 0)
  EXPECT_EQ(window.data()["total"], 4);
  // A group of kinds, as a history's "Deposits" or "Vault" filter sends it.
  Answer group =
      call("/transaction/list",
           json{{"types", json::array({"deposit", "vault_in"})}, {"pageSize", 20}}, token_);
  EXPECT_EQ(group.data()["total"], 13);
  EXPECT_EQ(group.data()["list"][0]["type"], "vault_in");
  EXPECT_EQ(call("/transaction/list", json{{"type", "loan"}}, token_).msg(),
            "field 'type' names no kind of transfer: 'loan'");
  EXPECT_EQ(
      call("/transaction/list", json{{"types", json::array({"deposit", "loan"})}}, token_).msg(),
      "field 'type' names no kind of transfer: 'loan'");
  EXPECT_EQ(call("/transaction/list", json{{"types", json::array()}}, token_).msg(),
            "field 'types' must be an array of 1-16 strings");
  EXPECT_EQ(call("/transaction/list", "{}").code(), 401);
}

TEST_F(TransactionCallsTest, GameTransfersBetsAndWinsNameTheirGame) {
  ASSERT_EQ(call("/wallet/deposit",
                 json{{"currency", "USDT"}, {"amount", 500}, {"idempotencyKey", "d"}}, token_)
                .code(),
            0);
  Answer launched = call("/game/launch", json{{"gameId", "fairway-fortune"}}, token_);
  ASSERT_EQ(launched.code(), 0) << launched.body;
  Answer round = call(
      "/game/spin",
      json{{"launchId", launched.data()["launchId"]}, {"stake", 100}, {"idempotencyKey", "s"}});
  ASSERT_EQ(round.code(), 0) << round.body;
  ASSERT_EQ(call("/transfer-out-balance", "{}", token_).code(), 0);
  Answer game = call("/transaction/list",
                     json{{"types", json::array({"game_in", "game_out", "bet", "win"})}}, token_);
  ASSERT_GE(game.data()["list"].size(), 3u);
  for (const auto& row : game.data()["list"]) EXPECT_EQ(row["gameId"], "fairway-fortune") << row;
  Answer deposit = call("/transaction/list", json{{"type", "deposit"}}, token_);
  EXPECT_TRUE(deposit.data()["list"][0]["gameId"].is_null());
}

}  // namespace
}  // namespace lobbykit::sandbox
