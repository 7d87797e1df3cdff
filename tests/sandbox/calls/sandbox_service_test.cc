// The dispatcher: unknown calls, size limit, seeding, and many threads
// against one player keeping the ledger balanced.
#include "sandbox/calls/sandbox_service.h"

#include <gtest/gtest.h>

#include <thread>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class SandboxServiceTest : public SandboxFixture {};

TEST_F(SandboxServiceTest, UnknownCallsAre404) {
  Answer answer = call("/no/such/call");
  EXPECT_EQ(answer.status, 404);
  EXPECT_EQ(answer.envelope,
            json::parse(R"({"code":404,"msg":"unknown call '/no/such/call'","data":null})"));
}

// The defect (fuzz target request_router): the path is raw bytes of the
// target, and quoting one that is not UTF-8 threw out of the service.
TEST_F(SandboxServiceTest, AnUnknownCallWhosePathIsNotUtf8IsA404) {
  Answer answer = call("/no/\xc3(");
  EXPECT_EQ(answer.status, 404);
  EXPECT_EQ(answer.msg(), "unknown call '/no/\xef\xbf\xbd('");
}

TEST_F(SandboxServiceTest, BodiesOver64KiBAre413) {
  std::string big = R"({"pid":")" + std::string(70 * 1024, 'x') + R"("})";
  Answer answer = call("/game/category", big);
  EXPECT_EQ(answer.status, 413);
  EXPECT_EQ(answer.msg(), "the body is larger than 65536 bytes");
}

TEST_F(SandboxServiceTest, ReopeningKeepsTheDataAndSeedsOnce) {
  std::string token = sign_in();
  call("/wallet/deposit", json{{"currency", "USDT"}, {"amount", 5}, {"idempotencyKey", "k"}},
       token);
  service_.reset();
  service_ = open_sandbox_service(config_);
  // 5 and its welcome bonus, 6 (120%)
  EXPECT_EQ(call("/refresh-balance", "{}", token).data()["balance"], 100011);
  EXPECT_EQ(ledger_and_balance("demo", "USDT").first, 100011);
}

// The service checks the ledger when it opens and will not serve money
// that does not add up.
TEST_F(SandboxServiceTest, AnInconsistentLedgerIsRefusedAtStart) {
  service_.reset();
  {
    Database db(config_.database);
    db.execute("UPDATE accounts SET balance = balance + 1 WHERE kind = 'wallet' AND id = 2");
  }
  try {
    open_sandbox_service(config_);
    FAIL() << "no error";
  } catch (const std::exception& error) {
    EXPECT_EQ(std::string(error.what()),
              "the ledger of '" + config_.database.string() +
                  "' is inconsistent: account 2 (wallet of player 1 in USDT): balance 100001 but "
                  "its transfers sum to 100000 and 1 more problem (delete the file to start "
                  "afresh)");
  }
}

TEST_F(SandboxServiceTest, AMissingCatalogueIsAClearError) {
  ServiceConfig config = config_;
  config.catalogue = folder_.path() / "missing.json";
  try {
    open_sandbox_service(config);
    FAIL() << "no error";
  } catch (const std::exception& error) {
    EXPECT_EQ(std::string(error.what()), "cannot read catalogue '" + config.catalogue.string() +
                                             "' (run `lobbykit build` first)");
  }
}

// Many threads: deposits, withdrawals, claims and spins against one player,
// every key sent twice from different threads. Afterwards the balance equals
// the ledger and every key was applied once.
TEST_F(SandboxServiceTest, ConcurrentCallsKeepTheLedgerBalancedAndApplyEachKeyOnce) {
  std::string token = sign_in();
  admin({{"account", "demo"}, {"cmd", 60}, {"data", {{"spinScore", 100 * 20}}}});
  ASSERT_EQ(call("/withdraw/bind",
                 json{{"region", "BD"},
                      {"bankCode", "BDT_UPAY"},
                      {"accountNumber", "01700000000"},
                      {"holderName", "Demo Player"}},
                 token)
                .code(),
            0);
  ASSERT_EQ(call("/fund-password/set", json{{"password", "123456"}}, token).code(), 0);
  constexpr int kThreads = 8;
  constexpr int kKeys = 20;
  std::atomic<int> failures = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kKeys; ++i) {
        // threads t and t^1 send the same keys
        std::string key = std::to_string(t / 2) + "-" + std::to_string(i);
        Answer deposit =
            call("/wallet/deposit",
                 json{{"currency", "USDT"}, {"amount", 100}, {"idempotencyKey", "d" + key}}, token);
        Answer withdraw = call("/wallet/withdraw",
                               json{{"currency", "USDT"},
                                    {"amount", 30},
                                    {"bankCode", "BDT_UPAY"},
                                    {"accountNumber", "01700000000"},
                                    {"fundPassword", "123456"},
                                    {"idempotencyKey", "w" + key}},
                               token);
        Answer spin =
            call("/spinwheel/spin",
                 json{{"wheelId", 1}, {"idempotencyKey", "s" + std::to_string(i)}}, token);
        if (deposit.code() != 0 || withdraw.code() != 0 || spin.code() != 0) ++failures;
        call("/task/claim", json{{"rewardId", 1}, {"idempotencyKey", "t" + key}}, token);
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  auto [ledger, balance] = ledger_and_balance("demo", "USDT");
  EXPECT_EQ(ledger, balance);
  Database db(config_.database);
  auto count = [&](const char* kind) {
    auto query =
        db.prepare("SELECT count(*), coalesce(sum(amount), 0) FROM transfers WHERE kind = ?1");
    query.bind(1, std::string(kind));
    query.step();
    return std::pair{query.integer(0), query.integer(1)};
  };
  EXPECT_EQ(count("deposit"), (std::pair<std::int64_t, std::int64_t>{kThreads / 2 * kKeys,
                                                                     kThreads / 2 * kKeys * 100}));
  EXPECT_EQ(count("withdraw"), (std::pair<std::int64_t, std::int64_t>{kThreads / 2 * kKeys,
                                                                      kThreads / 2 * kKeys * 30}));
  EXPECT_EQ(count("spin").first, kKeys);  // the same 20 spin keys from every thread
  EXPECT_EQ(count("task").first, 1);      // one task, taken once whatever the key
  EXPECT_EQ(call("/get/spin-score", "{}", token).data()["spinScore"], 0);
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

}  // namespace
}  // namespace lobbykit::sandbox
