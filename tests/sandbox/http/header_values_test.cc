#include "sandbox/http/header_values.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox::http {
namespace {

TEST(AcceptsEncoding, ListedCodingsAreAccepted) {
  EXPECT_TRUE(accepts_encoding("gzip, deflate, br", "br"));
  EXPECT_TRUE(accepts_encoding("gzip, deflate, br", "gzip"));
  EXPECT_TRUE(accepts_encoding("BR;q=0.5", "br"));
  EXPECT_FALSE(accepts_encoding("gzip", "br"));
  EXPECT_FALSE(accepts_encoding("", "gzip"));
}

TEST(AcceptsEncoding, QualityZeroRefuses) {
  EXPECT_FALSE(accepts_encoding("br;q=0, gzip", "br"));
  EXPECT_FALSE(accepts_encoding("br ; q=0.0", "br"));
  EXPECT_TRUE(accepts_encoding("br;q=0.001", "br"));
}

TEST(AcceptsEncoding, WildcardCoversUnlistedCodings) {
  EXPECT_TRUE(accepts_encoding("*", "br"));
  EXPECT_FALSE(accepts_encoding("*;q=0", "gzip"));
  EXPECT_TRUE(accepts_encoding("*;q=0, gzip", "gzip"));
}

TEST(EtagMatches, ComparesListedTagsWeaklyOrNot) {
  EXPECT_TRUE(etag_matches("\"abc\"", "\"abc\""));
  EXPECT_TRUE(etag_matches("\"x\", W/\"abc\"", "\"abc\""));
  EXPECT_TRUE(etag_matches("*", "\"abc\""));
  EXPECT_FALSE(etag_matches("\"abd\"", "\"abc\""));
  EXPECT_FALSE(etag_matches("", "\"abc\""));
}

}  // namespace
}  // namespace lobbykit::sandbox::http
