#include "sandbox/http/site_path.h"

namespace lobbykit::sandbox::http {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A decoded segment that may name a file: no traversal, no aliasing.
bool is_plain_segment(std::string_view segment) {
  return !segment.empty() && segment != "." && segment != ".." &&
         segment.find('\\') == std::string_view::npos;
}

}  // namespace

std::string_view target_path(std::string_view target) {
  return target.substr(0, target.find_first_of("?#"));
}

std::optional<std::string> percent_decode(std::string_view text) {
  std::string decoded;
  decoded.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      if (i + 2 >= text.size()) return std::nullopt;
      int high = hex_value(text[i + 1]);
      int low = hex_value(text[i + 2]);
      if (high < 0 || low < 0) return std::nullopt;
      c = static_cast<char>(high * 16 + low);
      i += 2;
    }
    if (c == '\0') return std::nullopt;
    decoded += c;
  }
  return decoded;
}

SitePath site_path_for(std::string_view target) {
  std::string_view path = target_path(target);
  if (path.empty() || path.front() != '/') return {400, {}};
  std::optional<std::string> decoded = percent_decode(path);
  if (!decoded) return {400, {}};
  if (*decoded == "/") return {0, "index.html"};
  // Each segment is checked after decoding, so `%2e%2e` and `%2f` are caught.
  std::string_view rest = std::string_view(*decoded).substr(1);
  while (true) {
    std::size_t slash = rest.find('/');
    if (!is_plain_segment(rest.substr(0, slash))) return {404, {}};
    if (slash == std::string_view::npos) break;
    rest.remove_prefix(slash + 1);
  }
  return {0, decoded->substr(1)};
}

}  // namespace lobbykit::sandbox::http
