// The installable app: site.yaml's `app` checked (its icon a square PNG of
// at least 512 px, read through the images part) and, in a build, rendered
// and written as manifest.webmanifest, media/app/*.png and app-manifest.ts.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>

#include "codegen/output_tree.h"
#include "content/model.h"
#include "core/diagnostics.h"
#include "core/file_system.h"
#include "images/app_icon.h"

namespace lobbykit {

/// Reads the icon site.yaml's app.icon names and reports, at app.icon, why
/// it cannot be the app icon. With `render` and no error, renders the icons.
/// Returns the icons when rendered; nullopt otherwise (nothing to check
/// when site.yaml or the path was invalid: that is reported already).
std::optional<AppIcons> run_app_icon_step(const Catalogue& catalogue, const FileSystem& fs,
                                          const std::filesystem::path& root, bool render,
                                          Diagnostics& diagnostics);

/// The manifest JSON of site.yaml's `app` (typed JSON, as Catalogue::site
/// holds it) with the icons' paths (AppIcons order: 192, 512, maskable 512).
nlohmann::ordered_json app_manifest_json(const nlohmann::ordered_json& site,
                                         const std::string& icon192, const std::string& icon512,
                                         const std::string& maskable512);

/// Stages manifest.webmanifest, media/app/icon-192.<hash>.png,
/// icon-512.<hash>.png, icon-512-maskable.<hash>.png,
/// apple-touch-icon.<hash>.png and app-manifest.ts.
void emit_app_manifest(const nlohmann::ordered_json& site, const AppIcons& icons, OutputTree& out);

}  // namespace lobbykit
