#include "sandbox/http/headers_file.h"

#include <gtest/gtest.h>

#include "core/fatal_error.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox::http {
namespace {

using lobbykit::testing::TemporaryFolder;
using lobbykit::testing::write_file;

// The message of the FatalError that parsing `text` throws ("" if none).
std::string error_of(std::string_view text) {
  try {
    HeadersFile::parse(text);
  } catch (const FatalError& error) {
    return error.what();
  }
  return "";
}

TEST(HeadersFile, ParsesBlocksCommentsAndBlankLines) {
  HeadersFile file = HeadersFile::parse(
      "# Security headers (written by the app's build)\n"
      "/*\n"
      "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n"
      "\tX-Content-Type-Options:nosniff  \n"
      "  # a comment inside a block\n"
      "\n"
      "/sw.js\n"
      "  Cache-Control: no-cache\n");
  ASSERT_EQ(file.blocks().size(), 2u);
  EXPECT_EQ(file.blocks()[0].pattern, "/*");
  EXPECT_EQ(file.blocks()[0].headers,
            (HeaderList{{"Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'"},
                        {"X-Content-Type-Options", "nosniff"}}));
  EXPECT_EQ(file.blocks()[1].pattern, "/sw.js");
  EXPECT_EQ(file.blocks()[1].headers, (HeaderList{{"Cache-Control", "no-cache"}}));
}

TEST(HeadersFile, AcceptsCrlfLineEndings) {
  HeadersFile file = HeadersFile::parse("/*\r\n  Referrer-Policy: no-referrer\r\n");
  EXPECT_EQ(file.headers_for("/"), (HeaderList{{"Referrer-Policy", "no-referrer"}}));
}

TEST(HeadersFile, MatchesSplatsAndExactPathsInFileOrder) {
  HeadersFile file = HeadersFile::parse(
      "/*\n  Cache-Control: no-cache\n  X-A: all\n"
      "/assets/*\n  Cache-Control: immutable\n"
      "/sw.js\n  cache-control: no-store\n");
  EXPECT_EQ(file.headers_for("/"), (HeaderList{{"Cache-Control", "no-cache"}, {"X-A", "all"}}));
  // A later block replaces a header of the same name, whatever its case.
  EXPECT_EQ(file.headers_for("/sw.js"),
            (HeaderList{{"Cache-Control", "no-store"}, {"X-A", "all"}}));
  EXPECT_EQ(file.headers_for("/assets/app.js"),
            (HeaderList{{"Cache-Control", "immutable"}, {"X-A", "all"}}));
  EXPECT_TRUE(header_pattern_matches("/assets/*", "/assets/"));
  EXPECT_FALSE(header_pattern_matches("/assets/*", "/assets"));
  EXPECT_FALSE(header_pattern_matches("/assets/*", "/assetsx/a.js"));
  EXPECT_FALSE(header_pattern_matches("/sw.js", "/sw.js.map"));
  EXPECT_TRUE(HeadersFile::parse("").headers_for("/").empty());
}

TEST(HeadersFile, BadLinesAreErrorsWithTheirLineNumbers) {
  EXPECT_EQ(error_of("  X-A: b\n"), "_headers:1: a header line before any path pattern");
  EXPECT_EQ(error_of("/*\n  X-A: b\nX-B: c\n"),
            "_headers:3: expected a path pattern starting with '/' or an indented 'Name: value' "
            "line");
  EXPECT_EQ(error_of("/*\n  no colon here\n"), "_headers:2: expected 'Name: value'");
  EXPECT_EQ(error_of("/*\n  Bad Name: x\n"), "_headers:2: 'Bad Name' is not a header name");
  EXPECT_EQ(error_of("/*\n  : x\n"), "_headers:2: '' is not a header name");
  EXPECT_EQ(error_of("/*\n\n  X-Empty:   \n"), "_headers:3: header 'X-Empty' has no value");
  EXPECT_EQ(error_of("/a*\n"),
            "_headers:1: '*' is only allowed as the last segment ('/*', '/assets/*')");
  EXPECT_EQ(error_of("/*/x\n"),
            "_headers:1: '*' is only allowed as the last segment ('/*', '/assets/*')");
  EXPECT_EQ(error_of("/a b\n"), "_headers:1: a path pattern is one path, without spaces");
  EXPECT_EQ(error_of("/users/:id\n"),
            "_headers:1: placeholders (':name') are not supported; use an exact path or '/*'");
  EXPECT_EQ(error_of("/*\n  Content-Length: 5\n"),
            "_headers:2: 'Content-Length' is set by the server, not by _headers");
  EXPECT_EQ(error_of("/*\n  transfer-encoding: chunked\n"),
            "_headers:2: 'transfer-encoding' is set by the server, not by _headers");
}

// A value that smuggles a line break would split into a second header (or a
// body) on the wire: refused, never sent.
TEST(HeadersFile, RefusesCrAndControlCharactersInValues) {
  EXPECT_EQ(error_of("/*\n  X-A: safe\rSet-Cookie: stolen=1\n"),
            "_headers:2: a header value must not contain a carriage return (CR)");
  EXPECT_EQ(error_of("/*\n  X-A: a\r\r\n"),
            "_headers:2: a header value must not contain a carriage return (CR)");
  EXPECT_EQ(error_of(std::string_view("/*\n  X-A: a\0b\n", 14)),
            "_headers:2: a header value must not contain control characters");
  EXPECT_EQ(error_of("/*\n  X-A: a\x1b[0m\n"),
            "_headers:2: a header value must not contain control characters");
  // An LF ends the value: what follows is a line of its own, and not a header.
  EXPECT_EQ(error_of("/*\n  X-A: a\nSet-Cookie: stolen=1\n"),
            "_headers:3: expected a path pattern starting with '/' or an indented 'Name: value' "
            "line");
  // A tab inside a value is allowed (RFC 9110 field-value).
  EXPECT_EQ(HeadersFile::parse("/*\n  X-A: a\tb\n").headers_for("/")[0].second, "a\tb");
}

TEST(HeadersFile, ReadNamesTheFileInItsErrors) {
  TemporaryFolder folder;
  write_file(folder.path() / "_headers", "/*\n  X-A: b\n  oops\n");
  try {
    HeadersFile::read(folder.path() / "_headers");
    FAIL() << "no error";
  } catch (const FatalError& error) {
    EXPECT_EQ(std::string(error.what()),
              (folder.path() / "_headers").string() + ":3: expected 'Name: value'");
  }
  EXPECT_THROW(HeadersFile::read(folder.path() / "missing"), FatalError);
}

TEST(HeadersFile, SetHeadersReplacesByNameOrAppends) {
  HeaderList headers = {{"Content-Type", "text/html"}, {"Cache-Control", "no-cache"}};
  set_headers(headers, {{"cache-control", "no-store"}, {"X-New", "1"}});
  EXPECT_EQ(
      headers,
      (HeaderList{{"Content-Type", "text/html"}, {"Cache-Control", "no-store"}, {"X-New", "1"}}));
}

}  // namespace
}  // namespace lobbykit::sandbox::http
