// Reading and validating themes/ into a ThemeSet.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/diagnostics.h"
#include "core/file_system.h"
#include "themes/theme_model.h"

namespace lobbykit {

/// Reads themes/ under `root`: themes.yaml, the shared token files it names
/// and one token file per theme. Reports, besides what the token format and
/// colour module readers report: a listed file that is missing or a token
/// file nobody lists; a theme whose tokens differ from the reference theme's
/// (missing or extra); aliases that do not resolve or form a cycle; a token
/// that is not a colour; a theme without a bgColor or textColor, or with a
/// translucent bgColor; token names that cannot become CSS custom properties
/// or that clash; a pair naming an unknown token; and every pair whose WCAG
/// 2.2 contrast is below its minimum on some theme. `site` is
/// content/site.yaml as loaded (null if it failed to load): its defaultTheme
/// must name a theme. Themes whose tokens do not all resolve to colours are
/// left out of the result; their contrast is still measured where it can be.
ThemeSet load_themes(const FileSystem& fs, const std::filesystem::path& root,
                     const nlohmann::ordered_json& site, Diagnostics& diagnostics);

}  // namespace lobbykit
