// The sandbox's whole request path (sandbox/http/request_router.h) with a fake
// service (fake_service.h) and a small static site with a `_headers` file, no
// socket. The input is seven 0xFF-separated parts: flags (bit 0 loopback,
// bit 1 no Content-Length, bit 2 a Content-Length over the limit), method,
// target, token, Accept-Encoding, If-None-Match and body. As the Beast layer
// does, the router first sees the headers alone, then the whole request.
// Whatever the request:
//   - nothing crashes, hangs or throws;
//   - the answer's status is within 100..599, its header names are tokens
//     and its values hold no CR, LF, NUL or other control;
//   - a HEAD answer carries no body (a body after it would be read as the
//     next answer on the connection);
//   - an /api or /admin answer (but to HEAD) is the JSON envelope {code, msg, data} with
//     code 0 for 200 and the status otherwise, and never a 500 (the fake
//     service has no faults of its own);
//   - written as the server writes it (Beast, Content-Length from the body),
//     it reads back as the same status, the same headers, nothing more, and
//     the same body (none for HEAD, 304 and 204).
#include "sandbox/http/request_router.h"

#include <unistd.h>

#include <algorithm>
#include <boost/asio/buffer.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/http.hpp>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>

#include "fake_service.h"
#include "fuzz_check.h"
#include "fuzz_fields.h"
#include "sandbox/http/headers_file.h"
#include "sandbox/http/site_path.h"
#include "sandbox/http/static_site.h"

namespace {

namespace bhttp = boost::beast::http;
namespace fs = std::filesystem;
using lobbykit::sandbox::http::HttpRequest;
using lobbykit::sandbox::http::HttpResponse;

void write(const fs::path& path, std::string_view bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << bytes;
}

// The site, made once per process in a fresh temporary folder.
fs::path make_site() {
  std::string pattern = (fs::temp_directory_path() / "lobbykit-fuzz-site-XXXXXX").string();
  FUZZ_CHECK(mkdtemp(pattern.data()) != nullptr, "a temporary site folder");
  const fs::path root = pattern;
  write(root / "index.html", "<!doctype html><title>app</title>");
  write(root / "app.js", "console.log('app');");
  write(root / "app.js.br", "brotli bytes");
  write(root / "app.js.gz", "gzip bytes");
  write(root / "assets" / "index-1a2b3c4d.js", "export {};");
  write(root / "media" / "logo.0123456789abcdef.png", "png bytes");
  write(root / "_headers", "/*\n  X-Frame-Options: DENY\n");
  return root;
}

struct Server {
  ~Server() {
    std::error_code ignored;
    fs::remove_all(root, ignored);
  }

  fs::path root = make_site();
  lobbykit::fuzz::FakeService service;
  lobbykit::sandbox::http::StaticSite site{root};
  lobbykit::sandbox::http::RequestRouter router{
      service, site,
      lobbykit::sandbox::http::HeadersFile::parse("/*\n  X-Frame-Options: DENY\n"
                                                  "/app.js\n  Cache-Control: no-store\n")};
};

bool is_token(std::string_view text) {
  constexpr std::string_view kSymbols = "!#$%&'*+-.^_`|~";
  return !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
           kSymbols.find(c) != std::string_view::npos;
  });
}

bool has_control(std::string_view value) {
  return std::any_of(value.begin(), value.end(), [](char c) {
    auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\t') || byte == 0x7f;
  });
}

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

bool is_call_path(std::string_view path) {
  return path == "/api" || path.starts_with("/api/") || path.starts_with("/admin/");
}

// Writes `response` as beast_server.cc's message_of does, and reads it back.
void check_on_the_wire(const HttpResponse& response, bool head) {
  bhttp::response<bhttp::string_body> message{static_cast<bhttp::status>(response.status), 11};
  message.set(bhttp::field::server, "lobbykit-sandbox");
  for (const auto& [name, value] : response.headers) message.set(name, value);
  message.body() = response.body;
  message.keep_alive(!response.close);
  if (response.head_content_length) {
    message.content_length(*response.head_content_length);
  } else {
    message.prepare_payload();
  }
  std::ostringstream wire;
  wire << message;
  const std::string text = wire.str();

  bhttp::response_parser<bhttp::string_body> parser;
  parser.eager(true);
  parser.skip(head);
  boost::beast::error_code error;
  std::size_t read = parser.put(boost::asio::buffer(text), error);
  FUZZ_CHECK(!error && parser.is_done(), "the answer on the wire is one whole HTTP message");
  FUZZ_CHECK(read == text.size(), "nothing follows the answer on the wire");
  const auto& parsed = parser.get();
  FUZZ_CHECK(parsed.result_int() == static_cast<unsigned>(response.status),
             "the status reads back");
  FUZZ_CHECK(parsed.body() == (head ? std::string() : response.body), "the body reads back");
  for (const auto& field : parsed) {
    std::string_view name(field.name_string().data(), field.name_string().size());
    std::string_view value(field.value().data(), field.value().size());
    if (same_name(name, "Server") || same_name(name, "Content-Length") ||
        same_name(name, "Connection")) {
      continue;
    }
    auto ours = std::find_if(response.headers.rbegin(), response.headers.rend(),
                             [&](const auto& header) { return same_name(header.first, name); });
    FUZZ_CHECK(ours != response.headers.rend() && ours->second == value,
               "every header on the wire is one the router set");
  }
}

void check_answer(const HttpRequest& request, const HttpResponse& response) {
  FUZZ_CHECK(response.status >= 100 && response.status <= 599, "a status within 100..599");
  for (const auto& [name, value] : response.headers) {
    FUZZ_CHECK(is_token(name), "a header name is a token");
    FUZZ_CHECK(!has_control(value), "a header value holds no CR, LF or other control");
    FUZZ_CHECK(!same_name(name, "Content-Length") && !same_name(name, "Transfer-Encoding"),
               "the server alone frames the answer");
  }
  const bool head = request.method == "HEAD";
  FUZZ_CHECK(!response.head_content_length || head, "only HEAD answers carry a HEAD length");
  if (response.head_content_length) FUZZ_CHECK(response.body.empty(), "a HEAD answer is bodiless");
  if (response.status == 304 || response.status == 204 || response.status < 200) {
    FUZZ_CHECK(response.body.empty(), "304, 204 and 1xx answers have no body");
  }
  if (head) FUZZ_CHECK(response.body.empty(), "a HEAD answer carries no body");
  if (is_call_path(lobbykit::sandbox::http::target_path(request.target)) && !head) {
    FUZZ_CHECK(response.header("Content-Type") == "application/json", "calls answer JSON");
    auto envelope = nlohmann::json::parse(response.body, nullptr, false);
    FUZZ_CHECK(envelope.is_object() && envelope["code"].is_number_integer() &&
                   envelope["msg"].is_string() && envelope.contains("data"),
               "a call's answer is the envelope");
    FUZZ_CHECK(envelope["code"] == (response.status == 200 ? 0 : response.status),
               "the envelope's code matches the status");
    FUZZ_CHECK(response.status != 500, "the fake service never fails: no call is a 500");
  }
  check_on_the_wire(response, head);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Server server;
  const auto parts = lobbykit::fuzz::split_fields(data, size, 7);
  const unsigned flags = parts[0].empty() ? 0 : static_cast<unsigned char>(parts[0][0]);
  HttpRequest request;
  request.method = parts[1];
  request.target = parts[2];
  request.from_loopback = (flags & 1) != 0;
  request.peer_address = request.from_loopback ? "127.0.0.1" : "203.0.113.7";
  request.token = parts[3];
  request.accept_encoding = parts[4];
  request.if_none_match = parts[5];
  if ((flags & 4) != 0) {
    request.content_length = lobbykit::sandbox::http::kMaxBodyBytes + 1 + parts[6].size();
  } else if ((flags & 2) == 0) {
    request.content_length = parts[6].size();
  }

  // The Beast layer: the headers alone first, the body only if not refused.
  if (auto refused = server.router.check_headers(request)) {
    check_answer(request, *refused);
    return 0;
  }
  request.body = parts[6].substr(0, lobbykit::sandbox::http::kMaxBodyBytes);
  check_answer(request, server.router.handle(request));
  return 0;
}
