// The request header values the sandbox acts on (sandbox/http/header_values.h)
// and the site's `_headers` file (sandbox/http/headers_file.h). The input is
// three 0xFF-separated parts: an Accept-Encoding / If-None-Match value, a
// coding or entity tag, and the text of a `_headers` file. Whatever the bytes:
//   - nothing crashes, and nothing but FatalError leaves HeadersFile::parse;
//   - accepts_encoding ignores the coding's case and blanks around commas,
//     and an If-None-Match that lists the tag (plainly or W/) matches it;
//     a match without '*' names the tag;
//   - a parsed `_headers` file only produces patterns starting with '/' and
//     header names that are RFC 9110 tokens (never one the server frames the
//     answer with), and values that are trimmed, non-empty and free of CR,
//     LF, NUL and other controls: no header injection into an answer;
//   - the file written back from its blocks parses to the same blocks, and
//     headers_for() only answers with headers of the file.
#include "sandbox/http/header_values.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/fatal_error.h"
#include "fuzz_check.h"
#include "fuzz_fields.h"
#include "sandbox/http/headers_file.h"

namespace {

using lobbykit::sandbox::http::HeaderBlock;
using lobbykit::sandbox::http::HeaderList;
using lobbykit::sandbox::http::HeadersFile;

bool is_token(std::string_view text) {
  constexpr std::string_view kSymbols = "!#$%&'*+-.^_`|~";
  return !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
           kSymbols.find(c) != std::string_view::npos;
  });
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

std::string spaced_commas(std::string_view text) {
  std::string out;
  for (char c : text) out += c == ',' ? std::string(" \t, ") : std::string(1, c);
  return out;
}

bool is_safe_value(std::string_view value) {
  if (value.empty() || value.front() == ' ' || value.front() == '\t' || value.back() == ' ' ||
      value.back() == '\t') {
    return false;
  }
  return std::none_of(value.begin(), value.end(), [](char c) {
    auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\t') || byte == 0x7f;
  });
}

bool is_server_header(std::string name) {
  name = upper(std::move(name));
  return name == "CONTENT-LENGTH" || name == "CONTENT-ENCODING" || name == "TRANSFER-ENCODING" ||
         name == "CONNECTION";
}

void check_accept_encoding(const std::string& value, const std::string& given_coding) {
  const std::string coding = is_token(given_coding) ? given_coding : "br";
  const bool accepted = lobbykit::sandbox::http::accepts_encoding(value, coding);
  FUZZ_CHECK(lobbykit::sandbox::http::accepts_encoding(value, upper(coding)) == accepted,
             "a coding is matched whatever its case");
  FUZZ_CHECK(lobbykit::sandbox::http::accepts_encoding(spaced_commas(value), coding) == accepted,
             "blanks around commas do not change Accept-Encoding");
  FUZZ_CHECK(!lobbykit::sandbox::http::accepts_encoding("", coding), "no value accepts nothing");
}

void check_if_none_match(const std::string& value, const std::string& tag_text) {
  const std::string etag = "\"" + (is_token(tag_text) ? tag_text : std::string("abc")) + "\"";
  const bool matched = lobbykit::sandbox::http::etag_matches(value, etag);
  if (matched && value.find('*') == std::string::npos) {
    FUZZ_CHECK(value.find(etag) != std::string::npos, "a matching If-None-Match names the tag");
  }
  FUZZ_CHECK(lobbykit::sandbox::http::etag_matches(value + ", " + etag, etag),
             "a listed tag matches");
  FUZZ_CHECK(lobbykit::sandbox::http::etag_matches(value + ",W/" + etag, etag),
             "a listed weak tag matches");
}

std::string written_back(const HeadersFile& file) {
  std::string text = "# written back\n";
  for (const HeaderBlock& block : file.blocks()) {
    text += block.pattern + "\r\n";
    for (const auto& [name, value] : block.headers) text += "\t" + name + " : " + value + "\n";
  }
  return text;
}

bool same_blocks(const std::vector<HeaderBlock>& a, const std::vector<HeaderBlock>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto& x, const auto& y) {
    return x.pattern == y.pattern && x.headers == y.headers;
  });
}

void check_headers_file(const std::string& text) {
  HeadersFile file;
  try {
    file = HeadersFile::parse(text);
  } catch (const lobbykit::FatalError&) {
    return;  // refused with a message: fine
  }
  for (const HeaderBlock& block : file.blocks()) {
    FUZZ_CHECK(!block.pattern.empty() && block.pattern.front() == '/', "a pattern starts with '/'");
    FUZZ_CHECK(
        is_safe_value(block.pattern) && block.pattern.find_first_of(" \t") == std::string::npos,
        "a pattern is one visible path");
    for (const auto& [name, value] : block.headers) {
      FUZZ_CHECK(is_token(name), "a header name is a token");
      FUZZ_CHECK(!is_server_header(name), "no header the server frames the answer with");
      FUZZ_CHECK(is_safe_value(value), "a header value is trimmed, non-empty, without controls");
    }
  }
  const HeadersFile reread = HeadersFile::parse(written_back(file));
  FUZZ_CHECK(same_blocks(file.blocks(), reread.blocks()), "the file written back reads the same");

  for (const HeaderBlock& block : file.blocks()) {
    std::string path = block.pattern;
    if (path.ends_with("/*")) path.replace(path.size() - 1, 1, "x");
    HeaderList answer = file.headers_for(path);
    for (const auto& expected : block.headers) {
      bool sent = std::any_of(answer.begin(), answer.end(), [&](const auto& header) {
        return upper(header.first) == upper(expected.first);
      });
      FUZZ_CHECK(sent, "a matching block's headers are sent");
    }
    for (const auto& header : answer) {
      // Names match whatever their case: a later "x-a" replaces the value of "X-A".
      bool from_file = std::any_of(file.blocks().begin(), file.blocks().end(), [&](const auto& b) {
        return std::any_of(b.headers.begin(), b.headers.end(), [&](const auto& in_file) {
          return upper(in_file.first) == upper(header.first) && in_file.second == header.second;
        });
      });
      FUZZ_CHECK(from_file, "headers_for answers only with the file's headers");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto fields = lobbykit::fuzz::split_fields(data, size, 3);
  check_accept_encoding(fields[0], fields[1]);
  check_if_none_match(fields[0], fields[1]);
  check_headers_file(fields[2]);
  return 0;
}
