// The admin ledger check on a running service.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class AdminLedgerTest : public SandboxFixture {
 protected:
  Answer check(const std::string& token = kAdminToken, bool loopback = true) {
    return admin(json::object(), token, loopback, "/admin/ledger");
  }
};

TEST_F(AdminLedgerTest, TheSeededLedgerIsConsistent) {
  Answer answer = check();
  ASSERT_EQ(answer.code(), 0) << answer.body;
  // demo's USDT and BDT wallets and USDT game account, demo2's USDT wallet, the USDT and BDT
  // house; the three seeds, and demo's seeded rounds (game in, three bets, a win, game out)
  EXPECT_EQ(answer.data(), json::parse(R"({"consistent":true,"problems":[],"accounts":6,
                                           "transfers":9})"));
}

TEST_F(AdminLedgerTest, NamesEachBrokenInvariant) {
  {
    Database db(config_.database);
    db.execute("UPDATE accounts SET balance = balance + 7 WHERE id = 2");
  }
  Answer answer = check();
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.data()["consistent"], false);
  EXPECT_EQ(answer.data()["problems"], json::parse(R"([
              "account 2 (wallet of player 1 in USDT): balance 100007 but its transfers sum to 100000",
              "the USDT balances sum to 7, not 0: money was made or lost"])"));
}

TEST_F(AdminLedgerTest, IsLoopbackOnlyWithTheAdminToken) {
  EXPECT_EQ(check(kAdminToken, false).code(), 403);
  EXPECT_EQ(check("wrong").code(), 401);
  EXPECT_EQ(admin(json::object(), kAdminToken, true, "/admin/nothing").msg(),
            "unknown admin command '/admin/nothing'");
}

}  // namespace
}  // namespace lobbykit::sandbox
