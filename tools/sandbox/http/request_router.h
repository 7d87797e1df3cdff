// Where each HTTP request goes: `POST /api/<call>` to Service::call, `POST /admin/event`,
// `/admin/ledger`, `/admin/withdrawal`, `/admin/verify-code` and `/admin/task-switch` to
// Service::admin, the sandbox's own chat and game pages (sandbox_pages.h), everything else to the
// static site (with the matching headers of its `_headers` file, headers_file.h;
// the file itself is not served). The Beast layer asks twice: once with the headers (to refuse a
// request before reading its body), then with the whole request.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "sandbox/http/headers_file.h"
#include "sandbox/http/http_message.h"
#include "sandbox/http/static_site.h"
#include "sandbox/service.h"

namespace lobbykit::sandbox::http {

/// Bodies larger than this are refused with 413 (no call takes more).
constexpr std::uint64_t kMaxBodyBytes = 64 * 1024;

/// The API's base path on the site (catalogue.json site.environments.apiBaseUrl).
constexpr std::string_view kApiPrefix = "/api";
/// The socket's path (site.environments.socketUrl).
constexpr std::string_view kSocketPath = "/ws";
/// The admin commands' paths (loopback only; /admin/event, /admin/ledger, ...).
constexpr std::string_view kAdminPrefix = "/admin/";

/// What every /api (and admin) answer carries: never cached, never sniffed,
/// no full referrer to other origins.
extern const HeaderList kApiHeaders;

/// A transport-made error in the service's envelope {code, msg, data}.
HttpResponse api_error(int status, std::string_view message);

/// 413 for a body over kMaxBodyBytes; closes the connection (the rest of the
/// body is never read).
HttpResponse body_too_large();

class RequestRouter {
 public:
  /// REQUIRES: `service` and `site` outlive the router. `site_headers`: the
  /// site's `_headers` file (empty: none), sent with every site file answer.
  RequestRouter(Service& service, const StaticSite& site, HeadersFile site_headers = {})
      : service_(service), site_(site), site_headers_(std::move(site_headers)) {}

  /// The answer to give without reading the body (wrong method, body too
  /// large, not loopback for admin), or nullopt to read it and call handle().
  [[nodiscard]] std::optional<HttpResponse> check_headers(const HttpRequest& request) const;

  /// Answers a request whose body has been read. Thread-safe. A HEAD
  /// request's answer (from both) carries no body, only its length.
  [[nodiscard]] HttpResponse handle(const HttpRequest& request) const;

  [[nodiscard]] Service& service() const { return service_; }

 private:
  [[nodiscard]] HttpResponse answer(const HttpRequest& request) const;

  Service& service_;
  const StaticSite& site_;
  HeadersFile site_headers_;
};

}  // namespace lobbykit::sandbox::http
