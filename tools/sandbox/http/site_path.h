// From an HTTP request target to a file name inside the served site, refusing
// every way out of the site's root.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace lobbykit::sandbox::http {

/// The request target without its query (`/a?b=1` -> `/a`) and fragment.
std::string_view target_path(std::string_view target);

/// `%XX` escapes decoded; nullopt when an escape is malformed or decodes to NUL.
std::optional<std::string> percent_decode(std::string_view text);

/// A site file for a target: `relative` is a '/'-separated path below the
/// root (`/` is `index.html`); otherwise `error_status` is 400 (malformed
/// target, NUL, bad escape) or 404 (`..`, `.`, empty segments, backslashes:
/// anything that could leave the root or alias another name).
struct SitePath {
  int error_status = 0;
  std::string relative;
};
SitePath site_path_for(std::string_view target);

}  // namespace lobbykit::sandbox::http
