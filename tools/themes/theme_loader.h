// Reading and validating themes/ into a ThemeSet.
#pragma once

#include <filesystem>

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
/// 2.2 contrast is below its minimum on some theme. Themes whose tokens do
/// not all resolve to colours are left out of `themes`; their contrast is
/// still measured where it can be. `default_theme` is left empty: the
/// pipeline sets it from site.yaml and checks it against `listed`.
ThemeSet load_themes(const FileSystem& fs, const std::filesystem::path& root,
                     Diagnostics& diagnostics);

}  // namespace lobbykit
