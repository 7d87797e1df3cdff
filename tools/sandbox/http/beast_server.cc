#include "sandbox/http/beast_server.h"

#include <array>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/fatal_error.h"
#include "sandbox/http/site_path.h"
#include "sandbox/http/socket_session.h"

namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
namespace websocket = boost::beast::websocket;
namespace net = boost::asio;
using tcp = boost::asio::ip::tcp;

namespace lobbykit::sandbox::http {

namespace {

constexpr std::size_t kMaxHeaderBytes = 16 * 1024;
constexpr std::size_t kMaxSocketMessageBytes = 64 * 1024;
// After a response that closes the connection, what the client still sends
// is read and dropped for a moment, so closing does not reset the connection
// before the client has read the response.
constexpr std::size_t kMaxLingerBytes = 1024 * 1024;
constexpr std::chrono::seconds kLingerTime{2};

struct Shared {
  ServerConfig config;
  const RequestRouter& router;
  SocketHub& hub;
};

using BeastRequest = bhttp::request<bhttp::string_body>;
using BeastResponse = bhttp::response<bhttp::string_body>;

std::string_view view(beast::string_view text) { return {text.data(), text.size()}; }

HttpRequest request_of(const BeastRequest& message, boost::optional<std::uint64_t> content_length,
                       bool from_loopback, const std::string& peer_address) {
  HttpRequest request;
  request.method = std::string(message.method_string());
  request.target = std::string(message.target());
  if (content_length) request.content_length = *content_length;
  request.from_loopback = from_loopback;
  request.peer_address = peer_address;
  request.token = std::string(message["token"]);
  request.accept_encoding = std::string(message[bhttp::field::accept_encoding]);
  request.if_none_match = std::string(message[bhttp::field::if_none_match]);
  return request;
}

BeastResponse message_of(HttpResponse response, unsigned version, bool keep_alive) {
  BeastResponse message{static_cast<bhttp::status>(response.status), version};
  message.set(bhttp::field::server, "lobbykit-sandbox");
  for (const auto& [name, value] : response.headers) message.set(name, value);
  message.body() = std::move(response.body);
  message.keep_alive(keep_alive && !response.close);
  if (response.head_content_length) {
    message.content_length(*response.head_content_length);
  } else {
    message.prepare_payload();
  }
  return message;
}

// Errors after which there is nobody to answer: the peer left or was too slow.
bool peer_is_gone(const beast::error_code& error) {
  return error == bhttp::error::end_of_stream || error == bhttp::error::partial_message ||
         error == beast::error::timeout || error == net::error::operation_aborted ||
         error.category() != bhttp::make_error_code(bhttp::error::bad_method).category();
}

/// One signed-in (or not yet) WebSocket; writes go through a queue because
/// Beast allows one outstanding write per stream.
class SocketStream final : public SocketConnection,
                           public std::enable_shared_from_this<SocketStream> {
 public:
  SocketStream(beast::tcp_stream&& stream, const Shared& shared)
      : ws_(std::move(stream)), shared_(shared) {}

  void accept(BeastRequest upgrade) {
    upgrade_ = std::move(upgrade);
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kMaxSocketMessageBytes);
    session_.emplace(shared_.router.service(), shared_.hub, weak_from_this());
    ws_.async_accept(upgrade_, [self = shared_from_this()](beast::error_code error) {
      if (!error) self->read();
    });
  }

  void send(std::string text) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)]() mutable {
      self->enqueue(std::move(text));
    });
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
      self->on_read(error);
    });
  }

  void on_read(beast::error_code error) {
    if (error) {
      closing_ = true;
      session_.reset();  // unregisters from the hub now, not when the last write ends
      return;
    }
    SocketReply reply = session_->on_message(beast::buffers_to_string(buffer_.data()));
    buffer_.consume(buffer_.size());
    if (reply.message) enqueue(std::move(*reply.message));
    if (reply.close) {
      closing_ = true;  // closes once the reply is written
      return;
    }
    read();
  }

  void enqueue(std::string text) {
    if (closing_ && queue_.empty()) return;
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write_front();
  }

  void write_front() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()), [self = shared_from_this()](
                                                     beast::error_code error, std::size_t) {
      if (error) {
        self->closing_ = true;
        self->queue_.clear();
        return;
      }
      self->queue_.pop_front();
      if (!self->queue_.empty()) return self->write_front();
      if (self->closing_ && self->session_) {
        self->session_.reset();
        self->ws_.async_close(websocket::close_code::policy_error, [self](beast::error_code) {});
      }
    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  const Shared& shared_;
  BeastRequest upgrade_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::optional<SocketSession> session_;
  bool closing_ = false;
};

/// One HTTP/1.1 connection: requests one after another (keep-alive), each
/// read with a deadline, answered by the router.
class HttpConnection final : public std::enable_shared_from_this<HttpConnection> {
 public:
  HttpConnection(tcp::socket&& socket, const Shared& shared)
      : stream_(std::move(socket)), shared_(shared) {
    beast::error_code error;
    auto peer = stream_.socket().remote_endpoint(error);
    from_loopback_ = !error && peer.address().is_loopback();
    if (!error) peer_address_ = peer.address().to_string();
  }

  void start() {
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_header(); });
  }

 private:
  // A kept-alive connection may idle longer than a new one, but once its next
  // request starts, the headers have the same deadline.
  void wait_for_next_request() {
    if (buffer_.size() > 0) return read_header();
    stream_.expires_after(shared_.config.idle_timeout);
    stream_.async_read_some(buffer_.prepare(4096),
                            [self = shared_from_this()](beast::error_code error, std::size_t n) {
                              if (error) return self->close();
                              self->buffer_.commit(n);
                              self->read_header();
                            });
  }

  void read_header() {
    parser_.emplace();
    parser_->header_limit(kMaxHeaderBytes);
    parser_->body_limit(kMaxBodyBytes);
    stream_.expires_after(shared_.config.header_timeout);
    bhttp::async_read_header(stream_, buffer_, *parser_,
                             [self = shared_from_this()](beast::error_code error, std::size_t) {
                               self->on_header(error);
                             });
  }

  void on_header(beast::error_code error) {
    // Beast checks a Content-Length against the body limit with the headers.
    if (error == bhttp::error::body_limit) return refuse_large_body();
    if (error) {
      if (peer_is_gone(error)) return close();
      HttpResponse refused = api_error(400, "malformed HTTP request");
      refused.close = true;
      return respond(std::move(refused), 11, false);
    }
    const BeastRequest& message = parser_->get();
    if (websocket::is_upgrade(message) && target_path(view(message.target())) == kSocketPath) {
      auto socket = std::make_shared<SocketStream>(std::move(stream_), shared_);
      return socket->accept(parser_->release());
    }
    request_ = request_of(message, parser_->content_length(), from_loopback_, peer_address_);
    if (auto refused = shared_.router.check_headers(request_)) {
      // An unread body would be taken for the next request.
      if (!parser_->is_done()) refused->close = true;
      return respond(std::move(*refused), message.version(), message.keep_alive());
    }
    stream_.expires_after(shared_.config.body_timeout);
    bhttp::async_read(stream_, buffer_, *parser_,
                      [self = shared_from_this()](beast::error_code error, std::size_t) {
                        self->on_body(error);
                      });
  }

  void on_body(beast::error_code error) {
    if (error == bhttp::error::body_limit) return refuse_large_body();
    if (error) return close();
    const BeastRequest& message = parser_->get();
    request_.body = message.body();
    respond(shared_.router.handle(request_), message.version(), message.keep_alive());
  }

  void refuse_large_body() { respond(body_too_large(), parser_->get().version(), false); }

  void respond(HttpResponse response, unsigned version, bool keep_alive) {
    auto message =
        std::make_shared<BeastResponse>(message_of(std::move(response), version, keep_alive));
    stream_.expires_after(shared_.config.body_timeout);
    bhttp::async_write(stream_, *message,
                       [self = shared_from_this(), message](beast::error_code error, std::size_t) {
                         if (error) return self->close();
                         if (!message->keep_alive()) return self->linger_close();
                         self->wait_for_next_request();
                       });
  }

  void linger_close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    stream_.expires_after(kLingerTime);
    drain();
  }

  void drain() {
    stream_.async_read_some(net::buffer(drain_),
                            [self = shared_from_this()](beast::error_code error, std::size_t n) {
                              self->drained_ += n;
                              if (error || self->drained_ > kMaxLingerBytes) return self->close();
                              self->drain();
                            });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
    stream_.close();
  }

  beast::tcp_stream stream_;
  const Shared& shared_;
  bool from_loopback_ = false;
  std::string peer_address_;
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  HttpRequest request_;
  std::array<char, 8192> drain_{};
  std::size_t drained_ = 0;
};

}  // namespace

struct BeastServer::State {
  // Destroyed in reverse order: the io_context (and every connection its
  // handlers keep alive) goes before `shared`, which the connections use.
  Shared shared;
  net::io_context io;
  tcp::acceptor acceptor{io};
  std::optional<net::signal_set> signals;

  void accept_next() {
    acceptor.async_accept(net::make_strand(io),
                          [this](beast::error_code error, tcp::socket socket) {
                            if (!acceptor.is_open()) return;
                            if (!error)
                              std::make_shared<HttpConnection>(std::move(socket), shared)->start();
                            accept_next();
                          });
  }
};

BeastServer::BeastServer(const ServerConfig& config, const RequestRouter& router, SocketHub& hub)
    : state_(new State{{config, router, hub}}) {
  tcp::endpoint endpoint{net::ip::make_address("127.0.0.1"), config.port};
  beast::error_code error;
  auto& acceptor = state_->acceptor;
  acceptor.open(endpoint.protocol(), error);
  if (!error) acceptor.set_option(net::socket_base::reuse_address(true), error);
  if (!error) acceptor.bind(endpoint, error);
  if (!error) acceptor.listen(net::socket_base::max_listen_connections, error);
  if (error) {
    throw FatalError("cannot listen on 127.0.0.1:" + std::to_string(config.port) + ": " +
                     error.message());
  }
  // Installed now, not in run(), so a signal right after start-up stops cleanly too.
  if (config.stop_on_signals) {
    state_->signals.emplace(state_->io, SIGINT, SIGTERM);
    state_->signals->async_wait([this](beast::error_code, int) { stop(); });
  }
}

BeastServer::~BeastServer() = default;

unsigned short BeastServer::port() const { return state_->acceptor.local_endpoint().port(); }

void BeastServer::run() {
  State& state = *state_;
  state.accept_next();
  unsigned threads = state.shared.config.threads;
  if (threads == 0) threads = std::max(2u, std::thread::hardware_concurrency());
  std::vector<std::thread> workers;
  for (unsigned i = 1; i < threads; ++i) workers.emplace_back([&state] { state.io.run(); });
  state.io.run();
  for (auto& worker : workers) worker.join();
}

void BeastServer::stop() { state_->io.stop(); }

}  // namespace lobbykit::sandbox::http
