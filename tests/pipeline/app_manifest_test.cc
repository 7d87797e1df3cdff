// The web app manifest: its fields from site.yaml's app, its icons' entries
// and content-hashed paths, app-manifest.ts, and the icon check located at
// site.yaml's app.icon.
#include <gtest/gtest.h>

#include "codegen/app_manifest_contract.h"
#include "content/catalogue_loader.h"
#include "images/png_encode.h"
#include "pipeline/app_manifest_step.h"
#include "testing/base_fixture.h"

namespace lobbykit {
namespace {

using Json = nlohmann::ordered_json;

Catalogue load(const MemoryFileSystem& fs, Diagnostics& diagnostics) {
  return load_catalogue(fs, "repo", diagnostics);
}

TEST(AppManifest, TakesItsFieldsFromSiteYaml) {
  Diagnostics diagnostics;
  const Catalogue catalogue = load(testing::base_repository(), diagnostics);
  const Json manifest = app_manifest_json(catalogue.site, "a.png", "b.png", "c.png");
  EXPECT_EQ(manifest.dump(),
            R"({"name":"Lobbykit Casino","short_name":"Lobbykit",)"
            R"("description":"Play slots, live tables and sports, with daily rewards.",)"
            R"("start_url":"./","scope":"./","display":"standalone",)"
            R"("theme_color":"#0b1426","background_color":"#0b1426","icons":[)"
            R"({"src":"a.png","sizes":"192x192","type":"image/png","purpose":"any"},)"
            R"({"src":"b.png","sizes":"512x512","type":"image/png","purpose":"any"},)"
            R"({"src":"c.png","sizes":"512x512","type":"image/png","purpose":"maskable"}]})");
  EXPECT_FALSE(contract::find_mismatch(contract::web_app_manifest_contract(), manifest));
}

TEST(AppManifest, WritesTheIconsUnderContentHashedNamesAndTheirPaths) {
  Diagnostics diagnostics;
  const auto fs = testing::base_repository();
  const Catalogue catalogue = load(fs, diagnostics);
  auto icons = run_app_icon_step(catalogue, fs, "repo", true, diagnostics);
  ASSERT_TRUE(icons) << format_text(diagnostics);
  OutputTree out;
  emit_app_manifest(catalogue.site, *icons, out);
  const auto& files = out.files();
  const Json manifest = Json::parse(files.at("manifest.webmanifest"));
  ASSERT_EQ(manifest["icons"].size(), 3u);
  for (const auto& icon : manifest["icons"]) {
    const std::string src = icon["src"];
    EXPECT_TRUE(files.count(src)) << src;
    EXPECT_TRUE(src.starts_with("media/app/icon-")) << src;
  }
  const std::string maskable = manifest["icons"][2]["src"];
  EXPECT_TRUE(maskable.starts_with("media/app/icon-512-maskable.")) << maskable;
  EXPECT_EQ(files.at(maskable), icons->maskable512);
  const std::string& ts = files.at("app-manifest.ts");
  EXPECT_NE(ts.find("export interface AppIcons {"), std::string::npos) << ts;
  EXPECT_NE(ts.find("export const appIcons: AppIcons = {\n  \"icon192\": \"" +
                    manifest["icons"][0]["src"].get<std::string>() + "\",\n"),
            std::string::npos)
      << ts;
  std::string apple;
  for (const auto& [path, bytes] : files)
    if (path.starts_with("media/app/apple-touch-icon.")) apple = path;
  EXPECT_NE(ts.find("  \"appleTouch\": \"" + apple + "\"\n};\n"), std::string::npos) << ts;
}

std::string icon_errors(const std::string& bytes) {
  auto fs = testing::base_repository();
  fs.add_file("repo/content/icons/app/app-icon.png", bytes);
  Diagnostics diagnostics;
  const Catalogue catalogue = load(fs, diagnostics);
  EXPECT_FALSE(run_app_icon_step(catalogue, fs, "repo", true, diagnostics));
  return format_text(diagnostics);
}

TEST(AppManifest, LocatesAnIconErrorAtSiteYamlsAppIcon) {
  Pixels8 small{256, 256, 3, PixelBytes(256 * 256 * 3, 7)};
  const std::string out = icon_errors(encode_png(small));
  EXPECT_NE(out.find("content/site.yaml:43:9: error: the app icon is 256x256 px, smaller than "
                     "512x512"),
            std::string::npos)
      << out;
}

TEST(AppManifest, ReportsAMissingIconWithAHint) {
  auto fs = testing::base_repository();
  fs.remove_file("repo/content/icons/app/app-icon.png");
  Diagnostics diagnostics;
  const Catalogue catalogue = load(fs, diagnostics);
  EXPECT_FALSE(catalogue.app_icon);
  EXPECT_FALSE(run_app_icon_step(catalogue, fs, "repo", true, diagnostics));
  EXPECT_NE(format_text(diagnostics).find("error: image 'icons/app/app-icon.png' does not exist\n"),
            std::string::npos)
      << format_text(diagnostics);
  EXPECT_NE(format_text(diagnostics).find("hint: the app icon is a square PNG of at least 512 px"),
            std::string::npos);
}

TEST(AppManifest, ChecksWithoutRenderingWhenAskedOnlyToCheck) {
  Diagnostics diagnostics;
  const auto fs = testing::base_repository();
  const Catalogue catalogue = load(fs, diagnostics);
  EXPECT_FALSE(run_app_icon_step(catalogue, fs, "repo", false, diagnostics));
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
}

}  // namespace
}  // namespace lobbykit
