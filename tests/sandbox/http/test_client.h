// A small Beast client for the server tests: raw bytes, HTTP requests and a
// WebSocket, each wait bounded so a broken server fails a test, not hangs it.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace lobbykit::sandbox::http::testing {

using Response = boost::beast::http::response<boost::beast::http::string_body>;
using Headers = std::map<std::string, std::string>;

constexpr std::chrono::seconds kWait{10};

/// One TCP connection to 127.0.0.1:port.
class TestConnection {
 public:
  explicit TestConnection(unsigned short port);

  /// Sends bytes as they are (for malformed and partial requests).
  void write(std::string_view bytes);

  /// Sends one request; `head` makes it a HEAD request.
  void send(std::string_view method, std::string_view target, const Headers& headers = {},
            std::string body = "");

  /// Reads one response; throws if none arrives within kWait.
  /// `for_head`: the response to a HEAD request (no body follows).
  Response read_response(bool for_head = false);

  /// Whether the server closes the connection within `limit` (reading and
  /// dropping whatever it still sends).
  bool closed_within(std::chrono::milliseconds limit);

 private:
  boost::asio::io_context io_;
  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
};

/// One request on a fresh connection.
Response request(unsigned short port, std::string_view method, std::string_view target,
                 const Headers& headers = {}, std::string body = "");

/// A WebSocket to ws://127.0.0.1:port/ws.
class TestSocket {
 public:
  explicit TestSocket(unsigned short port);
  void send(const std::string& text);
  /// The next text message, or nullopt if none arrives within `limit` or the
  /// server closed the socket.
  std::optional<std::string> receive(std::chrono::milliseconds limit = kWait);

 private:
  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
};

}  // namespace lobbykit::sandbox::http::testing
