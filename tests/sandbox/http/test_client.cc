#include "test_client.h"

#include <boost/asio/ip/tcp.hpp>
#include <stdexcept>

namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
namespace net = boost::asio;
using tcp = boost::asio::ip::tcp;

namespace lobbykit::sandbox::http::testing {

namespace {

// Runs the io_context until `done` or `limit`; cancels what is pending on time-out.
template <typename Stream>
bool run_until(net::io_context& io, Stream& stream, const bool& done,
               std::chrono::milliseconds limit) {
  io.restart();
  io.run_for(limit);
  if (done) return true;
  beast::get_lowest_layer(stream).cancel();
  io.restart();
  io.run();
  return false;
}

tcp::endpoint loopback(unsigned short port) { return {net::ip::make_address("127.0.0.1"), port}; }

}  // namespace

TestConnection::TestConnection(unsigned short port) : stream_(io_) {
  stream_.connect(loopback(port));
}

void TestConnection::write(std::string_view bytes) {
  net::write(stream_.socket(), net::buffer(bytes));
}

void TestConnection::send(std::string_view method, std::string_view target, const Headers& headers,
                          std::string body) {
  bhttp::request<bhttp::string_body> message{
      bhttp::string_to_verb({method.data(), method.size()}), {target.data(), target.size()}, 11};
  message.set(bhttp::field::host, "127.0.0.1");
  for (const auto& [name, value] : headers) message.set(name, value);
  message.body() = std::move(body);
  message.prepare_payload();
  bhttp::write(stream_.socket(), message);
}

Response TestConnection::read_response(bool for_head) {
  bhttp::response_parser<bhttp::string_body> parser;
  parser.skip(for_head);
  parser.body_limit(64 * 1024 * 1024);
  bool done = false;
  beast::error_code error;
  bhttp::async_read(stream_, buffer_, parser, [&](beast::error_code e, std::size_t) {
    error = e;
    done = true;
  });
  if (!run_until(io_, stream_, done, kWait))
    throw std::runtime_error("no response within the wait");
  if (error) throw beast::system_error(error);
  return parser.release();
}

bool TestConnection::closed_within(std::chrono::milliseconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    char scratch[4096];
    bool done = false;
    beast::error_code error;
    stream_.socket().async_read_some(net::buffer(scratch), [&](beast::error_code e, std::size_t) {
      error = e;
      done = true;
    });
    if (!run_until(io_, stream_, done, left)) return false;
    if (error) return true;  // end of stream or reset: closed
  }
}

Response request(unsigned short port, std::string_view method, std::string_view target,
                 const Headers& headers, std::string body) {
  TestConnection connection(port);
  connection.send(method, target, headers, std::move(body));
  return connection.read_response(method == "HEAD");
}

TestSocket::TestSocket(unsigned short port) : ws_(io_) {
  beast::get_lowest_layer(ws_).connect(loopback(port));
  ws_.handshake("127.0.0.1", "/ws");
  ws_.text(true);
}

void TestSocket::send(const std::string& text) { ws_.write(net::buffer(text)); }

std::optional<std::string> TestSocket::receive(std::chrono::milliseconds limit) {
  bool done = false;
  beast::error_code error;
  ws_.async_read(buffer_, [&](beast::error_code e, std::size_t) {
    error = e;
    done = true;
  });
  if (!run_until(io_, ws_, done, limit) || error) return std::nullopt;
  std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  return text;
}

}  // namespace lobbykit::sandbox::http::testing
