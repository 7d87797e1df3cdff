// Deposits as payments: created pending, confirmed once on the payment page
// (push 53) or cancelled, within the method's limits.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class PaymentCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
  json deposit_ = {
      {"currency", "USDT"}, {"method", "trc20"}, {"amount", 1234}, {"idempotencyKey", "p-1"}};
};

TEST_F(PaymentCallsTest, ConfirmingCreditsOnceAndPushes53) {
  Answer created = call("/payment/create", deposit_, token_);
  ASSERT_EQ(created.code(), 0) << created.body;
  std::string id = created.data()["paymentId"];
  EXPECT_EQ(created.data()["payUrl"], "/sandbox/pay/" + id);
  EXPECT_EQ(created.data()["state"], "pending");
  EXPECT_EQ(created.data()["bonus"], 0);
  EXPECT_EQ(call("/payment/create", deposit_, token_).body, created.body);  // a double submit
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 100000);

  now_ += 30;
  Answer paid = call("/payment/confirm", json{{"paymentId", id}});
  ASSERT_EQ(paid.code(), 0) << paid.body;
  EXPECT_EQ(paid.data()["state"], "paid");
  EXPECT_EQ(paid.data()["decidedAt"], kStartTime + 30);
  // With the welcome packet's bonus on demo's first deposit: 120%, 1480 (welcome_bonus_test.cc),
  // which the paid payment answers wherever it is read.
  EXPECT_EQ(paid.data()["bonus"], 1480);
  EXPECT_EQ(call("/payment/query", json{{"paymentId", id}}).data(), paid.data());
  EXPECT_EQ(call("/payment/list", "{}", token_).data()["list"][0], paid.data());
  EXPECT_EQ(ledger_and_balance("demo", "USDT"),
            (std::pair<std::int64_t, std::int64_t>{102714, 102714}));
  auto pushes = events_.pushes();
  ASSERT_FALSE(pushes.empty());
  EXPECT_EQ(pushes.back().cmd, 53);
  EXPECT_EQ(pushes.back().data,
            json::parse(R"({"addBalance":2714,"currency":"USDT","balance":102714})"));

  EXPECT_EQ(call("/payment/confirm", json{{"paymentId", id}}).data(), paid.data());
  EXPECT_EQ(events_.pushes().size(), pushes.size());
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 102714);
  Answer cancel = call("/payment/cancel", json{{"paymentId", id}});
  EXPECT_EQ(cancel.code(), 409);
  EXPECT_EQ(cancel.msg(), "payment '" + id + "' is paid");
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

TEST_F(PaymentCallsTest, ACancelledPaymentIsKeptAndNeverCredited) {
  std::string id = call("/payment/create", deposit_, token_).data()["paymentId"];
  Answer cancelled = call("/payment/cancel", json{{"paymentId", id}});
  EXPECT_EQ(cancelled.data()["state"], "cancelled");
  EXPECT_EQ(cancelled.data()["bonus"], 0);
  Answer confirm = call("/payment/confirm", json{{"paymentId", id}});
  EXPECT_EQ(confirm.code(), 409);
  EXPECT_EQ(confirm.msg(), "payment '" + id + "' was cancelled");
  EXPECT_EQ(ledger_and_balance("demo", "USDT").second, 100000);
  deposit_["idempotencyKey"] = "p-2";
  std::string second = call("/payment/create", deposit_, token_).data()["paymentId"];
  call("/payment/confirm", json{{"paymentId", second}});
  deposit_["idempotencyKey"] = "p-3";
  call("/payment/create", deposit_, token_);
  Answer all = call("/payment/list", "{}", token_);
  EXPECT_EQ(all.data()["total"], 3);
  EXPECT_EQ(all.data()["list"][0]["state"], "pending");
  EXPECT_EQ(all.data()["list"][1]["state"], "paid");
  EXPECT_EQ(all.data()["list"][2]["state"], "cancelled");
  EXPECT_EQ(call("/payment/list", json{{"state", "paid"}}, token_).data()["total"], 1);
  EXPECT_EQ(call("/payment/list", json{{"state", "lost"}}, token_).msg(),
            "field 'state' must be 'pending', 'paid' or 'cancelled'");
  EXPECT_EQ(call("/payment/query", json{{"paymentId", "nope"}}).msg(), "no payment 'nope'");
}

TEST_F(PaymentCallsTest, TheMethodsLimitsAreEnforced) {
  auto refused = [&](const char* method, std::int64_t amount) {
    json body = deposit_;
    body["method"] = method;
    body["amount"] = amount;
    body["idempotencyKey"] = std::string(method) + std::to_string(amount);
    return call("/payment/create", body, token_).msg();
  };
  EXPECT_EQ(refused("trc20", 999), "field 'amount' must be between 1000 and 10000000 for trc20");
  EXPECT_EQ(refused("trc20", 10'000'001),
            "field 'amount' must be between 1000 and 10000000 for trc20");
  EXPECT_EQ(refused("bkash", 5000), "field 'method' names no deposit method of USDT: 'bkash'");
  EXPECT_EQ(call("/payment/list", "{}", token_).data()["total"], 0);
}

}  // namespace
}  // namespace lobbykit::sandbox
