// The built app (app/dist/) served from a folder: the file for a path, its
// caching headers, a precompressed sibling when the client takes one, and
// 304 for a copy the client already has.
#pragma once

#include <filesystem>
#include <string_view>

#include "sandbox/http/http_message.h"

namespace lobbykit::sandbox::http {

/// Whether a site file's name changes whenever its bytes do, so it may be
/// cached for a year: Vite's output under `assets/`, and lobbykit's
/// `name.<hex hash>.ext` files (media, locale JSON).
bool is_content_hashed(std::string_view relative_path);

class StaticSite {
 public:
  /// REQUIRES: `root` is an existing folder.
  explicit StaticSite(const std::filesystem::path& root);

  /// Answers a GET or HEAD (405 otherwise). The hash router means only `/`
  /// (and `/index.html`) serve the page, with `Cache-Control: no-cache`;
  /// every other path is a file or 404. The ETag is strong (a hash of the
  /// bytes sent), so `foo.js` and `foo.js.br` have different tags.
  [[nodiscard]] HttpResponse serve(const HttpRequest& request) const;

 private:
  std::filesystem::path root_;  ///< canonical
};

/// The site's 404 page (an HTML document).
HttpResponse not_found_page();

}  // namespace lobbykit::sandbox::http
