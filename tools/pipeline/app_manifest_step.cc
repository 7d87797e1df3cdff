#include "pipeline/app_manifest_step.h"

#include "codegen/app_manifest_contract.h"
#include "codegen/typescript.h"
#include "core/content_hash.h"

namespace lobbykit {

namespace {

using Json = nlohmann::ordered_json;

std::string hashed(std::string_view name, std::string_view bytes) {
  return "media/app/" + std::string(name) + "." + content_hash(bytes, 10) + ".png";
}

}  // namespace

std::optional<AppIcons> run_app_icon_step(const Catalogue& catalogue, const FileSystem& fs,
                                          const std::filesystem::path& root, bool render,
                                          Diagnostics& diagnostics) {
  if (!catalogue.app_icon || catalogue.site.is_null()) return std::nullopt;
  const ImageRef& icon = *catalogue.app_icon;
  auto bytes = fs.read(root / icon.path);
  if (!bytes) {
    diagnostics.error(icon.named_at, "cannot read the app icon '" + icon.written + "'");
    return std::nullopt;
  }
  // Decoded once: the same refusal in check and build, and the pixels rendered.
  try {
    const Pixels8 source = decode_app_icon(*bytes);
    if (!render || diagnostics.has_errors()) return std::nullopt;
    // The schema has checked the format (#rrggbb).
    const auto background =
        parse_hex_colour(catalogue.site["app"]["backgroundColour"].get<std::string>());
    return render_app_icons(source, background.value_or(Rgb8{}));
  } catch (const ImageError& error) {
    diagnostics.error(icon.named_at, error.what(), error.hint());
    return std::nullopt;
  }
}

Json app_manifest_json(const Json& site, const std::string& icon192, const std::string& icon512,
                       const std::string& maskable512) {
  const auto& m = contract::web_app_manifest_contract();
  const auto& i = contract::manifest_icon_contract();
  const Json& app = site["app"];
  auto entry = [&](const std::string& src, const char* sizes, const char* purpose) {
    return Json{{i.src.name, src},
                {i.sizes.name, sizes},
                {i.type.name, "image/png"},
                {i.purpose.name, purpose}};
  };
  Json manifest;
  manifest[m.name.name] = app["name"];
  manifest[m.short_name.name] = app["shortName"];
  manifest[m.description.name] = app["description"];
  manifest[m.start_url.name] = "./";
  manifest[m.scope.name] = "./";
  manifest[m.display.name] = "standalone";
  manifest[m.theme_color.name] = app["themeColour"];
  manifest[m.background_color.name] = app["backgroundColour"];
  manifest[m.icons.name] =
      Json::array({entry(icon192, "192x192", "any"), entry(icon512, "512x512", "any"),
                   entry(maskable512, "512x512", "maskable")});
  return manifest;
}

void emit_app_manifest(const Json& site, const AppIcons& icons, OutputTree& out) {
  const std::string icon192 = hashed("icon-192", icons.any192);
  const std::string icon512 = hashed("icon-512", icons.any512);
  const std::string maskable512 = hashed("icon-512-maskable", icons.maskable512);
  const std::string apple = hashed("apple-touch-icon", icons.apple180);
  out.add(icon192, icons.any192);
  out.add(icon512, icons.any512);
  out.add(maskable512, icons.maskable512);
  out.add(apple, icons.apple180);
  // A manifest has no comment syntax: no generated notice in it.
  out.add("manifest.webmanifest",
          app_manifest_json(site, icon192, icon512, maskable512).dump(2) + "\n");
  const auto& a = contract::app_icons_contract();
  Json paths = {{a.icon192.name, icon192},
                {a.icon512.name, icon512},
                {a.maskable512.name, maskable512},
                {a.apple_touch.name, apple}};
  out.add("app-manifest.ts", typescript::notice() + contract::typescript_interface(a) + "\n" +
                                 typescript::const_declaration("appIcons", a.type_name(), paths));
}

}  // namespace lobbykit
