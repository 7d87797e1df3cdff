#include "sandbox/http/static_site.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <system_error>

#include "core/content_hash.h"
#include "sandbox/http/header_values.h"
#include "sandbox/http/mime_type.h"
#include "sandbox/http/site_path.h"

namespace fs = std::filesystem;

namespace lobbykit::sandbox::http {

namespace {

constexpr std::string_view kImmutable = "public, max-age=31536000, immutable";

// Precompressed siblings, best first: `file.br`, then `file.gz`.
struct Coding {
  std::string_view name;       ///< as in Accept-Encoding and Content-Encoding
  std::string_view extension;  ///< of the sibling file
};
constexpr Coding kCodings[] = {{"br", ".br"}, {"gzip", ".gz"}};

std::optional<std::string> read_whole_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return std::move(bytes).str();
}

bool is_file(const fs::path& path) {
  std::error_code error;
  return fs::is_regular_file(path, error);
}

// A symlink inside the site could point outside it; the canonical path tells.
bool is_inside(const fs::path& root, const fs::path& path) {
  std::error_code error;
  fs::path canonical = fs::canonical(path, error);
  if (error) return false;
  auto [root_end, unused] =
      std::mismatch(root.begin(), root.end(), canonical.begin(), canonical.end());
  return root_end == root.end();
}

HttpResponse error_page(int status, std::string_view title) {
  HttpResponse response;
  response.status = status;
  response.headers = {{"Content-Type", "text/html; charset=utf-8"}, {"Cache-Control", "no-cache"}};
  response.body = "<!doctype html><meta charset=\"utf-8\"><title>" + std::string(title) +
                  "</title><h1>" + std::string(title) + "</h1>\n";
  return response;
}

}  // namespace

bool is_content_hashed(std::string_view relative_path) {
  if (relative_path.substr(0, 7) == "assets/") return true;
  static const std::regex hashed_name(R"((^|/)[^/]+\.[0-9a-f]{8,64}\.[A-Za-z0-9]+$)");
  return std::regex_search(relative_path.begin(), relative_path.end(), hashed_name);
}

HttpResponse not_found_page() { return error_page(404, "Not found"); }

StaticSite::StaticSite(const fs::path& root) : root_(fs::canonical(root)) {}

HttpResponse StaticSite::serve(const HttpRequest& request) const {
  bool head = request.method == "HEAD";
  if (request.method != "GET" && !head) {
    HttpResponse response = error_page(405, "Method not allowed");
    response.headers.emplace_back("Allow", "GET, HEAD");
    return response;
  }
  SitePath site_path = site_path_for(request.target);
  if (site_path.error_status == 400) return error_page(400, "Bad request");
  if (site_path.error_status != 0) return not_found_page();
  fs::path file = root_ / fs::path(site_path.relative);
  if (!is_file(file) || !is_inside(root_, file)) return not_found_page();

  HttpResponse response;
  response.headers.emplace_back("Content-Type", mime_type_for(site_path.relative));
  response.headers.emplace_back("Cache-Control",
                                is_content_hashed(site_path.relative) ? kImmutable : "no-cache");
  fs::path chosen = file;
  bool has_sibling = false;
  for (const Coding& coding : kCodings) {
    fs::path sibling = file;
    sibling += coding.extension;
    if (!is_file(sibling)) continue;
    has_sibling = true;
    if (chosen == file && accepts_encoding(request.accept_encoding, coding.name)) {
      chosen = sibling;
      response.headers.emplace_back("Content-Encoding", coding.name);
    }
  }
  if (has_sibling) response.headers.emplace_back("Vary", "Accept-Encoding");

  std::optional<std::string> bytes = read_whole_file(chosen);
  if (!bytes) return not_found_page();
  std::string etag = "\"" + content_hash(*bytes, 32) + "\"";
  response.headers.emplace_back("ETag", etag);
  if (etag_matches(request.if_none_match, etag)) {
    response.status = 304;
    return response;
  }
  if (head) {
    response.head_content_length = bytes->size();
  } else {
    response.body = std::move(*bytes);
  }
  return response;
}

}  // namespace lobbykit::sandbox::http
