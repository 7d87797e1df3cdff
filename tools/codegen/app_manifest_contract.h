// The installable app's output contract: manifest.webmanifest (the W3C web
// app manifest, https://www.w3.org/TR/appmanifest/, its members named as the
// standard names them) and app-manifest.ts (where the rendered icons are, for
// index.html's apple-touch-icon and the app).
#pragma once

#include "codegen/output_contract.h"

namespace lobbykit::contract {

/// One entry of the manifest's `icons`.
struct ManifestIconContract : Record {
  ManifestIconContract();
  const Field& src =
      field("src", Type::string(),
            "media/app/icon-<size>[-maskable].<hash>.png, relative to the manifest.");
  const Field& sizes = field("sizes", Type::string(), "\"192x192\" or \"512x512\".");
  const Field& type = field("type", Type::literals({"image/png"}));
  const Field& purpose = field("purpose", Type::literals({"any", "maskable"}),
                               "maskable: the art inside the central 80% safe zone.");
};
const ManifestIconContract& manifest_icon_contract();

/// manifest.webmanifest.
struct WebAppManifestContract : Record {
  WebAppManifestContract();
  const Field& name = field("name", Type::string(), "site.yaml app.name.");
  const Field& short_name = field("short_name", Type::string(), "site.yaml app.shortName.");
  const Field& description = field("description", Type::string());
  const Field& start_url = field("start_url", Type::literals({"./"}));
  const Field& scope = field("scope", Type::literals({"./"}));
  const Field& display = field("display", Type::literals({"standalone"}));
  const Field& theme_color = field("theme_color", Type::string(), "#rrggbb.");
  const Field& background_color = field("background_color", Type::string(), "#rrggbb.");
  const Field& icons = field("icons", Type::array_of(Type::record(manifest_icon_contract())),
                             "192 and 512 for any purpose, then 512 maskable.");
};
const WebAppManifestContract& web_app_manifest_contract();

/// app-manifest.ts AppIcons: each path relative to the site root.
struct AppIconsContract : Record {
  AppIconsContract();
  const Field& icon192 = field("icon192", Type::string());
  const Field& icon512 = field("icon512", Type::string());
  const Field& maskable512 = field("maskable512", Type::string());
  const Field& apple_touch =
      field("appleTouch", Type::string(), "180x180, opaque: <link rel=\"apple-touch-icon\">.");
};
const AppIconsContract& app_icons_contract();

}  // namespace lobbykit::contract
