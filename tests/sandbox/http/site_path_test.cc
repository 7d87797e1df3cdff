#include "sandbox/http/site_path.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox::http {
namespace {

TEST(SitePath, RootIsTheIndexPage) {
  EXPECT_EQ(site_path_for("/").relative, "index.html");
  EXPECT_EQ(site_path_for("/?lang=ar").relative, "index.html");
}

TEST(SitePath, KeepsTheQueryAndFragmentOut) {
  EXPECT_EQ(target_path("/a/b.js?v=1#x"), "/a/b.js");
  EXPECT_EQ(site_path_for("/assets/index-RRHz5IUV.js?v=2").relative, "assets/index-RRHz5IUV.js");
}

TEST(SitePath, DecodesEscapes) {
  SitePath path = site_path_for("/media/a%20b.webp");
  EXPECT_EQ(path.error_status, 0);
  EXPECT_EQ(path.relative, "media/a b.webp");
}

TEST(SitePath, RefusesTraversalPlainOrEncoded) {
  for (const char* target : {"/../etc/passwd", "/assets/../../etc/passwd", "/%2e%2e/etc/passwd",
                             "/%2E%2E%2Fetc%2Fpasswd", "/assets/..", "/./index.html",
                             "//etc/passwd", "/a//b", "/..%5c..%5cwindows", "/assets/"}) {
    EXPECT_EQ(site_path_for(target).error_status, 404) << target;
  }
}

TEST(SitePath, RefusesNulBadEscapesAndNonOriginTargets) {
  for (const char* target :
       {"/index.html%00.js", "/a%zz", "/a%4", "http://example.test/", "*", ""}) {
    EXPECT_EQ(site_path_for(target).error_status, 400) << target;
  }
}

TEST(PercentDecode, DecodesAndRejects) {
  EXPECT_EQ(percent_decode("a%2Fb%2f"), "a/b/");
  EXPECT_EQ(percent_decode("%"), std::nullopt);
  EXPECT_EQ(percent_decode("%00"), std::nullopt);
}

}  // namespace
}  // namespace lobbykit::sandbox::http
