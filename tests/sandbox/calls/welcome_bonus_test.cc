// The welcome packet's bonus on deposits (issue 20): rewardRate (+ extraRate
// for the extended first pay) percent of the deposit, rounded down, capped
// at 100000 minor units, credited once per deposit as a welcome_bonus
// transfer, whichever call pays the deposit.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class WelcomeBonusTest : public SandboxFixture {
 protected:
  // A new player, signed up now: the packet's offers all run.
  std::string token_ = register_player("newcomer");

  std::string register_player(const std::string& account) {
    Answer answer = call("/user/register", json{{"account", account}, {"password", "secret123"}});
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["token"];
  }
  std::string sign_in_as(const std::string& account) {
    Answer answer = call("/user/login", json{{"account", account}, {"password", "secret123"}});
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["token"];
  }
  Answer deposit(std::int64_t amount, const std::string& key, const std::string& currency = "USDT",
                 const std::string& token = "") {
    return call("/wallet/deposit",
                json{{"currency", currency}, {"amount", amount}, {"idempotencyKey", key}},
                token.empty() ? token_ : token);
  }
  Answer pay(std::int64_t amount, const std::string& key) {
    Answer created = call(
        "/payment/create",
        json{
            {"currency", "USDT"}, {"method", "trc20"}, {"amount", amount}, {"idempotencyKey", key}},
        token_);
    EXPECT_EQ(created.code(), 0) << created.body;
    return call("/payment/confirm", json{{"paymentId", created.data()["paymentId"]}});
  }
  std::int64_t bonuses(const std::string& account = "newcomer") {
    Database db(config_.database);
    return Ledger(db).transfer_count(Players(db).find_by_account(account)->id,
                                     TransferKind::kWelcomeBonus);
  }
  std::vector<json> pushes_53() {
    std::vector<json> found;
    for (const auto& push : events_.pushes()) {
      if (push.cmd == 53) found.push_back(push.data);
    }
    return found;
  }
};

TEST_F(WelcomeBonusTest, EachStageCreditsItsRateOnceAndTheFourthNothing) {
  Answer first = deposit(1000, "d1");  // the extended first pay: 100 + 20 percent
  ASSERT_EQ(first.code(), 0) << first.body;
  EXPECT_EQ(first.data()["bonus"], 1200);
  EXPECT_EQ(first.data()["balance"], 2200);
  EXPECT_EQ(pushes_53().back(),
            (json{{"addBalance", 2200}, {"currency", "USDT"}, {"balance", 2200}}));
  EXPECT_EQ(deposit(999, "d2").data()["bonus"], 499);  // 50 percent, rounded down
  Answer third = deposit(1001, "d3");
  EXPECT_EQ(third.data()["bonus"], 300);  // 30 percent of 1001 is 300.3
  EXPECT_EQ(third.data()["balance"], 2200 + 999 + 499 + 1001 + 300);
  Answer fourth = deposit(1000, "d4");
  EXPECT_EQ(fourth.data()["bonus"], 0);
  EXPECT_EQ(pushes_53().back()["addBalance"], 1000);
  EXPECT_EQ(bonuses(), 3);
  EXPECT_EQ(call("/welcome/packet", "{}", token_).data()["payCount"], 4);
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

TEST_F(WelcomeBonusTest, AfterTheExtraCountdownTheFirstPayEarnsItsRateAlone) {
  now_ += 86400;
  Answer packet = call("/welcome/packet", "{}", token_);
  EXPECT_EQ(packet.data()["firstPay"]["extraCountdown"], 0);
  EXPECT_EQ(packet.data()["firstPay"]["countdown"], 6 * 86400);
  EXPECT_EQ(deposit(1000, "d1").data()["bonus"], 1000);
}

TEST_F(WelcomeBonusTest, AfterTheWindowNoDepositEarnsABonus) {
  std::string other = register_player("second_one");
  EXPECT_EQ(deposit(100, "o1", "USDT", other).data()["bonus"], 120);
  // One second before the window closes, the second offer still runs.
  now_ += 7 * 86400 - 1;
  other = sign_in_as("second_one");
  EXPECT_EQ(deposit(100, "o2", "USDT", other).data()["bonus"], 50);
  now_ += 1;
  EXPECT_EQ(deposit(100, "o3", "USDT", other).data()["bonus"], 0);
  token_ = sign_in_as("newcomer");
  EXPECT_EQ(call("/welcome/packet", "{}", token_).data()["firstPay"]["countdown"], 0);
  Answer late = deposit(1000, "d1");
  EXPECT_EQ(late.data()["bonus"], 0);
  EXPECT_EQ(late.data()["balance"], 1000);
  Answer late_payment = pay(1000, "p-late");  // a paid payment without a bonus answers 0
  EXPECT_EQ(late_payment.data()["state"], "paid");
  EXPECT_EQ(late_payment.data()["bonus"], 0);
  EXPECT_EQ(bonuses(), 0);
}

TEST_F(WelcomeBonusTest, TheBonusIsCappedAt100000MinorUnits) {
  Answer big = deposit(5'000'000, "big");
  EXPECT_EQ(big.data()["bonus"], 100000);
  EXPECT_EQ(big.data()["balance"], 5'100'000);
}

TEST_F(WelcomeBonusTest, ABonusIsInTheDepositsCurrency) {
  Answer bdt = deposit(20000, "bdt", "BDT");
  EXPECT_EQ(bdt.data()["bonus"], 24000);
  EXPECT_EQ(ledger_and_balance("newcomer", "BDT").second, 44000);
  EXPECT_EQ(ledger_and_balance("newcomer", "USDT").second, 0);
}

TEST_F(WelcomeBonusTest, ARetriedDepositCreditsItsBonusOnce) {
  Answer first = deposit(1000, "same");
  Answer again = deposit(1000, "same");
  EXPECT_EQ(again.body, first.body);
  EXPECT_EQ(bonuses(), 1);
  EXPECT_EQ(ledger_and_balance("newcomer", "USDT").second, 2200);
  EXPECT_EQ(deposit(1001, "same").code(), 409);
}

TEST_F(WelcomeBonusTest, APaymentConfirmedCreditsTheBonusOnceAndPushesDepositPlusBonus) {
  Answer paid = pay(2000, "p1");
  ASSERT_EQ(paid.data()["state"], "paid");
  EXPECT_EQ(paid.data()["bonus"], 2400);
  EXPECT_EQ(pushes_53().back(),
            (json{{"addBalance", 4400}, {"currency", "USDT"}, {"balance", 4400}}));
  std::size_t pushed = pushes_53().size();
  // The page confirms again: nothing more.
  Answer again = call("/payment/confirm", json{{"paymentId", paid.data()["paymentId"]}});
  EXPECT_EQ(again.data(), paid.data());
  EXPECT_EQ(pushes_53().size(), pushed);
  EXPECT_EQ(bonuses(), 1);
  EXPECT_EQ(ledger_and_balance("newcomer", "USDT").second, 4400);
  // Both paths count towards the same stages: the next deposit is the second.
  EXPECT_EQ(deposit(1000, "d2").data()["bonus"], 500);
  EXPECT_EQ(pay(1000, "p3").data()["bonus"], 300);  // the third: 30 percent
  EXPECT_EQ(pushes_53().back()["addBalance"], 1300);
  EXPECT_EQ(bonuses(), 3);
  EXPECT_EQ(ledger_and_balance("newcomer", "USDT").second, 4400 + 1500 + 1300);
}

}  // namespace
}  // namespace lobbykit::sandbox
