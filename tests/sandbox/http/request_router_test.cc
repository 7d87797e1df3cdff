#include "sandbox/http/request_router.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "fake_service.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox::http {
namespace {

using lobbykit::testing::TemporaryFolder;
using lobbykit::testing::write_file;

HttpRequest request(std::string method, std::string target, std::string body = "") {
  HttpRequest result;
  result.method = std::move(method);
  result.target = std::move(target);
  result.content_length = body.size();
  result.body = std::move(body);
  return result;
}

class RequestRouterTest : public ::testing::Test {
 protected:
  RequestRouterTest() { write_file(folder_.path() / "index.html", "page"); }

  TemporaryFolder folder_;
  sandbox::testing::FakeService service_;
  StaticSite site_{folder_.path()};
  RequestRouter router_{service_, site_};
};

TEST_F(RequestRouterTest, PostUnderApiReachesTheServiceWithoutThePrefix) {
  HttpRequest call = request("POST", "/api/game/category?x=1", R"({"pid":""})");
  call.token = "abc";
  call.from_loopback = false;
  call.peer_address = "203.0.113.7";
  HttpResponse response = router_.handle(call);
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.header("Content-Type"), "application/json");
  EXPECT_EQ(nlohmann::json::parse(response.body)["data"]["path"], "/game/category");
  ASSERT_EQ(service_.calls().size(), 1u);
  EXPECT_EQ(service_.calls()[0].path, "/game/category");
  EXPECT_EQ(service_.calls()[0].body, R"({"pid":""})");
  EXPECT_EQ(service_.calls()[0].token, "abc");
  EXPECT_FALSE(service_.calls()[0].from_loopback);
  EXPECT_EQ(service_.calls()[0].peer_address, "203.0.113.7");
}

// A service with a defect: every call throws.
class ThrowingService final : public Service {
 public:
  CallResponse call(const CallRequest&) override { throw std::runtime_error("broken"); }
  std::optional<PlayerId> player_for_token(std::string_view) override { return std::nullopt; }
  void socket_signed_in(PlayerId) override {}
  CallResponse admin(const CallRequest&) override { throw std::runtime_error("broken"); }
  void set_player_events(PlayerEvents*) override {}
};

// An exception out of the service would leave Beast's handler and stop the server.
TEST_F(RequestRouterTest, AServiceThatThrowsIsA500NotACrash) {
  ThrowingService broken;
  RequestRouter router(broken, site_);
  HttpResponse response = router.handle(request("POST", "/api/game/category"));
  EXPECT_EQ(response.status, 500);
  EXPECT_EQ(nlohmann::json::parse(response.body),
            nlohmann::json::parse(R"({"code":500,"msg":"internal error","data":null})"));
  EXPECT_EQ(router.handle(request("POST", "/admin/event")).status, 500);
}

// The defect (fuzz target request_router): error pages and refusals kept
// their body for HEAD, which the client reads as the next answer.
TEST_F(RequestRouterTest, HeadAnswersCarryTheLengthButNoBodyEvenForErrors) {
  HttpResponse bad = router_.handle(request("HEAD", ""));
  EXPECT_EQ(bad.status, 400);
  EXPECT_TRUE(bad.body.empty());
  EXPECT_EQ(bad.head_content_length, router_.handle(request("GET", "")).body.size());
  HttpResponse missing = router_.handle(request("HEAD", "/no-such-file.js"));
  EXPECT_EQ(missing.status, 404);
  EXPECT_TRUE(missing.body.empty());
  EXPECT_GT(missing.head_content_length.value_or(0), 0u);
  for (const char* target : {"/api/game/category", "/ws"}) {
    std::optional<HttpResponse> refused = router_.check_headers(request("HEAD", target));
    ASSERT_TRUE(refused) << target;
    EXPECT_TRUE(refused->body.empty()) << target;
    EXPECT_GT(refused->head_content_length.value_or(0), 0u) << target;
  }
  HttpResponse page = router_.handle(request("HEAD", "/"));
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.head_content_length, 4u);  // "page"
}

TEST_F(RequestRouterTest, TheServiceEnvelopeAndStatusPassThrough) {
  HttpResponse response = router_.handle(request("POST", "/api/missing"));
  EXPECT_EQ(response.status, 404);
  EXPECT_EQ(response.body, R"({"code":404,"msg":"unknown call","data":null})");
}

TEST_F(RequestRouterTest, OtherMethodsOnTheApiAre405InTheEnvelope) {
  std::optional<HttpResponse> refused = router_.check_headers(request("GET", "/api/game/category"));
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 405);
  EXPECT_EQ(refused->header("Allow"), "POST");
  EXPECT_EQ(nlohmann::json::parse(refused->body)["code"], 405);
  EXPECT_TRUE(service_.calls().empty());
}

TEST_F(RequestRouterTest, ALargeBodyIsRefusedFromItsLengthAlone) {
  HttpRequest large = request("POST", "/api/refresh-balance");
  large.content_length = kMaxBodyBytes + 1;
  std::optional<HttpResponse> refused = router_.check_headers(large);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 413);
  EXPECT_TRUE(refused->close);
  large.content_length = kMaxBodyBytes;
  EXPECT_FALSE(router_.check_headers(large));
}

TEST_F(RequestRouterTest, AdminIsLoopbackOnly) {
  HttpRequest admin = request("POST", "/admin/event", R"({"cmd":53})");
  admin.token = "admin-secret";
  EXPECT_EQ(router_.handle(admin).status, 200);
  ASSERT_EQ(service_.admin_calls().size(), 1u);
  EXPECT_EQ(service_.admin_calls()[0].token, "admin-secret");
  EXPECT_EQ(service_.admin_calls()[0].body, R"({"cmd":53})");

  admin.from_loopback = false;
  EXPECT_EQ(router_.handle(admin).status, 403);
  EXPECT_EQ(service_.admin_calls().size(), 1u);
}

TEST_F(RequestRouterTest, TheLedgerCheckIsAnAdminCommandToo) {
  HttpRequest check = request("POST", "/admin/ledger", "{}");
  check.token = "admin-secret";
  EXPECT_EQ(router_.handle(check).status, 200);
  ASSERT_EQ(service_.admin_calls().size(), 1u);
  EXPECT_EQ(service_.admin_calls()[0].path, "/admin/ledger");
  check.from_loopback = false;
  EXPECT_EQ(router_.handle(check).status, 403);
  EXPECT_EQ(service_.admin_calls().size(), 1u);
}

TEST_F(RequestRouterTest, TheLastVerificationCodeIsAnAdminCommand) {
  HttpRequest read =
      request("POST", "/admin/verify-code", R"({"account":"demo1","purpose":"bind"})");
  read.token = "admin-secret";
  EXPECT_EQ(router_.handle(read).status, 200);
  ASSERT_EQ(service_.admin_calls().size(), 1u);
  EXPECT_EQ(service_.admin_calls()[0].path, "/admin/verify-code");
  read.from_loopback = false;
  EXPECT_EQ(router_.handle(read).status, 403);
  EXPECT_EQ(service_.admin_calls().size(), 1u);
}

TEST_F(RequestRouterTest, TheTaskSwitchIsAnAdminCommand) {
  HttpRequest set = request("POST", "/admin/task-switch", R"({"on":false})");
  set.token = "admin-secret";
  EXPECT_EQ(router_.handle(set).status, 200);
  ASSERT_EQ(service_.admin_calls().size(), 1u);
  EXPECT_EQ(service_.admin_calls()[0].path, "/admin/task-switch");
  set.from_loopback = false;
  EXPECT_EQ(router_.handle(set).status, 403);
  EXPECT_EQ(service_.admin_calls().size(), 1u);
}

TEST_F(RequestRouterTest, TheSocketPathWithoutUpgradeIs426) {
  EXPECT_EQ(router_.handle(request("GET", "/ws")).status, 426);
}

TEST_F(RequestRouterTest, TheSandboxChatGameAndPaymentPagesAreBuiltIn) {
  HttpResponse game = router_.handle(request("GET", "/sandbox/game/0a1b2c3d?demo=1"));
  EXPECT_EQ(game.status, 200);
  EXPECT_EQ(game.header("Content-Type"), "text/html; charset=utf-8");
  EXPECT_EQ(game.header("Content-Security-Policy"),
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            "frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
  EXPECT_NE(game.body.find("<title>Sandbox slots</title>"), std::string::npos);
  EXPECT_NE(game.body.find(R"(<body data-api="/api">)"), std::string::npos);
  EXPECT_NE(game.body.find(R"(<script src="/sandbox/game.js" defer></script>)"), std::string::npos);
  // No inline script and no inline handler: the policy above would block them.
  EXPECT_EQ(game.body.find("<script>"), std::string::npos);
  EXPECT_EQ(game.body.find(" on"), std::string::npos);
  HttpResponse pay = router_.handle(request("GET", "/sandbox/pay/ff00"));
  EXPECT_NE(pay.body.find("<title>Sandbox payment</title>"), std::string::npos);
  EXPECT_EQ(pay.body.find("<script>"), std::string::npos);
  EXPECT_EQ(router_.handle(request("GET", "/sandbox/game.js")).header("Content-Type"),
            "text/javascript");
  EXPECT_NE(router_.handle(request("GET", "/sandbox/pay.js")).body.find("/payment/confirm"),
            std::string::npos);
  EXPECT_EQ(router_.handle(request("GET", "/sandbox/sandbox.css")).header("Content-Type"),
            "text/css");
  HttpResponse chat = router_.handle(request("GET", "/sandbox/chat.html?lang=ar"));
  EXPECT_NE(chat.body.find("<title>Live support (sandbox)</title>"), std::string::npos);
  EXPECT_EQ(router_.handle(request("GET", "/sandbox/other.html")).status, 404);
  EXPECT_EQ(router_.handle(request("GET", "/sandbox/game/")).status, 404);
  EXPECT_EQ(router_.handle(request("GET", "/sandbox/game/a..b")).status, 404);
  EXPECT_EQ(router_.handle(request("GET", "/sandbox/play.html")).status, 404);
}

TEST_F(RequestRouterTest, EverythingElseIsTheSite) {
  EXPECT_EQ(router_.handle(request("GET", "/")).body, "page");
  EXPECT_EQ(router_.handle(request("GET", "/apiary")).status, 404);
  EXPECT_EQ(router_.handle(request("GET", "/apiary")).header("Content-Type"),
            "text/html; charset=utf-8");
  EXPECT_TRUE(service_.calls().empty());
}

// Every /api and admin answer, the service's or the transport's own refusal:
// never stored, never sniffed, no full referrer across origins.
TEST_F(RequestRouterTest, EveryApiAnswerCarriesTheApiHeaders) {
  HttpRequest refused_get = request("GET", "/api/game/category");
  HttpRequest remote_admin = request("POST", "/admin/event");
  remote_admin.from_loopback = false;
  for (const HttpResponse& response :
       {router_.handle(request("POST", "/api/game/category")),
        router_.handle(request("POST", "/api/missing")), router_.handle(refused_get),
        router_.handle(remote_admin), router_.handle(request("POST", "/admin/event"))}) {
    EXPECT_EQ(response.header("Cache-Control"), "no-store") << response.status;
    EXPECT_EQ(response.header("X-Content-Type-Options"), "nosniff") << response.status;
    EXPECT_EQ(response.header("Referrer-Policy"), "strict-origin-when-cross-origin")
        << response.status;
  }
}

TEST_F(RequestRouterTest, SiteFilesCarryTheMatchingHeadersOfTheHeadersFile) {
  write_file(folder_.path() / "sw.js", "self.x = 1;");
  RequestRouter router(service_, site_,
                       HeadersFile::parse("/*\n"
                                          "  Content-Security-Policy: default-src 'self'\n"
                                          "  X-Content-Type-Options: nosniff\n"
                                          "/sw.js\n"
                                          "  Cache-Control: no-cache, max-age=0\n"));
  HttpResponse page = router.handle(request("GET", "/"));
  EXPECT_EQ(page.body, "page");
  EXPECT_EQ(page.header("Content-Security-Policy"), "default-src 'self'");
  EXPECT_EQ(page.header("X-Content-Type-Options"), "nosniff");
  HttpResponse worker = router.handle(request("GET", "/sw.js?v=2"));
  EXPECT_EQ(worker.header("Content-Security-Policy"), "default-src 'self'");
  // The file's Cache-Control replaces the site's own, once.
  EXPECT_EQ(worker.header("Cache-Control"), "no-cache, max-age=0");
  EXPECT_EQ(std::count_if(worker.headers.begin(), worker.headers.end(),
                          [](const auto& header) { return header.first == "Cache-Control"; }),
            1);
  // A 404 of the site is a site answer too; the file itself is not served.
  HttpResponse missing = router.handle(request("GET", "/nothing.js"));
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(missing.header("Content-Security-Policy"), "default-src 'self'");
  EXPECT_EQ(router.handle(request("GET", "/_headers")).status, 404);
  // The API and the sandbox's own pages keep their own headers.
  EXPECT_EQ(router.handle(request("POST", "/api/game/category")).header("Content-Security-Policy"),
            "");
  HttpResponse game = router.handle(request("GET", "/sandbox/game/0a1b2c3d"));
  EXPECT_NE(game.header("Content-Security-Policy").find("frame-ancestors 'self'"),
            std::string::npos);
}

// The fake game and chat are framed by the app (same origin): their own
// policy lets that happen and allows only their own script and style.
TEST_F(RequestRouterTest, TheSandboxPagesCarryHeadersThatFitThem) {
  for (const char* target : {"/sandbox/game/0a1b2c3d", "/sandbox/pay/ff00", "/sandbox/chat.html",
                             "/sandbox/game.js", "/sandbox/sandbox.css"}) {
    HttpResponse response = router_.handle(request("GET", target));
    EXPECT_EQ(response.status, 200) << target;
    EXPECT_EQ(response.header("X-Content-Type-Options"), "nosniff") << target;
    EXPECT_EQ(response.header("Referrer-Policy"), "strict-origin-when-cross-origin") << target;
    EXPECT_NE(response.header("Content-Security-Policy").find("frame-ancestors 'self'"),
              std::string::npos)
        << target;
    EXPECT_EQ(response.header("Content-Security-Policy").find("unsafe-inline"), std::string::npos)
        << target;
    EXPECT_NE(response.header("Permissions-Policy").find("camera=()"), std::string::npos) << target;
  }
}

}  // namespace
}  // namespace lobbykit::sandbox::http
