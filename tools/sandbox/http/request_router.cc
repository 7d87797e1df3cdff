#include "sandbox/http/request_router.h"

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "sandbox/http/sandbox_pages.h"
#include "sandbox/http/site_path.h"

namespace lobbykit::sandbox::http {

namespace {

enum class Route { kApi, kAdmin, kSocket, kSite };

constexpr std::string_view kHeadersFilePath = "/_headers";

Route route_of(std::string_view path) {
  // Every admin command is under one prefix; the service's admin table says which exist.
  if (path.starts_with(kAdminPrefix)) return Route::kAdmin;
  if (path == kSocketPath) return Route::kSocket;
  if (path.substr(0, kApiPrefix.size()) == kApiPrefix &&
      (path.size() == kApiPrefix.size() || path[kApiPrefix.size()] == '/')) {
    return Route::kApi;
  }
  return Route::kSite;
}

HttpResponse from_service(const CallResponse& answer) {
  HttpResponse response;
  response.status = answer.http_status;
  response.headers = {{"Content-Type", "application/json"}};
  response.headers.insert(response.headers.end(), kApiHeaders.begin(), kApiHeaders.end());
  response.body = answer.body;
  return response;
}

CallRequest call_request(const HttpRequest& request, std::string_view path) {
  return {std::string(path), request.body, request.token, request.from_loopback,
          request.peer_address};
}

// A service that throws (a defect) costs one 500, not the server: the
// exception would otherwise leave Beast's handler and end io_context::run().
template <typename Call>
HttpResponse answer_of(Call call) {
  try {
    return from_service(call());
  } catch (const std::exception& error) {
    std::cerr << "sandbox: the service threw: " << error.what() << "\n";
    return api_error(500, "internal error");
  }
}

// The refusals that need no body: see check_headers().
std::optional<HttpResponse> refusal(const HttpRequest& request) {
  Route route = route_of(target_path(request.target));
  if (route == Route::kSocket) {
    HttpResponse response = api_error(426, "the socket needs a WebSocket upgrade");
    response.headers.emplace_back("Upgrade", "websocket");
    return response;
  }
  if (route == Route::kSite) return std::nullopt;
  if (request.method != "POST") {
    HttpResponse response = api_error(405, "calls are POST");
    response.headers.emplace_back("Allow", "POST");
    return response;
  }
  if (route == Route::kAdmin && !request.from_loopback)
    return api_error(403, "admin is loopback only");
  if (request.content_length.value_or(0) > kMaxBodyBytes) return body_too_large();
  return std::nullopt;
}

// A HEAD answer says how long its body would be and sends none: bytes after
// its headers would be read as the next answer on the connection.
HttpResponse for_method(const HttpRequest& request, HttpResponse response) {
  if (request.method == "HEAD" && !response.body.empty()) {
    response.head_content_length = response.body.size();
    response.body.clear();
  }
  return response;
}

}  // namespace

const HeaderList kApiHeaders = {{"Cache-Control", "no-store"},
                                {"X-Content-Type-Options", "nosniff"},
                                {"Referrer-Policy", "strict-origin-when-cross-origin"}};

HttpResponse api_error(int status, std::string_view message) {
  nlohmann::json envelope = {{"code", status}, {"msg", message}, {"data", nullptr}};
  return from_service({status, envelope.dump()});
}

HttpResponse body_too_large() {
  HttpResponse response =
      api_error(413, "the body is larger than " + std::to_string(kMaxBodyBytes / 1024) + " KiB");
  response.close = true;
  return response;
}

std::optional<HttpResponse> RequestRouter::check_headers(const HttpRequest& request) const {
  if (auto refused = refusal(request)) return for_method(request, std::move(*refused));
  return std::nullopt;
}

HttpResponse RequestRouter::handle(const HttpRequest& request) const {
  return for_method(request, answer(request));
}

HttpResponse RequestRouter::answer(const HttpRequest& request) const {
  if (auto refused = refusal(request)) return *refused;
  std::string_view path = target_path(request.target);
  switch (route_of(path)) {
    case Route::kApi:
      return answer_of(
          [&] { return service_.call(call_request(request, path.substr(kApiPrefix.size()))); });
    case Route::kAdmin:
      return answer_of([&] { return service_.admin(call_request(request, path)); });
    case Route::kSocket:
    case Route::kSite:
      break;
  }
  if (auto page = sandbox_page(request)) return *page;
  // The host's own files (the app's build writes them for static hosts) are not the site's.
  HttpResponse response = path == kHeadersFilePath ? not_found_page() : site_.serve(request);
  set_headers(response.headers, site_headers_.headers_for(path));
  return response;
}

}  // namespace lobbykit::sandbox::http
