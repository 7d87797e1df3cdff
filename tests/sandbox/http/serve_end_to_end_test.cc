// The real `lobbykit serve` binary with the real sandbox service: what only a
// whole process can show (a crash mid-burst, a push end to end, shutdown).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <yaml-cpp/yaml.h>

#include <atomic>
#include <nlohmann/json.hpp>
#include <thread>

#include "sandbox/database.h"
#include "sandbox/ledger.h"
#include "sandbox/players.h"
#include "server_process.h"
#include "test_client.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox::http {
namespace {

using lobbykit::testing::read_file;
using lobbykit::testing::TemporaryFolder;
using lobbykit::testing::write_file;
using testing::ServerProcess;
using testing::TestConnection;
using testing::TestSocket;

constexpr const char* kAdminToken = "end-to-end-admin";

class ServeEndToEndTest : public ::testing::Test {
 protected:
  ServeEndToEndTest() { write_file(site() / "index.html", "<!doctype html><title>Lobby</title>"); }

  std::filesystem::path site() const { return folder_.path() / "site"; }
  std::filesystem::path log() const { return folder_.path() / "serve.log"; }

  std::unique_ptr<ServerProcess> start() {
    return std::make_unique<ServerProcess>(
        std::vector<std::string>{"--db", (folder_.path() / "sandbox.db").string(), "--site",
                                 site().string(), "--catalogue",
                                 LOBBYKIT_SOURCE_DIR "/tests/sandbox/fixtures/catalogue.json",
                                 "--admin-token", kAdminToken},
        log());
  }

  TemporaryFolder folder_;
};

nlohmann::json call(unsigned short port, const std::string& path, const nlohmann::json& body,
                    const std::string& token = "") {
  testing::Headers headers = {{"Content-Type", "application/json"}};
  if (!token.empty()) headers["token"] = token;
  testing::Response response = testing::request(port, "POST", "/api" + path, headers, body.dump());
  EXPECT_EQ(response.result_int(), 200) << path << ": " << response.body();
  return nlohmann::json::parse(response.body());
}

std::string sign_in_demo(unsigned short port) {
  return call(port, "/user/login",
              {{"account", "demo"}, {"password", "demo1234"}})["data"]["token"];
}

/// Signs `socket` in (cmd 1) with `token`; a test fails unless the server acknowledges it.
void sign_in_socket(TestSocket& socket, const std::string& token) {
  socket.send(
      nlohmann::json{{"cmd", 1}, {"token", token}, {"deviceId", "e2e"}, {"deviceType", "web"}}
          .dump());
  EXPECT_EQ(socket.receive(), R"({"cmd":1})");
}

std::int64_t usdt_balance(unsigned short port, const std::string& token) {
  nlohmann::json answer = call(port, "/refresh-balance", nlohmann::json::object(), token);
  for (const auto& balance : answer["data"]["balances"]) {
    if (balance["currency"] == "USDT") return balance["amount"];
  }
  ADD_FAILURE() << "no USDT balance";
  return -1;
}

struct Deposit {
  nlohmann::json request;
  std::string answer;  ///< the acknowledged answer; empty if none came
};

TEST_F(ServeEndToEndTest, EveryAcknowledgedDepositSurvivesAKillMidBurst) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  std::int64_t before = usdt_balance(server->port(), token);

  std::vector<Deposit> deposits;
  std::atomic<int> acknowledged = 0;
  std::thread burst([&] {
    TestConnection connection(server->port());
    for (int i = 1;; ++i) {
      nlohmann::json body = {
          {"currency", "USDT"}, {"amount", i}, {"idempotencyKey", "burst-" + std::to_string(i)}};
      deposits.push_back({body, ""});
      try {
        connection.send("POST", "/api/wallet/deposit",
                        {{"token", token}, {"Content-Type", "application/json"}}, body.dump());
        testing::Response response = connection.read_response();
        if (response.result_int() != 200) return;
        deposits.back().answer = response.body();
        ++acknowledged;
      } catch (const std::exception&) {
        return;  // the server is gone
      }
    }
  });
  while (acknowledged < 40) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  int status = server->kill_and_wait(SIGKILL);
  burst.join();
  ASSERT_TRUE(WIFSIGNALED(status));

  server = start();  // the same database file
  std::int64_t expected = before;
  for (const Deposit& deposit : deposits) {
    // A retry with the same key applies a lost deposit once, or gets the
    // first answer back: an acknowledged one must get exactly its answer.
    testing::Response again = testing::request(
        server->port(), "POST", "/api/wallet/deposit",
        {{"token", token}, {"Content-Type", "application/json"}}, deposit.request.dump());
    ASSERT_EQ(again.result_int(), 200) << again.body();
    if (!deposit.answer.empty()) {
      EXPECT_EQ(again.body(), deposit.answer) << deposit.request.dump();
    }
    // demo's first deposits earn the welcome packet's bonus (issue 20).
    expected += deposit.request["amount"].get<std::int64_t>() +
                nlohmann::json::parse(again.body())["data"]["bonus"].get<std::int64_t>();
  }
  EXPECT_GE(deposits.size(), 40u);
  EXPECT_EQ(usdt_balance(server->port(), token), expected);
}

// One money call of a stream: what was sent and what came back.
struct MoneyCall {
  std::string path;
  nlohmann::json request;
  std::string answer;  ///< empty if no answer came (the server was killed)
};

// A stream of every money call the sandbox has (deposits in two currencies,
// payments created and confirmed, withdrawals and the admin's approval or
// rejection, game launches, spins (bets and wins) and transfer-outs, vault
// moves in and out, a claim of an approved activity application, the welcome
// bonus of the first deposits), killed mid-stream. After a restart the ledger checks
// (the server refuses to start otherwise, and the test checks it again),
// every acknowledged call is there once, and the balances are the
// arithmetic of what was done: nothing is half-applied.
TEST_F(ServeEndToEndTest, EveryAcknowledgedTransferSurvivesAKillAndNoneIsHalfApplied) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  std::filesystem::path database = folder_.path() / "sandbox.db";
  auto wallet = [&](AccountKind kind, const std::string& currency) {
    Database db(database);
    std::int64_t demo = Players(db).find_by_account("demo")->id;
    return Ledger(db).balance({kind, demo, currency});
  };
  auto api = [&](const std::string& path, const nlohmann::json& body) {
    return testing::request(server->port(), "POST", "/api" + path,
                            {{"token", token}, {"Content-Type", "application/json"}}, body.dump());
  };
  ASSERT_EQ(api("/withdraw/bind", {{"region", "BD"},
                                   {"bankCode", "BDT_UPAY"},
                                   {"accountNumber", "01700000000"},
                                   {"holderName", "Demo Player"}})
                .result_int(),
            200);
  ASSERT_EQ(api("/fund-password/set", {{"password", "123456"}}).result_int(), 200);
  std::int64_t usdt_before = wallet(AccountKind::kWallet, "USDT");
  std::int64_t bdt_before = wallet(AccountKind::kWallet, "BDT");
  // A number the database holds now (a connection of its own: the server is restarted below).
  auto count = [&](const std::string& sql, const std::string& text = "") {
    Database db(database);
    auto query = db.prepare(sql);
    if (!text.empty()) query.bind(1, text);
    query.step();
    return query.integer(0);
  };
  auto moves = [&](const char* kind) {
    return count("SELECT count(*) FROM transfers WHERE kind = ?1", kind);
  };
  // The seed's own moves into and out of a game (demo's played rounds).
  std::int64_t seeded_game_in = moves("game_in");
  std::int64_t seeded_game_out = moves("game_out");
  // demo's approved application (issue 20), claimed early in the stream.
  nlohmann::json records =
      nlohmann::json::parse(api("/apply/activity/record", {{"type", 1}}).body())["data"]["records"];
  std::int64_t claimable = 0;
  std::int64_t claimable_reward = 0;
  for (const auto& record : records) {
    if (record["status"] == 2) {
      claimable = record["id"];
      claimable_reward = record["reward"];
    }
  }
  ASSERT_GT(claimable, 0);

  std::vector<MoneyCall> calls;
  std::atomic<int> acknowledged = 0;
  std::atomic<bool> ended = false;
  std::thread stream([&] {
    TestConnection connection(server->port());
    std::string launch_id;
    std::string payment_id;
    std::vector<std::int64_t> withdrawals;
    for (int i = 1;; ++i) {
      std::string key = "stream-" + std::to_string(i);
      std::string prefix = "/api";
      std::string sent_token = token;
      if (i == 12) {  // in place of a deposit: the vault moves need their order
        calls.push_back({"/apply/activity/claim", {{"id", claimable}, {"idempotencyKey", key}}});
      } else {
        switch (i % 12) {
          case 0:
            calls.push_back({"/wallet/deposit",
                             {{"currency", "USDT"}, {"amount", i}, {"idempotencyKey", key}}});
            break;
          case 1:
            calls.push_back({"/wallet/withdraw",
                             {{"currency", "USDT"},
                              {"amount", i % 7 + 1},
                              {"bankCode", "BDT_UPAY"},
                              {"accountNumber", "01700000000"},
                              {"fundPassword", "123456"},
                              {"idempotencyKey", key}}});
            break;
          case 2:
            calls.push_back({"/game/launch", {{"gameId", "fairway-fortune"}}});
            break;
          case 3:
          case 4:
            calls.push_back(
                {"/game/spin",
                 {{"launchId", launch_id}, {"stake", i % 5 + 1}, {"idempotencyKey", key}}});
            break;
          case 5:
            calls.push_back({"/transfer-out-balance", nlohmann::json::object()});
            break;
          case 6:
            calls.push_back({"/wallet/deposit",
                             {{"currency", "BDT"}, {"amount", 100 * i}, {"idempotencyKey", key}}});
            break;
          case 7:
            calls.push_back(
                {"/vault/in",
                 {{"currency", "USDT"}, {"amount", i % 7 + 10}, {"idempotencyKey", key}}});
            break;
          case 8:
            calls.push_back({"/vault/out",
                             {{"currency", "USDT"},
                              {"amount", i % 3 + 1},
                              {"fundPassword", "123456"},
                              {"idempotencyKey", key}}});
            break;
          case 9:
            calls.push_back({"/admin/withdrawal",
                             {{"withdrawalId", withdrawals.back()},
                              {"decision", i % 2 == 0 ? "approve" : "reject"}}});
            prefix.clear();
            sent_token = kAdminToken;
            break;
          case 10:
            calls.push_back({"/payment/create",
                             {{"currency", "USDT"},
                              {"method", "trc20"},
                              {"amount", 1000 + i},
                              {"idempotencyKey", key}}});
            break;
          default:
            calls.push_back({"/payment/confirm", {{"paymentId", payment_id}}});
        }
      }
      try {
        connection.send("POST", prefix + calls.back().path,
                        {{"token", sent_token}, {"Content-Type", "application/json"}},
                        calls.back().request.dump());
        testing::Response response = connection.read_response();
        if (response.result_int() != 200) {
          ADD_FAILURE() << calls.back().path << ": " << response.body();
          break;
        }
        calls.back().answer = response.body();
        nlohmann::json data = nlohmann::json::parse(response.body())["data"];
        if (calls.back().path == "/game/launch") launch_id = data["launchId"];
        if (calls.back().path == "/payment/create") payment_id = data["paymentId"];
        if (calls.back().path == "/wallet/withdraw") withdrawals.push_back(data["withdrawalId"]);
        ++acknowledged;
      } catch (const std::exception&) {
        break;  // the server is gone
      }
    }
    ended = true;
  });
  while (acknowledged < 100 && !ended) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  int status = server->kill_and_wait(SIGKILL);
  stream.join();
  ASSERT_TRUE(WIFSIGNALED(status));

  server = start();  // the same database file; it checks the ledger before it serves
  testing::Response check =
      testing::request(server->port(), "POST", "/admin/ledger",
                       {{"token", kAdminToken}, {"Content-Type", "application/json"}}, "{}");
  ASSERT_EQ(check.result_int(), 200) << check.body();
  EXPECT_EQ(nlohmann::json::parse(check.body())["data"]["problems"], nlohmann::json::array());
  Database db(database);
  std::int64_t deposited_usdt = 0;
  std::int64_t deposited_bdt = 0;
  std::int64_t withdrawn = 0;
  std::int64_t vaulted = 0;
  int launches = 0;
  int transfer_outs = 0;
  for (const MoneyCall& call : calls) {
    nlohmann::json answer =
        call.answer.empty() ? nlohmann::json() : nlohmann::json::parse(call.answer)["data"];
    if (call.path == "/game/launch" || call.path == "/transfer-out-balance") {
      // No key: an acknowledged move into or out of the game is a transfer.
      if (!call.answer.empty() && answer["transferred"] > 0)
        ++(call.path == "/game/launch" ? launches : transfer_outs);
      continue;
    }
    if (call.answer.empty()) continue;  // the one in flight: the tables below settle it
    if (call.path == "/game/spin") {    // the round is there, once, with its outcome
      EXPECT_EQ(count("SELECT count(*) FROM game_rounds WHERE idempotency_key = ?1 AND win = " +
                          std::to_string(answer["win"].get<std::int64_t>()),
                      call.request["idempotencyKey"]),
                1)
          << call.answer;
      continue;
    }
    if (call.path == "/admin/withdrawal") {
      EXPECT_EQ(count("SELECT count(*) FROM withdrawals WHERE state = ?1 AND id = " +
                          std::to_string(answer["withdrawalId"].get<std::int64_t>()),
                      answer["state"]),
                1);
      continue;
    }
    if (call.path == "/payment/confirm") {
      EXPECT_EQ(count("SELECT count(*) FROM payments WHERE state = 'paid' AND reference = ?1",
                      answer["paymentId"]),
                1);
      continue;
    }
  }
  // A retry with the same key answers an acknowledged call exactly as the
  // first time (it is there, once) and settles the one in flight.
  for (const MoneyCall& call : calls) {
    if (!call.request.contains("idempotencyKey") || call.path == "/game/spin") continue;
    testing::Response again = api(call.path, call.request);
    ASSERT_EQ(again.result_int(), 200) << again.body();
    if (!call.answer.empty()) {
      EXPECT_EQ(again.body(), call.answer) << call.request.dump();
    }
    if (!call.request.contains("amount")) continue;  // the claim: counted below
    std::int64_t amount = call.request["amount"];
    if (call.path == "/wallet/withdraw") {
      withdrawn += amount;
    } else if (call.path == "/vault/in") {
      vaulted += amount;
    } else if (call.path == "/vault/out") {
      vaulted -= amount;
    } else if (call.path == "/wallet/deposit") {
      (call.request["currency"] == "USDT" ? deposited_usdt : deposited_bdt) += amount;
    }
  }
  EXPECT_GE(calls.size(), 100u);
  // Each table row has its transfers and each transfer its row: nothing half-applied.
  std::int64_t rounds = count("SELECT count(*) FROM game_rounds WHERE demo = 0");
  EXPECT_GT(rounds, 0);
  EXPECT_EQ(moves("bet"), rounds);
  EXPECT_EQ(moves("win"), count("SELECT count(*) FROM game_rounds WHERE demo = 0 AND win > 0"));
  EXPECT_EQ(moves("withdraw_paid"), count("SELECT count(*) FROM withdrawals WHERE state = 'paid'"));
  EXPECT_EQ(moves("withdraw_refund"),
            count("SELECT count(*) FROM withdrawals WHERE state = 'rejected'"));
  std::int64_t paid_payments = count("SELECT count(*) FROM payments WHERE state = 'paid'");
  EXPECT_GT(paid_payments, 0);
  EXPECT_EQ(count("SELECT count(*) FROM transfers WHERE idempotency_key LIKE 'payment:%'"),
            paid_payments);
  std::int64_t paid_in =
      count("SELECT coalesce(sum(amount), 0) FROM payments WHERE state = 'paid'");
  std::int64_t paid_out =
      count("SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE state = 'paid'");
  // What the test's rounds won or lost (not the seeded demo player's, played before usdt_before).
  std::int64_t rounds_net = count(
      "SELECT coalesce(sum(win - stake), 0) FROM game_rounds WHERE demo = 0 AND idempotency_key "
      "NOT LIKE 'seed-round-%'");
  EXPECT_EQ(wallet(AccountKind::kPendingWithdrawal, "USDT"),
            count("SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE state = 'pending'"));
  EXPECT_EQ(wallet(AccountKind::kVault, "USDT"), vaulted);
  // Issue 20: a welcome bonus is there exactly with its deposit (keyed by it),
  // and the claim is there exactly with its record's status: nothing half-written.
  EXPECT_EQ(count("SELECT count(*) FROM transfers b WHERE b.kind = 'welcome_bonus' AND NOT "
                  "EXISTS (SELECT 1 FROM transfers d WHERE d.kind = 'deposit' AND "
                  "b.idempotency_key = 'welcome-bonus:' || d.id)"),
            0);
  EXPECT_EQ(count("SELECT count(*) FROM transfers d WHERE d.kind = 'deposit' AND d.id IN (SELECT "
                  "id FROM transfers WHERE kind = 'deposit' ORDER BY id LIMIT 3) AND NOT EXISTS "
                  "(SELECT 1 FROM transfers b WHERE b.idempotency_key = 'welcome-bonus:' || d.id)"),
            0);
  auto bonuses = [&](const std::string& currency) {
    return count(
        "SELECT coalesce(sum(amount), 0) FROM transfers WHERE kind = 'welcome_bonus' "
        "AND currency = ?1",
        currency);
  };
  std::int64_t claimed = count("SELECT count(*) FROM transfers WHERE kind = 'activity'");
  EXPECT_EQ(claimed, count("SELECT count(*) FROM activity_records WHERE status = 3 AND id = " +
                           std::to_string(claimable)));
  EXPECT_EQ(claimed, 1);  // acknowledged early in the stream
  EXPECT_EQ(wallet(AccountKind::kWallet, "USDT") + wallet(AccountKind::kGame, "USDT") +
                wallet(AccountKind::kVault, "USDT") +
                wallet(AccountKind::kPendingWithdrawal, "USDT"),
            usdt_before + deposited_usdt + paid_in - paid_out + rounds_net + bonuses("USDT") +
                claimed * claimable_reward);
  EXPECT_EQ(count("SELECT coalesce(sum(amount), 0) FROM withdrawals"), withdrawn);
  EXPECT_EQ(wallet(AccountKind::kWallet, "BDT"), bdt_before + deposited_bdt + bonuses("BDT"));
  // The one call in flight may have committed without its answer.
  EXPECT_GE(moves("game_in") - seeded_game_in, launches);
  EXPECT_LE(moves("game_in") - seeded_game_in, launches + 1);
  EXPECT_GE(moves("game_out") - seeded_game_out, transfer_outs);
  EXPECT_LE(moves("game_out") - seeded_game_out, transfer_outs + 1);
  EXPECT_EQ(Ledger(db).check(), std::vector<std::string>{});
}

TEST_F(ServeEndToEndTest, AnAdminBalanceEventReachesASignedInSocket) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  TestSocket socket(server->port());
  sign_in_socket(socket, token);

  testing::Response admin = testing::request(
      server->port(), "POST", "/admin/event",
      {{"token", kAdminToken}, {"Content-Type", "application/json"}},
      nlohmann::json{{"account", "demo"}, {"cmd", 53}, {"data", {{"addBalance", 500}}}}.dump());
  ASSERT_EQ(admin.result_int(), 200) << admin.body();

  std::optional<std::string> pushed = socket.receive();
  ASSERT_TRUE(pushed);
  nlohmann::json message = nlohmann::json::parse(*pushed);
  EXPECT_EQ(message["cmd"], 53);
  EXPECT_EQ(message["data"]["addBalance"], 500);
  EXPECT_EQ(message["data"]["balance"], usdt_balance(server->port(), token));
}

// Every call of the contract reaches the real service through the real
// server: each answers with the envelope, never "unknown call" or a fault.
TEST_F(ServeEndToEndTest, EveryCallOfTheContractIsServed) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  YAML::Node contract = YAML::LoadFile(LOBBYKIT_SOURCE_DIR "/tools/sandbox/contract/openapi.yaml");
  int calls = 0;
  for (const auto& entry : contract["paths"]) {
    std::string path = entry.first.as<std::string>();
    if (path.starts_with("/admin/") || path == "/user/logout") continue;
    testing::Response response =
        testing::request(server->port(), "POST", "/api" + path,
                         {{"Content-Type", "application/json"}, {"token", token}}, "{}");
    nlohmann::json envelope = nlohmann::json::parse(response.body());
    EXPECT_TRUE(envelope.contains("code") && envelope.contains("msg")) << path;
    // An empty body is enough for most calls; the rest name the field they lack.
    if (response.result_int() == 200) {
      EXPECT_EQ(envelope["code"], 0) << path;
    } else {
      EXPECT_EQ(response.result_int(), 400) << path << ": " << response.body();
      EXPECT_NE(envelope["msg"].get<std::string>().find("field"), std::string::npos) << path;
    }
    ++calls;
  }
  EXPECT_GE(calls, 30);
}

// Every push of SPEC §7 (51-60), made to happen by the admin command, reaches
// the player's signed-in socket through the real server.
TEST_F(ServeEndToEndTest, EveryPushReachesASignedInSocket) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  TestSocket socket(server->port());
  sign_in_socket(socket, token);

  const std::vector<std::pair<int, nlohmann::json>> events = {
      {51, nlohmann::json::object()},
      {53, {{"addBalance", 5}}},
      {54, {{"title", "Hello"}}},
      {55, nlohmann::json::object()},
      {56, {{"vip", 3}}},
      {57, nlohmann::json::object()},
      {58, nlohmann::json::object()},
      {59, nlohmann::json::object()},
      {60, {{"addSpinScore", 10}}},
      {52, nlohmann::json::object()},  // last: it disables the account
  };
  for (const auto& [cmd, data] : events) {
    testing::Response admin =
        testing::request(server->port(), "POST", "/admin/event",
                         {{"token", kAdminToken}, {"Content-Type", "application/json"}},
                         nlohmann::json{{"account", "demo"}, {"cmd", cmd}, {"data", data}}.dump());
    ASSERT_EQ(admin.result_int(), 200) << cmd << ": " << admin.body();
    std::optional<std::string> pushed = socket.receive();
    ASSERT_TRUE(pushed) << cmd;
    if (cmd == 56) {  // a level reached writes its mail first (push 54)
      EXPECT_EQ(nlohmann::json::parse(*pushed)["cmd"], 54);
      pushed = socket.receive();
      ASSERT_TRUE(pushed) << cmd;
    }
    EXPECT_EQ(nlohmann::json::parse(*pushed)["cmd"], cmd);
  }
  // After 52 the account's token no longer works.
  testing::Response refused =
      testing::request(server->port(), "POST", "/api/refresh-balance",
                       {{"Content-Type", "application/json"}, {"token", token}}, "{}");
  EXPECT_EQ(refused.result_int(), 401);
}

// The same player signing in again: the older socket hears 51 (SPEC §7).
TEST_F(ServeEndToEndTest, ASecondSignInPushes51ToTheOlderSocket) {
  auto server = start();
  std::string first = sign_in_demo(server->port());
  TestSocket socket(server->port());
  sign_in_socket(socket, first);
  sign_in_demo(server->port());
  std::optional<std::string> pushed = socket.receive();
  ASSERT_TRUE(pushed);
  EXPECT_EQ(nlohmann::json::parse(*pushed)["cmd"], 51);
}

// Bad input through the real server and service: a clear refusal, nothing written.
TEST_F(ServeEndToEndTest, BadInputIsRefusedAndWritesNothing) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  std::int64_t before = usdt_balance(server->port(), token);
  auto post = [&](const std::string& body, const std::string& with_token) {
    return testing::request(server->port(), "POST", "/api/wallet/deposit",
                            {{"Content-Type", "application/json"}, {"token", with_token}}, body);
  };
  EXPECT_EQ(post("{not json", token).result_int(), 400);
  EXPECT_EQ(post(R"({"currency":"USDT","amount":"100","idempotencyKey":"k"})", token).result_int(),
            400);
  EXPECT_EQ(post(R"({"currency":"USDT","amount":100,"idempotencyKey":"k"})", "forged").result_int(),
            401);
  EXPECT_EQ(post(R"({"currency":"USDT","amount":100,"idempotencyKey":"k"})", "").result_int(), 401);
  EXPECT_EQ(usdt_balance(server->port(), token), before);
}

TEST_F(ServeEndToEndTest, AWrongAdminTokenIsRefused) {
  auto server = start();
  testing::Response admin =
      testing::request(server->port(), "POST", "/admin/event", {{"token", "guess"}},
                       R"({"account":"demo","cmd":59})");
  EXPECT_EQ(admin.result_int(), 401);
}

TEST_F(ServeEndToEndTest, SigtermStopsCleanly) {
  auto server = start();
  int status = server->kill_and_wait(SIGTERM);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_NE(read_file(log()).find("lobbykit serve: stopped"), std::string::npos);
}

testing::Response admin_call(unsigned short port, const std::string& path,
                             const nlohmann::json& body) {
  return testing::request(port, "POST", path,
                          {{"token", kAdminToken}, {"Content-Type", "application/json"}},
                          body.dump());
}

// The site's _headers file, read at start: every site file carries its
// headers; the API carries its own three.
TEST_F(ServeEndToEndTest, TheSiteHeadersFileAndTheApiHeadersAreSent) {
  write_file(site() / "_headers",
             "/*\n"
             "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n"
             "  X-Content-Type-Options: nosniff\n"
             "  Referrer-Policy: strict-origin-when-cross-origin\n"
             "  Permissions-Policy: camera=(), microphone=()\n"
             "/sw.js\n"
             "  Cache-Control: no-cache\n");
  write_file(site() / "sw.js", "self.addEventListener('install', () => {});");
  auto server = start();
  testing::Response page = testing::request(server->port(), "GET", "/");
  ASSERT_EQ(page.result_int(), 200);
  EXPECT_EQ(page["Content-Security-Policy"], "default-src 'self'; frame-ancestors 'none'");
  EXPECT_EQ(page["X-Content-Type-Options"], "nosniff");
  EXPECT_EQ(page["Referrer-Policy"], "strict-origin-when-cross-origin");
  EXPECT_EQ(page["Permissions-Policy"], "camera=(), microphone=()");
  testing::Response worker = testing::request(server->port(), "GET", "/sw.js");
  EXPECT_EQ(worker["Cache-Control"], "no-cache");
  EXPECT_EQ(worker["Content-Security-Policy"], "default-src 'self'; frame-ancestors 'none'");
  EXPECT_EQ(testing::request(server->port(), "GET", "/_headers").result_int(), 404);

  testing::Response api = testing::request(server->port(), "POST", "/api/game/category",
                                           {{"Content-Type", "application/json"}}, "{}");
  ASSERT_EQ(api.result_int(), 200);
  EXPECT_EQ(api["Cache-Control"], "no-store");
  EXPECT_EQ(api["X-Content-Type-Options"], "nosniff");
  EXPECT_EQ(api["Referrer-Policy"], "strict-origin-when-cross-origin");
  EXPECT_EQ(api["Content-Security-Policy"], "");

  // The fake game is framed by the app: its own policy, not the site's 'none'.
  testing::Response game = testing::request(server->port(), "GET", "/sandbox/game/abc123");
  EXPECT_NE(std::string(game["Content-Security-Policy"]).find("frame-ancestors 'self'"),
            std::string::npos);
  EXPECT_EQ(read_file(log()).find("warning"), std::string::npos);
}

TEST_F(ServeEndToEndTest, ASiteWithoutHeadersFileIsServedWithAWarning) {
  auto server = start();
  testing::Response page = testing::request(server->port(), "GET", "/");
  EXPECT_EQ(page.result_int(), 200);
  EXPECT_EQ(page["Content-Security-Policy"], "");
  EXPECT_NE(read_file(log()).find("lobbykit serve: warning: no " + (site() / "_headers").string() +
                                  ": the site's files are served without its headers\n"),
            std::string::npos);
}

TEST_F(ServeEndToEndTest, ABadHeadersFileStopsTheStartWithItsLine) {
  write_file(site() / "_headers", "/*\n  X-A: fine\n  X-B: a\rSet-Cookie: x=1\n");
  EXPECT_THROW(start(), std::exception);
  EXPECT_NE(read_file(log()).find((site() / "_headers").string() +
                                  ":3: a header value must not contain a carriage return (CR)"),
            std::string::npos)
      << read_file(log());
}

// Maintenance through the real server: every /api call is 503 with the end,
// the site and the admin calls are served, and a restart keeps it.
TEST_F(ServeEndToEndTest, MaintenanceRefusesTheApiButNotTheSiteOrTheAdmin) {
  auto server = start();
  testing::Response on =
      admin_call(server->port(), "/admin/maintenance", {{"on", true}, {"minutes", 10}});
  ASSERT_EQ(on.result_int(), 200) << on.body();
  std::int64_t ends_at = nlohmann::json::parse(on.body())["data"]["endsAt"];
  testing::Response refused = testing::request(server->port(), "POST", "/api/game/category",
                                               {{"Content-Type", "application/json"}}, "{}");
  EXPECT_EQ(refused.result_int(), 503);
  EXPECT_EQ(nlohmann::json::parse(refused.body())["data"]["endsAt"], ends_at);
  EXPECT_EQ(refused["Cache-Control"], "no-store");
  EXPECT_EQ(testing::request(server->port(), "GET", "/").result_int(), 200);
  EXPECT_EQ(testing::request(server->port(), "GET", "/sandbox/chat.html").result_int(), 200);
  EXPECT_EQ(admin_call(server->port(), "/admin/tracking", nlohmann::json::object()).result_int(),
            200);

  server.reset();  // a restart keeps it
  server = start();
  EXPECT_EQ(testing::request(server->port(), "POST", "/api/game/category", {}, "{}").result_int(),
            503);
  ASSERT_EQ(admin_call(server->port(), "/admin/maintenance", {{"on", false}}).result_int(), 200);
  EXPECT_EQ(testing::request(server->port(), "POST", "/api/game/category", {}, "{}").result_int(),
            200);
}

// navigator.sendBeacon posts its JSON as text/plain, without the token header.
TEST_F(ServeEndToEndTest, TrackTakesJsonSentAsTextPlain) {
  auto server = start();
  testing::Response tracked = testing::request(server->port(), "POST", "/api/track",
                                               {{"Content-Type", "text/plain;charset=UTF-8"}},
                                               R"({"event":"click_register_btn"})");
  ASSERT_EQ(tracked.result_int(), 200) << tracked.body();
  testing::Response list = admin_call(server->port(), "/admin/tracking", nlohmann::json::object());
  nlohmann::json events = nlohmann::json::parse(list.body())["data"]["events"];
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0]["event"], "click_register_btn");
  EXPECT_TRUE(events[0]["userId"].is_null());
}

}  // namespace
}  // namespace lobbykit::sandbox::http
