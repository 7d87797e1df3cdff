#include "sandbox/http/mime_type.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox::http {
namespace {

TEST(MimeType, KnowsEveryTypeTheSiteServes) {
  EXPECT_EQ(mime_type_for("index.html"), "text/html; charset=utf-8");
  EXPECT_EQ(mime_type_for("assets/index-RRHz5IUV.js"), "text/javascript; charset=utf-8");
  EXPECT_EQ(mime_type_for("worker.mjs"), "text/javascript; charset=utf-8");
  EXPECT_EQ(mime_type_for("assets/index-abc.css"), "text/css; charset=utf-8");
  EXPECT_EQ(mime_type_for("i18n/ar.ee926a0178.json"), "application/json");
  EXPECT_EQ(mime_type_for("favicon.svg"), "image/svg+xml");
  EXPECT_EQ(mime_type_for("media/games/x/y.180x240.363640fdbf.webp"), "image/webp");
  EXPECT_EQ(mime_type_for("a.png"), "image/png");
  EXPECT_EQ(mime_type_for("a.jpg"), "image/jpeg");
  EXPECT_EQ(mime_type_for("favicon.ico"), "image/x-icon");
  EXPECT_EQ(mime_type_for("font.woff2"), "font/woff2");
  EXPECT_EQ(mime_type_for("assets/index-RRHz5IUV.js.map"), "application/json");
  EXPECT_EQ(mime_type_for("robots.txt"), "text/plain; charset=utf-8");
  EXPECT_EQ(mime_type_for("site.webmanifest"), "application/manifest+json");
}

TEST(MimeType, ComparesTheExtensionWithoutCase) {
  EXPECT_EQ(mime_type_for("PHOTO.JPG"), "image/jpeg");
}

TEST(MimeType, UnknownOrMissingExtensionsAreOctetStream) {
  EXPECT_EQ(mime_type_for("archive.xyz"), "application/octet-stream");
  EXPECT_EQ(mime_type_for("README"), "application/octet-stream");
  EXPECT_EQ(mime_type_for("folder.d/README"), "application/octet-stream");
}

}  // namespace
}  // namespace lobbykit::sandbox::http
