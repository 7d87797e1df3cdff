// The real server on an ephemeral loopback port, spoken to over TCP.
#include "sandbox/http/beast_server.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "fake_service.h"
#include "test_client.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox::http {
namespace {

using namespace std::chrono_literals;
using lobbykit::testing::TemporaryFolder;
using lobbykit::testing::write_file;
using testing::request;
using testing::TestConnection;
using testing::TestSocket;

constexpr auto kShortTimeout = 300ms;

class BeastServerTest : public ::testing::Test {
 protected:
  BeastServerTest() {
    write_file(folder_.path() / "index.html", "<!doctype html><title>Lobby</title>");
    write_file(folder_.path() / "assets/index-RRHz5IUV.js", "console.log(1);");
    service_.add_token("phone-token", 7);
    service_.add_token("laptop-token", 7);
    service_.add_token("other-token", 8);
    service_.set_player_events(&hub_);
    ServerConfig config;
    config.threads = 2;
    config.header_timeout = kShortTimeout;
    config.idle_timeout = kShortTimeout;
    server_ = std::make_unique<BeastServer>(config, router_, hub_);
    thread_ = std::thread([this] { server_->run(); });
  }
  ~BeastServerTest() override {
    server_->stop();
    thread_.join();
  }
  unsigned short port() const { return server_->port(); }

  TemporaryFolder folder_;
  sandbox::testing::FakeService service_;
  SocketHub hub_;
  StaticSite site_{folder_.path()};
  RequestRouter router_{service_, site_};
  std::unique_ptr<BeastServer> server_;
  std::thread thread_;
};

TEST_F(BeastServerTest, ServesAStaticFileThenNotModifiedForItsEtag) {
  TestConnection connection(port());
  connection.send("GET", "/assets/index-RRHz5IUV.js");
  testing::Response first = connection.read_response();
  EXPECT_EQ(first.result_int(), 200);
  EXPECT_EQ(first.body(), "console.log(1);");
  EXPECT_EQ(first["Content-Type"], "text/javascript; charset=utf-8");
  EXPECT_EQ(first["Cache-Control"], "public, max-age=31536000, immutable");
  std::string etag(first["ETag"]);
  ASSERT_FALSE(etag.empty());

  // The same (kept-alive) connection carries the conditional request.
  connection.send("GET", "/assets/index-RRHz5IUV.js", {{"If-None-Match", etag}});
  testing::Response second = connection.read_response();
  EXPECT_EQ(second.result_int(), 304);
  EXPECT_EQ(second.body(), "");
}

TEST_F(BeastServerTest, HeadHasTheLengthButNoBody) {
  testing::Response response = request(port(), "HEAD", "/");
  EXPECT_EQ(response.result_int(), 200);
  EXPECT_EQ(response[boost::beast::http::field::content_length], "35");
  EXPECT_EQ(response.body(), "");
}

TEST_F(BeastServerTest, ApiCallsReachTheServiceWithTheirToken) {
  testing::Response response =
      request(port(), "POST", "/api/game/category", {{"token", "phone-token"}}, R"({"pid":""})");
  EXPECT_EQ(response.result_int(), 200);
  EXPECT_EQ(response["Content-Type"], "application/json");
  EXPECT_EQ(nlohmann::json::parse(response.body())["data"]["path"], "/game/category");
  ASSERT_EQ(service_.calls().size(), 1u);
  EXPECT_EQ(service_.calls()[0].path, "/game/category");
  EXPECT_EQ(service_.calls()[0].token, "phone-token");
  EXPECT_EQ(service_.calls()[0].body, R"({"pid":""})");
  EXPECT_TRUE(service_.calls()[0].from_loopback);
  EXPECT_EQ(service_.calls()[0].peer_address, "127.0.0.1");
}

TEST_F(BeastServerTest, RefusesWrongMethodsLargeBodiesAndUnknownPaths) {
  testing::Response get = request(port(), "GET", "/api/refresh-balance");
  EXPECT_EQ(get.result_int(), 405);
  EXPECT_EQ(nlohmann::json::parse(get.body())["code"], 405);

  EXPECT_EQ(request(port(), "POST", "/api/missing").result_int(), 404);
  EXPECT_EQ(nlohmann::json::parse(request(port(), "POST", "/api/missing").body())["msg"],
            "unknown call");

  testing::Response page = request(port(), "GET", "/no-such-file.js");
  EXPECT_EQ(page.result_int(), 404);
  EXPECT_EQ(page["Content-Type"], "text/html; charset=utf-8");
  EXPECT_EQ(service_.calls().size(), 2u);
}

TEST_F(BeastServerTest, ALargeBodyIs413BeforeItIsSent) {
  TestConnection connection(port());
  connection.write(
      "POST /api/refresh-balance HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n");
  testing::Response response = connection.read_response();
  EXPECT_EQ(response.result_int(), 413);
  EXPECT_EQ(nlohmann::json::parse(response.body())["code"], 413);
  EXPECT_TRUE(connection.closed_within(5s));
  EXPECT_TRUE(service_.calls().empty());
}

TEST_F(BeastServerTest, AChunkedBodyOverTheLimitIs413) {
  TestConnection connection(port());
  std::string chunk(70 * 1024, 'x');
  std::ostringstream size;
  size << std::hex << chunk.size();
  connection.write(
      "POST /api/refresh-balance HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" +
      size.str() + "\r\n" + chunk + "\r\n0\r\n\r\n");
  EXPECT_EQ(connection.read_response().result_int(), 413);
  EXPECT_TRUE(service_.calls().empty());
}

TEST_F(BeastServerTest, MalformedHttpIs400AndClosed) {
  TestConnection connection(port());
  connection.write("GARBAGE\x01 / HTTP/1.1\r\n\r\n");
  testing::Response response = connection.read_response();
  EXPECT_EQ(response.result_int(), 400);
  EXPECT_TRUE(connection.closed_within(5s));
}

TEST_F(BeastServerTest, ASlowClientIsClosed) {
  TestConnection connection(port());
  connection.write("GET / HTTP/1.1\r\nHost: x\r\n");  // the headers never end
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(connection.closed_within(5s));
  EXPECT_GE(std::chrono::steady_clock::now() - start, kShortTimeout - 50ms);
}

TEST_F(BeastServerTest, AnIdleKeptAliveConnectionIsClosed) {
  TestConnection connection(port());
  connection.send("GET", "/");
  EXPECT_EQ(connection.read_response().result_int(), 200);
  EXPECT_TRUE(connection.closed_within(5s));
}

TEST_F(BeastServerTest, AdminReachesTheServiceWithItsToken) {
  testing::Response response =
      request(port(), "POST", "/admin/event", {{"token", "admin"}}, R"({"cmd":53})");
  EXPECT_EQ(response.result_int(), 200);
  ASSERT_EQ(service_.admin_calls().size(), 1u);
  EXPECT_EQ(service_.admin_calls()[0].token, "admin");
}

TEST_F(BeastServerTest, SocketSignInPingAndPushToTheRightSockets) {
  TestSocket phone(port());
  TestSocket laptop(port());
  TestSocket other(port());
  phone.send(R"({"cmd":1,"token":"phone-token","deviceId":"p","deviceType":"web"})");
  laptop.send(R"({"cmd":1,"token":"laptop-token","deviceId":"l","deviceType":"web"})");
  other.send(R"({"cmd":1,"token":"other-token","deviceId":"o","deviceType":"web"})");
  EXPECT_EQ(phone.receive(), R"({"cmd":1})");
  EXPECT_EQ(laptop.receive(), R"({"cmd":1})");
  EXPECT_EQ(other.receive(), R"({"cmd":1})");
  EXPECT_EQ(hub_.connection_count(7), 2u);

  phone.send(R"({"cmd":2,"token":"phone-token"})");
  EXPECT_EQ(phone.receive(), R"({"cmd":2})");

  // Through the service's PlayerEvents, as a real call would push.
  service_.events()->push(7, 51, nullptr, "laptop-token");
  service_.events()->push(7, 53, {{"addBalance", 1000}});
  EXPECT_EQ(phone.receive(), R"({"cmd":51,"data":null})");
  EXPECT_EQ(phone.receive(), R"({"cmd":53,"data":{"addBalance":1000}})");
  EXPECT_EQ(laptop.receive(), R"({"cmd":53,"data":{"addBalance":1000}})");
  // The other player got nothing: the next thing it hears is its pong.
  other.send(R"({"cmd":2})");
  EXPECT_EQ(other.receive(), R"({"cmd":2})");
}

TEST_F(BeastServerTest, ABadSocketTokenIsRefusedAndClosed) {
  TestSocket socket(port());
  socket.send(R"({"cmd":1,"token":"stolen","deviceId":"x","deviceType":"web"})");
  EXPECT_EQ(socket.receive(), R"({"cmd":1,"code":401,"msg":"the token is not signed in"})");
  EXPECT_EQ(socket.receive(), std::nullopt);
  EXPECT_EQ(hub_.connection_count(7), 0u);
}

TEST_F(BeastServerTest, AClosedSocketLeavesTheHub) {
  {
    TestSocket socket(port());
    socket.send(R"({"cmd":1,"token":"phone-token"})");
    EXPECT_EQ(socket.receive(), R"({"cmd":1})");
    EXPECT_EQ(hub_.connection_count(7), 1u);
  }
  auto deadline = std::chrono::steady_clock::now() + 5s;
  while (hub_.connection_count(7) != 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(10ms);
  }
  EXPECT_EQ(hub_.connection_count(7), 0u);
}

}  // namespace
}  // namespace lobbykit::sandbox::http
