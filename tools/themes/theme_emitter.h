// The typed output of themes/: CSS custom properties, the theme list for the
// switcher, resolved colours and the contrast report.
#pragma once

#include "codegen/output_tree.h"
#include "themes/theme_model.h"

namespace lobbykit {

/// Stages:
///   themes.css            one block of custom properties per theme, selected by
///                         [data-theme="<name>"] on the root element; the default
///                         theme's block also applies to :root
///   themes.ts             ThemeName, the `themes` list (name, label key, colour
///                         scheme, bgColor, textColor), defaultThemeName,
///                         themeColors (each theme's theme-color meta value) and
///                         ThemeVariable (every custom property)
///   themes.json           every theme's tokens resolved to sRGB hex
///   themes-contrast.json  the contrast report (contrast_report.h)
///   schema/themes.schema.json, schema/themes-contrast.schema.json
///                         the two JSON files' JSON Schemas
/// The shapes come from the records of codegen/theme_contract.h.
/// REQUIRES: load_themes reported no errors.
void emit_themes(const ThemeSet& themes, OutputTree& out);

}  // namespace lobbykit
