#include "sandbox/http/static_site.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "testing/temporary_folder.h"

namespace lobbykit::sandbox::http {
namespace {

using lobbykit::testing::TemporaryFolder;
using lobbykit::testing::write_file;

HttpRequest get(std::string target, std::string accept_encoding = "",
                std::string if_none_match = "") {
  HttpRequest request;
  request.method = "GET";
  request.target = std::move(target);
  request.accept_encoding = std::move(accept_encoding);
  request.if_none_match = std::move(if_none_match);
  return request;
}

class StaticSiteTest : public ::testing::Test {
 protected:
  StaticSiteTest() {
    write_file(site() / "index.html", "<!doctype html><title>Lobby</title>");
    write_file(site() / "assets/index-RRHz5IUV.js", "console.log('plain');");
    write_file(site() / "assets/index-RRHz5IUV.js.br", "BROTLI");
    write_file(site() / "assets/index-RRHz5IUV.js.gz", "GZIP");
    write_file(site() / "i18n/ar.ee926a0178.json", "{}");
    write_file(site() / "media/games/x/y.180x240.363640fdbf.webp", "RIFF");
    write_file(site() / "favicon.svg", "<svg/>");
    write_file(folder_.path() / "secret.txt", "outside the site");
  }
  std::filesystem::path site() const { return folder_.path() / "site"; }

  TemporaryFolder folder_;
};

TEST_F(StaticSiteTest, RootServesTheIndexPageUncached) {
  HttpResponse response = StaticSite(site()).serve(get("/"));
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "<!doctype html><title>Lobby</title>");
  EXPECT_EQ(response.header("Content-Type"), "text/html; charset=utf-8");
  EXPECT_EQ(response.header("Cache-Control"), "no-cache");
}

TEST_F(StaticSiteTest, ContentHashedFilesAreImmutable) {
  StaticSite served(site());
  for (const char* target : {"/assets/index-RRHz5IUV.js", "/i18n/ar.ee926a0178.json",
                             "/media/games/x/y.180x240.363640fdbf.webp"}) {
    EXPECT_EQ(served.serve(get(target)).header("Cache-Control"),
              "public, max-age=31536000, immutable")
        << target;
  }
  EXPECT_EQ(served.serve(get("/favicon.svg")).header("Cache-Control"), "no-cache");
  EXPECT_EQ(served.serve(get("/favicon.svg")).header("Content-Type"), "image/svg+xml");
}

TEST(IsContentHashed, TellsHashedNamesFromPlainOnes) {
  EXPECT_TRUE(is_content_hashed("assets/index-RRHz5IUV.js"));
  EXPECT_TRUE(is_content_hashed("i18n/ar.ee926a0178.json"));
  EXPECT_TRUE(is_content_hashed("media/games/x/y.180x240.363640fdbf.webp"));
  EXPECT_FALSE(is_content_hashed("index.html"));
  EXPECT_FALSE(is_content_hashed("favicon.svg"));
  EXPECT_FALSE(is_content_hashed("media/games/x/y.180x240.webp"));
  EXPECT_FALSE(is_content_hashed("site.webmanifest"));
}

TEST_F(StaticSiteTest, PicksTheBestPrecompressedSiblingTheClientTakes) {
  StaticSite served(site());
  HttpResponse brotli = served.serve(get("/assets/index-RRHz5IUV.js", "gzip, deflate, br"));
  EXPECT_EQ(brotli.body, "BROTLI");
  EXPECT_EQ(brotli.header("Content-Encoding"), "br");
  EXPECT_EQ(brotli.header("Content-Type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(brotli.header("Vary"), "Accept-Encoding");

  HttpResponse gzip = served.serve(get("/assets/index-RRHz5IUV.js", "gzip"));
  EXPECT_EQ(gzip.body, "GZIP");
  EXPECT_EQ(gzip.header("Content-Encoding"), "gzip");

  HttpResponse plain = served.serve(get("/assets/index-RRHz5IUV.js", "br;q=0"));
  EXPECT_EQ(plain.body, "console.log('plain');");
  EXPECT_EQ(plain.header("Content-Encoding"), "");
  EXPECT_EQ(plain.header("Vary"), "Accept-Encoding");

  EXPECT_NE(brotli.header("ETag"), plain.header("ETag"));
  EXPECT_EQ(served.serve(get("/favicon.svg", "br")).header("Vary"), "");
}

TEST_F(StaticSiteTest, AnswersNotModifiedForTheSameEtag) {
  StaticSite served(site());
  HttpResponse first = served.serve(get("/favicon.svg"));
  std::string etag(first.header("ETag"));
  ASSERT_EQ(etag.front(), '"');
  ASSERT_EQ(etag.back(), '"');
  HttpResponse again = served.serve(get("/favicon.svg", "", etag));
  EXPECT_EQ(again.status, 304);
  EXPECT_EQ(again.body, "");
  EXPECT_EQ(again.header("ETag"), etag);

  write_file(site() / "favicon.svg", "<svg version='2'/>");
  HttpResponse changed = served.serve(get("/favicon.svg", "", etag));
  EXPECT_EQ(changed.status, 200);
  EXPECT_NE(changed.header("ETag"), etag);
}

TEST_F(StaticSiteTest, HeadSendsTheLengthWithoutTheBody) {
  HttpRequest request = get("/favicon.svg");
  request.method = "HEAD";
  HttpResponse response = StaticSite(site()).serve(request);
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "");
  EXPECT_EQ(response.head_content_length, std::optional<std::uint64_t>(6));
}

TEST_F(StaticSiteTest, OtherMethodsAreNotAllowed) {
  HttpRequest request = get("/favicon.svg");
  request.method = "PUT";
  HttpResponse response = StaticSite(site()).serve(request);
  EXPECT_EQ(response.status, 405);
  EXPECT_EQ(response.header("Allow"), "GET, HEAD");
}

TEST_F(StaticSiteTest, UnknownFilesAndFoldersAre404NotTheIndexPage) {
  StaticSite served(site());
  for (const char* target : {"/lobby", "/assets", "/assets/missing.js", "/i18n/"}) {
    HttpResponse response = served.serve(get(target));
    EXPECT_EQ(response.status, 404) << target;
    EXPECT_EQ(response.header("Content-Type"), "text/html; charset=utf-8") << target;
  }
}

TEST_F(StaticSiteTest, RefusesEveryWayOutOfTheRoot) {
  StaticSite served(site());
  for (const char* target : {"/../secret.txt", "/%2e%2e/secret.txt",
                             "/assets/%2E%2E/%2e%2e/secret.txt", "/..%2fsecret.txt"}) {
    HttpResponse response = served.serve(get(target));
    EXPECT_EQ(response.status, 404) << target;
    EXPECT_EQ(response.body.find("outside"), std::string::npos) << target;
  }
  EXPECT_EQ(served.serve(get("/secret.txt%00.svg")).status, 400);
}

TEST_F(StaticSiteTest, RefusesASymlinkLeadingOutOfTheRoot) {
  std::filesystem::create_symlink(folder_.path() / "secret.txt", site() / "link.txt");
  EXPECT_EQ(StaticSite(site()).serve(get("/link.txt")).status, 404);
}

}  // namespace
}  // namespace lobbykit::sandbox::http
