#include "sandbox/http/socket_session.h"

#include <limits>

#include "sandbox/bounded_json.h"

namespace lobbykit::sandbox::http {

namespace {

constexpr int kSignIn = 1;
constexpr int kPing = 2;

SocketReply error_reply(int code, std::string_view message,
                        const nlohmann::json& cmd = nlohmann::json()) {
  nlohmann::json reply = {{"code", code}, {"msg", message}};
  if (!cmd.is_null()) reply["cmd"] = cmd;
  return {reply.dump(), false};
}

// The cmd as an int, or nullopt when it is out of int's range: narrowing
// 4294967297 would make it cmd 1.
std::optional<int> cmd_number(const nlohmann::json& cmd) {
  if (cmd.is_number_unsigned()) {
    auto value = cmd.get<std::uint64_t>();
    if (value > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) return std::nullopt;
    return static_cast<int>(value);
  }
  auto value = cmd.get<std::int64_t>();
  if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
    return std::nullopt;
  return static_cast<int>(value);
}

}  // namespace

SocketSession::SocketSession(Service& service, SocketHub& hub,
                             std::weak_ptr<SocketConnection> connection)
    : service_(service),
      hub_(hub),
      connection_(std::move(connection)),
      address_(connection_.lock().get()) {}

SocketSession::~SocketSession() { hub_.remove(address_); }

SocketReply SocketSession::on_message(std::string_view text) {
  const nlohmann::json message = parse_bounded_json(text).value.value_or(nullptr);
  if (!message.is_object() || !message.contains("cmd") || !message["cmd"].is_number_integer()) {
    return error_reply(400, "expected a JSON object with an integer cmd");
  }
  std::optional<int> cmd = cmd_number(message["cmd"]);
  if (cmd == kSignIn) return sign_in(message);
  if (cmd == kPing) return {nlohmann::json{{"cmd", kPing}}.dump(), false};
  return error_reply(400, "unknown cmd", message["cmd"]);
}

SocketReply SocketSession::sign_in(const nlohmann::json& message) {
  auto token = message.find("token");
  std::optional<PlayerId> player;
  if (token != message.end() && token->is_string() &&
      !token->get_ref<const std::string&>().empty()) {
    player = service_.player_for_token(token->get_ref<const std::string&>());
  }
  if (!player) {
    hub_.remove(address_);
    player_.reset();
    SocketReply reply = error_reply(401, "the token is not signed in", kSignIn);
    reply.close = true;
    return reply;
  }
  bool first_sign_in = player_ != player;
  player_ = player;
  hub_.add(*player, token->get<std::string>(), connection_);
  // cmd 1 is also the keepalive: what waits for a sign-in happens on the first.
  if (first_sign_in) service_.socket_signed_in(*player);
  return {nlohmann::json{{"cmd", kSignIn}}.dump(), false};
}

}  // namespace lobbykit::sandbox::http
