#include "codegen/app_manifest_contract.h"

namespace lobbykit::contract {

ManifestIconContract::ManifestIconContract() : Record("ManifestIcon", "") {}
const ManifestIconContract& manifest_icon_contract() {
  static const ManifestIconContract contract;
  return contract;
}

WebAppManifestContract::WebAppManifestContract()
    : Record("WebAppManifest", "", "The web app manifest the build writes from site.yaml's app.") {}
const WebAppManifestContract& web_app_manifest_contract() {
  static const WebAppManifestContract contract;
  return contract;
}

AppIconsContract::AppIconsContract()
    : Record("AppIcons", "app-manifest", "The rendered app icons, relative to the site root.") {}
const AppIconsContract& app_icons_contract() {
  static const AppIconsContract contract;
  return contract;
}

}  // namespace lobbykit::contract
