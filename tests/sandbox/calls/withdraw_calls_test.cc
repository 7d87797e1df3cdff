// Bound bank accounts, the fund password, withdrawals and the admin's decision.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class WithdrawCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
  json bind_ = {{"region", "BD"},
                {"bankCode", "BDT_BKASH"},
                {"accountNumber", "01700000000"},
                {"holderName", "Rahim Uddin"}};
  json withdrawal_ = {{"currency", "USDT"},       {"amount", 500},
                      {"bankCode", "BDT_BKASH"},  {"accountNumber", "01700000000"},
                      {"fundPassword", "123456"}, {"idempotencyKey", "w-1"}};

  void bind_and_set_password() {
    ASSERT_EQ(call("/withdraw/bind", bind_, token_).code(), 0);
    ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token_).code(), 0);
  }
};

TEST_F(WithdrawCallsTest, BindQueryListsTheRegionsBanksAndBoundAccounts) {
  Answer query = call("/withdraw/bind/query", "{}", token_);
  ASSERT_EQ(query.code(), 0) << query.body;
  EXPECT_EQ(query.data()["region"], "BD");
  EXPECT_EQ(query.data()["banks"].size(), 4u);
  EXPECT_EQ(query.data()["regions"],
            json::parse(R"([{"region":"BD","name":"Bangladesh","currency":"BDT"}])"));
  EXPECT_EQ(query.data()["accounts"], json::array());
  EXPECT_EQ(query.data()["fundPasswordSet"], false);
  bind_and_set_password();
  query = call("/withdraw/bind/query", json{{"region", "BD"}}, token_);
  EXPECT_EQ(query.data()["accounts"],
            json::parse(R"([{"bankAccountId":1,"region":"BD","bankCode":"BDT_BKASH",
                             "accountNumber":"01700000000","holderName":"Rahim Uddin"}])"));
  EXPECT_EQ(query.data()["fundPasswordSet"], true);
  EXPECT_EQ(call("/withdraw/bind/query", json{{"region", "JP"}}, token_).msg(),
            "field 'region' names no region of the bank lists: 'JP'");
}

TEST_F(WithdrawCallsTest, BindingChecksEveryField) {
  auto refused = [&](const char* field, json value) {
    json body = bind_;
    body[field] = std::move(value);
    Answer answer = call("/withdraw/bind", body, token_);
    EXPECT_EQ(answer.code(), 400);
    return answer.msg();
  };
  EXPECT_EQ(refused("region", "XX"), "field 'region' names no region of the bank lists: 'XX'");
  EXPECT_EQ(refused("bankCode", "ICBC"), "field 'bankCode' names no bank of region BD: 'ICBC'");
  EXPECT_EQ(refused("accountNumber", "0170-000"), "field 'accountNumber' must be 6 to 34 digits");
  EXPECT_EQ(refused("accountNumber", "12345"), "field 'accountNumber' must be 6 to 34 digits");
  EXPECT_EQ(refused("holderName", "R2D2"),
            "field 'holderName' must be 2 to 64 letters, spaces, dots, hyphens or apostrophes");
  EXPECT_EQ(refused("holderName", "   "),
            "field 'holderName' must be 2 to 64 letters, spaces, dots, hyphens or apostrophes");
  EXPECT_EQ(call("/withdraw/bind/query", "{}", token_).data()["accounts"], json::array());
  json bengali = bind_;
  bengali["holderName"] = "রহিম উদ্দিন";
  EXPECT_EQ(call("/withdraw/bind", bengali, token_).code(), 0);
}

TEST_F(WithdrawCallsTest, TheFundPasswordIsSetOnceThenChangedWithTheOldOne) {
  for (const char* refused : {"12345", "1234567", "12345a", "１２３４５６"}) {
    Answer answer = call("/fund-password/set", json{{"password", refused}}, token_);
    EXPECT_EQ(answer.code(), 400) << refused;
    EXPECT_EQ(answer.msg(), "field 'password' must be six digits") << refused;
  }
  ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token_).code(), 0);
  Answer again = call("/fund-password/set", json{{"password", "654321"}}, token_);
  EXPECT_EQ(again.msg(), "field 'oldPassword' is required");
  again = call("/fund-password/set", json{{"password", "654321"}, {"oldPassword", "nope"}}, token_);
  EXPECT_EQ(again.code(), 403);
  EXPECT_EQ(again.msg(), "the fund password is wrong");
  EXPECT_EQ(
      call("/fund-password/set", json{{"password", "654321"}, {"oldPassword", "123456"}}, token_)
          .code(),
      0);
}

TEST_F(WithdrawCallsTest, AWithdrawalNeedsABoundAccountTheFundPasswordAndTheFunds) {
  std::int64_t rows = ledger_rows();
  EXPECT_EQ(call("/wallet/withdraw", withdrawal_, token_).msg(),
            "no bound bank account BDT_BKASH 01700000000: bind it first (/withdraw/bind)");
  ASSERT_EQ(call("/withdraw/bind", bind_, token_).code(), 0);
  EXPECT_EQ(call("/wallet/withdraw", withdrawal_, token_).msg(), "set a fund password first");
  ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token_).code(), 0);
  json wrong = withdrawal_;
  wrong["fundPassword"] = "123457";
  EXPECT_EQ(call("/wallet/withdraw", wrong, token_).msg(), "the fund password is wrong");
  json poor = withdrawal_;
  poor["amount"] = 100001;
  Answer refused = call("/wallet/withdraw", poor, token_);
  EXPECT_EQ(refused.code(), 402);
  EXPECT_EQ(refused.msg(), "the USDT balance is too low");
  EXPECT_EQ(ledger_rows(), rows);

  Answer answer = call("/wallet/withdraw", withdrawal_, token_);
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.data()["balance"], 99500);
  EXPECT_EQ(answer.data()["state"], "pending");
  EXPECT_EQ(call("/wallet/withdraw", withdrawal_, token_).body, answer.body);  // a retry
  EXPECT_EQ(ledger_and_balance("demo", "USDT", AccountKind::kPendingWithdrawal).second, 500);
  Answer list = call("/withdraw/list", "{}", token_);
  EXPECT_EQ(list.data()["total"], 1);
  EXPECT_EQ(list.data()["list"][0]["state"], "pending");
  EXPECT_EQ(list.data()["list"][0]["holderName"], "Rahim Uddin");
  EXPECT_EQ(list.data()["list"][0]["decidedAt"], nullptr);
}

TEST_F(WithdrawCallsTest, TheAdminApprovesToTheHouseOrRejectsBackToTheWalletWithPush53) {
  bind_and_set_password();
  std::int64_t first = call("/wallet/withdraw", withdrawal_, token_).data()["withdrawalId"];
  withdrawal_["idempotencyKey"] = "w-2";
  withdrawal_["amount"] = 700;
  std::int64_t second = call("/wallet/withdraw", withdrawal_, token_).data()["withdrawalId"];
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 98800);

  now_ += 60;
  Answer paid = admin(json{{"withdrawalId", first}, {"decision", "approve"}}, kAdminToken, true,
                      "/admin/withdrawal");
  ASSERT_EQ(paid.code(), 0) << paid.body;
  EXPECT_EQ(paid.data()["state"], "paid");
  EXPECT_EQ(paid.data()["decidedAt"], kStartTime + 60);
  std::size_t pushes = events_.pushes().size();
  Answer rejected = admin(json{{"withdrawalId", second}, {"decision", "reject"}}, kAdminToken, true,
                          "/admin/withdrawal");
  ASSERT_EQ(rejected.code(), 0) << rejected.body;
  EXPECT_EQ(rejected.data()["state"], "rejected");
  auto all = events_.pushes();
  ASSERT_EQ(all.size(), pushes + 2);  // the decision's mail (54), then the refund (53)
  EXPECT_EQ(all[pushes].cmd, 54);
  EXPECT_EQ(all.back().cmd, 53);
  EXPECT_EQ(all.back().data,
            json::parse(R"({"addBalance":700,"currency":"USDT","balance":99500})"));
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 99500);
  EXPECT_EQ(ledger_and_balance("demo", "USDT", AccountKind::kPendingWithdrawal).second, 0);

  Answer twice = admin(json{{"withdrawalId", second}, {"decision", "approve"}}, kAdminToken, true,
                       "/admin/withdrawal");
  EXPECT_EQ(twice.code(), 409);
  EXPECT_EQ(twice.msg(), "withdrawal 2 is already rejected");
  EXPECT_EQ(admin(json{{"withdrawalId", 9}, {"decision", "approve"}}, kAdminToken, true,
                  "/admin/withdrawal")
                .msg(),
            "no withdrawal 9");
  EXPECT_EQ(admin(json{{"withdrawalId", 1}, {"decision", "maybe"}}, kAdminToken, true,
                  "/admin/withdrawal")
                .msg(),
            "field 'decision' must be 'approve' or 'reject'");
  auto list = call("/withdraw/list", json{{"pageSize", 20}}, token_).data()["list"];
  EXPECT_EQ(list[0]["state"], "rejected");
  EXPECT_EQ(list[1]["state"], "paid");
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

}  // namespace
}  // namespace lobbykit::sandbox
