// The real `lobbykit serve` binary with the real sandbox service: what only a
// whole process can show (a crash mid-burst, a push end to end, shutdown).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <atomic>
#include <nlohmann/json.hpp>
#include <thread>

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
    expected += deposit.request["amount"].get<std::int64_t>();
  }
  EXPECT_GE(deposits.size(), 40u);
  EXPECT_EQ(usdt_balance(server->port(), token), expected);
}

TEST_F(ServeEndToEndTest, AnAdminBalanceEventReachesASignedInSocket) {
  auto server = start();
  std::string token = sign_in_demo(server->port());
  TestSocket socket(server->port());
  socket.send(
      nlohmann::json{{"cmd", 1}, {"token", token}, {"deviceId", "e2e"}, {"deviceType", "web"}}
          .dump());
  ASSERT_EQ(socket.receive(), R"({"cmd":1})");

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

}  // namespace
}  // namespace lobbykit::sandbox::http
