#include "sandbox/http/socket_session.h"

#include <gtest/gtest.h>

#include "fake_service.h"
#include "recording_connection.h"

namespace lobbykit::sandbox::http {
namespace {

using testing::RecordingConnection;

class SocketSessionTest : public ::testing::Test {
 protected:
  SocketSessionTest() { service_.add_token("good-token", 7); }

  sandbox::testing::FakeService service_;
  SocketHub hub_;
  std::shared_ptr<RecordingConnection> connection_ = std::make_shared<RecordingConnection>();
};

TEST_F(SocketSessionTest, SignInWithALiveTokenRegistersTheSocket) {
  SocketSession session(service_, hub_, connection_);
  SocketReply reply =
      session.on_message(R"({"cmd":1,"token":"good-token","deviceId":"d1","deviceType":"web"})");
  EXPECT_EQ(reply.message, R"({"cmd":1})");
  EXPECT_FALSE(reply.close);
  EXPECT_EQ(session.player(), std::optional<PlayerId>(7));
  hub_.push(7, 56, nullptr);
  EXPECT_EQ(connection_->messages(), std::vector<std::string>{R"({"cmd":56,"data":null})"});
}

// cmd 1 is the keepalive too: the service hears of the first sign-in only
// (the birthday gift waits for it), and of a sign-in as another player.
TEST_F(SocketSessionTest, TheServiceHearsOfTheFirstSignInOnly) {
  service_.add_token("other-token", 8);
  SocketSession session(service_, hub_, connection_);
  for (int keepalive = 0; keepalive < 3; ++keepalive)
    session.on_message(R"({"cmd":1,"token":"good-token"})");
  EXPECT_EQ(service_.socket_sign_ins(), std::vector<PlayerId>{7});
  session.on_message(R"({"cmd":1,"token":"other-token"})");
  EXPECT_EQ(service_.socket_sign_ins(), (std::vector<PlayerId>{7, 8}));
}

TEST_F(SocketSessionTest, ABadTokenIsAnsweredAndClosed) {
  SocketSession session(service_, hub_, connection_);
  for (const char* message :
       {R"({"cmd":1,"token":"stolen"})", R"({"cmd":1})", R"({"cmd":1,"token":5})"}) {
    SocketReply reply = session.on_message(message);
    EXPECT_EQ(reply.message, R"({"cmd":1,"code":401,"msg":"the token is not signed in"})")
        << message;
    EXPECT_TRUE(reply.close) << message;
  }
  EXPECT_EQ(hub_.connection_count(7), 0u);
}

TEST_F(SocketSessionTest, PingIsAnsweredWithPong) {
  SocketSession session(service_, hub_, connection_);
  SocketReply reply = session.on_message(R"({"cmd":2,"token":"good-token"})");
  EXPECT_EQ(reply.message, R"({"cmd":2})");
  EXPECT_FALSE(reply.close);
}

TEST_F(SocketSessionTest, MalformedMessagesAreAnsweredNotFatal) {
  SocketSession session(service_, hub_, connection_);
  EXPECT_EQ(session.on_message("not json").message,
            R"({"code":400,"msg":"expected a JSON object with an integer cmd"})");
  EXPECT_EQ(session.on_message(R"({"cmd":"1"})").message,
            R"({"code":400,"msg":"expected a JSON object with an integer cmd"})");
  SocketReply unknown = session.on_message(R"({"cmd":99})");
  EXPECT_EQ(unknown.message, R"({"cmd":99,"code":400,"msg":"unknown cmd"})");
  EXPECT_FALSE(unknown.close);
}

// The defect: cmd was narrowed to int, so 4294967297 (2^32 + 1) signed in as cmd 1.
TEST_F(SocketSessionTest, ACmdOutsideIntIsUnknownNotASignIn) {
  SocketSession session(service_, hub_, connection_);
  SocketReply reply = session.on_message(R"({"cmd":4294967297,"token":"good-token"})");
  EXPECT_EQ(reply.message, R"({"cmd":4294967297,"code":400,"msg":"unknown cmd"})");
  EXPECT_EQ(session.player(), std::nullopt);
  EXPECT_EQ(session.on_message(R"({"cmd":-4294967294})").message,
            R"({"cmd":-4294967294,"code":400,"msg":"unknown cmd"})");
  EXPECT_EQ(session.on_message(R"({"cmd":18446744073709551615})").message,
            R"({"cmd":18446744073709551615,"code":400,"msg":"unknown cmd"})");
}

TEST_F(SocketSessionTest, AMessageNestedTooDeepIsAnsweredNotParsed) {
  SocketSession session(service_, hub_, connection_);
  std::string deep = R"({"cmd":1,"x":)" + std::string(32000, '[') + std::string(32000, ']') + "}";
  EXPECT_EQ(session.on_message(deep).message,
            R"({"code":400,"msg":"expected a JSON object with an integer cmd"})");
}

TEST_F(SocketSessionTest, EndingTheSessionUnregistersTheSocket) {
  {
    SocketSession session(service_, hub_, connection_);
    session.on_message(R"({"cmd":1,"token":"good-token"})");
    EXPECT_EQ(hub_.connection_count(7), 1u);
  }
  EXPECT_EQ(hub_.connection_count(7), 0u);
}

}  // namespace
}  // namespace lobbykit::sandbox::http
