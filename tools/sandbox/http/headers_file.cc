#include "sandbox/http/headers_file.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <sstream>

#include "core/fatal_error.h"

namespace lobbykit::sandbox::http {

namespace {

// The server writes these itself; a file that set them could break the framing.
constexpr std::array<std::string_view, 4> kServerHeaders = {"content-length", "content-encoding",
                                                            "transfer-encoding", "connection"};

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool equal_names(std::string_view a, std::string_view b) { return lower(a) == lower(b); }

// RFC 9110 §5.6.2: tchar.
bool is_token(std::string_view name) {
  constexpr std::string_view kSymbols = "!#$%&'*+-.^_`|~";
  return !name.empty() && std::all_of(name.begin(), name.end(), [&](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           kSymbols.find(c) != std::string_view::npos;
  });
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// A visible path: starts with '/', no spaces or controls, and at most one
// '*', as the last character after a '/'.
std::string pattern_problem(std::string_view pattern) {
  if (pattern.find_first_of(" \t") != std::string_view::npos)
    return "a path pattern is one path, without spaces";
  auto star = pattern.find('*');
  if (star != std::string_view::npos && (star != pattern.size() - 1 || pattern[star - 1] != '/'))
    return "'*' is only allowed as the last segment ('/*', '/assets/*')";
  if (pattern.find(':') != std::string_view::npos)
    return "placeholders (':name') are not supported; use an exact path or '/*'";
  return {};
}

std::string control_character_problem(std::string_view value) {
  for (char c : value) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '\r') return "a header value must not contain a carriage return (CR)";
    if ((byte < 0x20 && c != '\t') || byte == 0x7f)
      return "a header value must not contain control characters";
  }
  return {};
}

}  // namespace

bool header_pattern_matches(std::string_view pattern, std::string_view path) {
  if (pattern.ends_with("/*")) return path.starts_with(pattern.substr(0, pattern.size() - 1));
  return pattern == path;
}

void set_headers(HeaderList& headers, const HeaderList& extra) {
  for (const auto& header : extra) {
    auto same = std::find_if(headers.begin(), headers.end(), [&](const auto& existing) {
      return equal_names(existing.first, header.first);
    });
    if (same != headers.end()) {
      same->second = header.second;
    } else {
      headers.push_back(header);
    }
  }
}

HeadersFile HeadersFile::parse(std::string_view text, std::string_view name) {
  HeadersFile file;
  std::size_t line_number = 0;
  auto fail = [&](const std::string& why) {
    throw FatalError(std::string(name) + ":" + std::to_string(line_number) + ": " + why);
  };
  while (!text.empty()) {
    ++line_number;
    std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (line.ends_with('\r')) line.remove_suffix(1);  // CRLF line endings
    std::string_view content = trim(line);
    if (content.empty() || content.front() == '#') continue;
    bool indented = line.front() == ' ' || line.front() == '\t';
    if (!indented) {
      if (content.front() != '/')
        fail("expected a path pattern starting with '/' or an indented 'Name: value' line");
      if (auto problem = pattern_problem(content); !problem.empty()) fail(problem);
      if (auto problem = control_character_problem(content); !problem.empty()) fail(problem);
      file.blocks_.push_back({std::string(content), {}});
      continue;
    }
    if (file.blocks_.empty()) fail("a header line before any path pattern");
    auto colon = content.find(':');
    if (colon == std::string_view::npos) fail("expected 'Name: value'");
    std::string_view header = trim(content.substr(0, colon));
    std::string_view value = trim(content.substr(colon + 1));
    if (!is_token(header)) fail("'" + std::string(header) + "' is not a header name");
    if (value.empty()) fail("header '" + std::string(header) + "' has no value");
    if (auto problem = control_character_problem(value); !problem.empty()) fail(problem);
    if (std::find(kServerHeaders.begin(), kServerHeaders.end(), lower(header)) !=
        kServerHeaders.end()) {
      fail("'" + std::string(header) + "' is set by the server, not by _headers");
    }
    file.blocks_.back().headers.emplace_back(std::string(header), std::string(value));
  }
  return file;
}

HeadersFile HeadersFile::read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FatalError("cannot read " + path.string());
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return parse(bytes.str(), path.string());
}

HeaderList HeadersFile::headers_for(std::string_view path) const {
  HeaderList headers;
  for (const auto& block : blocks_) {
    if (header_pattern_matches(block.pattern, path)) set_headers(headers, block.headers);
  }
  return headers;
}

}  // namespace lobbykit::sandbox::http
