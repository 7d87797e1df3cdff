// One HTTP request and its answer as the sandbox's transport logic sees them:
// plain values, so routing and the static site are testable without a socket.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lobbykit::sandbox::http {

struct HttpRequest {
  std::string method;                           ///< "GET", "POST", ... as sent
  std::string target;                           ///< origin-form: path and query
  std::optional<std::uint64_t> content_length;  ///< absent for a chunked or empty body
  bool from_loopback = true;
  std::string peer_address;     ///< "127.0.0.1": the sign-in throttle counts per address
  std::string token;            ///< the `token` header
  std::string accept_encoding;  ///< the `Accept-Encoding` header
  std::string if_none_match;    ///< the `If-None-Match` header
  std::string body;             ///< empty until the body was read
};

struct HttpResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  /// HEAD: the body is not sent, but Content-Length still says its length.
  std::optional<std::uint64_t> head_content_length;
  bool close = false;  ///< close the connection after sending

  /// The value of header `name` (exact case as set here), or empty.
  [[nodiscard]] std::string_view header(std::string_view name) const {
    for (const auto& [key, value] : headers) {
      if (key == name) return value;
    }
    return {};
  }
};

}  // namespace lobbykit::sandbox::http
