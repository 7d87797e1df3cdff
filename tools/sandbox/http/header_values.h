// Reading the few request header values the transport acts on (RFC 9110).
#pragma once

#include <string_view>

namespace lobbykit::sandbox::http {

/// Whether an `Accept-Encoding` value allows `coding` ("br", "gzip"): listed
/// by name or by `*`, and not with `q=0`.
bool accepts_encoding(std::string_view accept_encoding, std::string_view coding);

/// Whether an `If-None-Match` value matches `etag` (a quoted strong tag):
/// `*`, or any listed tag equal to it, weak (`W/`) or not, as RFC 9110
/// §13.1.2 asks for this header.
bool etag_matches(std::string_view if_none_match, std::string_view etag);

}  // namespace lobbykit::sandbox::http
