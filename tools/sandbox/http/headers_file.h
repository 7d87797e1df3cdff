// The static-host `_headers` file (Netlify, Cloudflare Pages) the app's build
// writes beside index.html: blocks of a path pattern line, then indented
// `Name: value` lines.
//
//   # comment
//   /*
//     X-Content-Type-Options: nosniff
//   /sw.js
//     Cache-Control: no-cache
//
// A pattern is an exact path (`/sw.js`) or a prefix ending in `/*` (`/*`,
// `/assets/*`). A path gets the headers of every block that matches it, in
// file order; a later block's header replaces an earlier one of the same name
// (case-insensitive). `lobbykit serve` reads `<site>/_headers` at start.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lobbykit::sandbox::http {

using HeaderList = std::vector<std::pair<std::string, std::string>>;

struct HeaderBlock {
  std::string pattern;  ///< "/*", "/assets/*" or an exact path
  HeaderList headers;   ///< in file order
};

class HeadersFile {
 public:
  /// Parses the text of a `_headers` file. Throws FatalError "<name>:<line>:
  /// <what is wrong>" for the first bad line: a header before any path, a
  /// line that is neither a path nor an indented header, a bad pattern, a
  /// header name that is not an RFC 9110 token, an empty value, a control
  /// character (CR, NUL, ...) in a value, or a header the server sets itself
  /// (Content-Length, Content-Encoding, Transfer-Encoding, Connection).
  /// Lines may end in CRLF.
  static HeadersFile parse(std::string_view text, std::string_view name = "_headers");
  /// Reads and parses `path` (its name in messages is the path). Throws
  /// FatalError if it cannot be read or is bad.
  static HeadersFile read(const std::filesystem::path& path);

  /// The headers for URL path `path` (no query): see the file comment.
  [[nodiscard]] HeaderList headers_for(std::string_view path) const;

  [[nodiscard]] const std::vector<HeaderBlock>& blocks() const { return blocks_; }

 private:
  std::vector<HeaderBlock> blocks_;
};

/// Whether `pattern` (exact, or a prefix ending in `/*`) matches URL path `path`.
bool header_pattern_matches(std::string_view pattern, std::string_view path);

/// Sets each of `extra` on `headers`: replaces a header of the same name
/// (case-insensitive), else appends.
void set_headers(HeaderList& headers, const HeaderList& extra);

}  // namespace lobbykit::sandbox::http
