// The socket contract (tools/sandbox/contract/socket.md): how the server reads
// a client's socket messages and answers them. The first byte picks a layer:
//   even: the rest is up to 16 0xFF-separated text messages, given straight
//         to a SocketSession (sandbox/http/socket_session.h, the pure part of
//         beast_server.cc's SocketStream) with a fake service;
//   odd:  the rest is what a client sends after a good upgrade request: raw
//         WebSocket frames, read by a Beast server stream set up as
//         beast_server.cc sets it (64 KiB message limit) over an in-memory
//         stream, each message answered by the session as SocketStream does.
// Whatever the bytes:
//   - nothing crashes or throws (a bad frame only ends the connection);
//   - every message gets one answer, a JSON object: {"cmd":1} or {"cmd":2},
//     or an error with code 400 or 401 (401 only to cmd 1, and then the
//     socket closes; nothing else closes it);
//   - a message signs the socket in only when it is cmd exactly 1 with a
//     live token, and answers the ping only to cmd exactly 2; an error
//     repeats the message's cmd when it had one;
//   - the hub holds the socket exactly for the player signed in, if any.
#include <boost/asio/buffer.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/beast/_experimental/test/stream.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "fake_service.h"
#include "fuzz_check.h"
#include "fuzz_fields.h"
#include "sandbox/http/socket_hub.h"
#include "sandbox/http/socket_session.h"

namespace {

namespace beast = boost::beast;
namespace websocket = boost::beast::websocket;
using lobbykit::sandbox::PlayerId;
using lobbykit::sandbox::http::SocketConnection;
using lobbykit::sandbox::http::SocketHub;
using lobbykit::sandbox::http::SocketReply;
using lobbykit::sandbox::http::SocketSession;

constexpr std::size_t kMaxMessages = 16;
constexpr std::size_t kMaxSocketMessageBytes = 64 * 1024;  // beast_server.cc's limit
constexpr std::string_view kUpgrade =
    "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";

class CountingConnection final : public SocketConnection {
 public:
  void send(std::string /*text*/) override { ++sent; }
  int sent = 0;
};

bool is_exactly(const nlohmann::json& value, int number) {
  return value.is_number_integer() && value == number;
}

/// One session and what must hold after each of its messages.
class Checked {
 public:
  Checked() : session_(service_, hub_, connection_) {}

  SocketReply answer(std::string_view text) {
    const std::optional<PlayerId> before = session_.player();
    const SocketReply reply = session_.on_message(text);
    FUZZ_CHECK(reply.message.has_value(), "every message is answered");
    auto answer = nlohmann::json::parse(*reply.message, nullptr, false);
    FUZZ_CHECK(answer.is_object(), "the answer is a JSON object");
    auto message = nlohmann::json::parse(text, nullptr, false);
    // A reference, not a copy: copying deep JSON recurses once per level.
    const nlohmann::json null;
    const nlohmann::json& cmd =
        message.is_object() && message.contains("cmd") ? message["cmd"] : null;

    if (!answer.contains("code")) {
      const bool sign_in_or_ping =
          answer == nlohmann::json{{"cmd", 1}} || answer == nlohmann::json{{"cmd", 2}};
      FUZZ_CHECK(sign_in_or_ping, "a success is the sign-in or the ping answer");
      FUZZ_CHECK(is_exactly(cmd, answer["cmd"].get<int>()), "a success answers its own cmd");
      FUZZ_CHECK(!reply.close, "a success keeps the socket");
      if (answer["cmd"] == 1) {
        FUZZ_CHECK(
            session_.player().has_value() && message["token"].is_string() &&
                service_.player_for_token(message["token"].get<std::string>()) == session_.player(),
            "a sign-in is the token's player");
      } else {
        FUZZ_CHECK(session_.player() == before, "a ping changes nobody");
      }
    } else {
      const int code = answer["code"].get<int>();
      FUZZ_CHECK(code == 400 || code == 401, "an error is 400 or 401");
      FUZZ_CHECK(answer.contains("msg") && answer["msg"].is_string(), "an error says why");
      FUZZ_CHECK(reply.close == (code == 401), "only a refused sign-in closes the socket");
      if (code == 401) {
        FUZZ_CHECK(is_exactly(cmd, 1), "only cmd 1 is refused with 401");
        FUZZ_CHECK(!session_.player(), "a refused sign-in signs the socket out");
      } else {
        FUZZ_CHECK(session_.player() == before, "a bad message changes nobody");
        FUZZ_CHECK(!is_exactly(cmd, 1) && !is_exactly(cmd, 2), "cmd 1 and 2 are never 400");
        FUZZ_CHECK(!answer.contains("cmd") || answer["cmd"] == cmd,
                   "an error repeats the message's cmd");
      }
    }
    for (PlayerId player : {7, 8}) {
      FUZZ_CHECK(hub_.connection_count(player) == (session_.player() == player ? 1u : 0u),
                 "the hub holds the socket for its player only");
    }
    return reply;
  }

 private:
  lobbykit::fuzz::FakeService service_;
  SocketHub hub_;
  std::shared_ptr<CountingConnection> connection_ = std::make_shared<CountingConnection>();
  SocketSession session_;
};

void messages(std::string_view bytes) {
  const auto parts = lobbykit::fuzz::split_fields(
      reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), kMaxMessages);
  Checked checked;
  for (const auto& text : parts) {
    if (checked.answer(text).close) break;
  }
}

void frames(std::string_view bytes) {
  boost::asio::io_context io;
  beast::test::stream server_end(io);
  beast::test::stream client_end(io);
  server_end.connect(client_end);
  server_end.append({kUpgrade.data(), kUpgrade.size()});
  server_end.append({bytes.data(), bytes.size()});
  client_end.close();  // the server reads what was sent, then the end

  websocket::stream<beast::test::stream&> ws(server_end);
  ws.read_message_max(kMaxSocketMessageBytes);
  beast::error_code error;
  ws.accept(error);
  FUZZ_CHECK(!error, "the upgrade is accepted");
  Checked checked;
  beast::flat_buffer buffer;
  for (std::size_t count = 0; count < kMaxMessages; ++count) {
    ws.read(buffer, error);
    if (error) return;  // a bad frame, a close or the end: the connection ends
    FUZZ_CHECK(buffer.size() <= kMaxSocketMessageBytes, "a message is within the limit");
    SocketReply reply = checked.answer(beast::buffers_to_string(buffer.data()));
    buffer.consume(buffer.size());
    ws.text(true);
    ws.write(boost::asio::buffer(*reply.message), error);
    if (reply.close || error) {
      ws.close(websocket::close_code::policy_error, error);
      return;
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] % 2 == 0) {
    messages(rest);
  } else {
    frames(rest);
  }
  return 0;
}
