// The themes' output contract: the one description of themes.ts's Theme and
// of the JSON files themes.json (every token resolved) and
// themes-contrast.json (the contrast report). themes/theme_emitter.cc writes
// themes.ts and themes.json through these records; themes/contrast_report.cc
// writes the report this describes.
#pragma once

#include "codegen/output_contract.h"

namespace lobbykit::contract {

/// themes.ts Theme: a theme as the switcher shows it.
struct ThemeContract : Record {
  ThemeContract();
  const Field& name = field("name", Type::id_union("ThemeName", "themes"));
  /// Typed through the generated message keys: a theme whose name has no
  /// message in en.yaml fails the app's type check.
  const Field& label_key = field("labelKey",
                                 Type::expression("`theme.${ThemeName}` & MessageKey",
                                                  Type::string(), "MessageKey", "messages"),
                                 "Translation key of the theme's name.");
  const Field& color_scheme = field("colorScheme", Type::literals({"dark", "light"}));
  const Field& bg_color = field("bgColor", Type::string(), "SPEC §3 bgColor: the page background.");
  const Field& text_color = field("textColor", Type::string(), "SPEC §3 textColor.");
};
const ThemeContract& theme_contract();

/// themes.json's theme: a Theme with its file and every token resolved.
struct ResolvedThemeContract : Record {
  ResolvedThemeContract();
  const ThemeContract& theme = theme_contract();
  const Field& name = field(theme.name);
  const Field& file =
      field("file", Type::string(), "The token file, relative to the repository root.");
  const Field& label_key = field(theme.label_key);
  const Field& color_scheme = field(theme.color_scheme);
  const Field& bg_color = field(theme.bg_color);
  const Field& text_color = field(theme.text_color);
  const Field& tokens = field("tokens", Type::map_of(Type::string()),
                              "Each token's path and its sRGB hex colour (#rrggbb or #rrggbbaa).");
};
const ResolvedThemeContract& resolved_theme_contract();

/// themes.json.
struct ThemesFileContract : Record {
  ThemesFileContract();
  const Field& default_theme = field("defaultTheme", Type::id_union("ThemeName", "themes"));
  const Field& themes = field("themes", Type::array_of(Type::record(resolved_theme_contract())));
};
const ThemesFileContract& themes_file_contract();

/// themes-contrast.json's two colours of a pair as shown, after compositing.
struct ShownColorsContract : Record {
  ShownColorsContract();
  const Field& foreground = field("foreground", Type::string());
  const Field& background = field("background", Type::string());
};
const ShownColorsContract& shown_colors_contract();

/// A contrast kind: what minimum ratio a pair needs.
Type contrast_kind_type();

/// themes-contrast.json's pair: two tokens, their ratio and the minimum.
struct ContrastPairContract : Record {
  ContrastPairContract();
  const Field& foreground = field("foreground", Type::string());
  const Field& background = field("background", Type::string());
  const Field& backdrop = optional_field("backdrop", Type::string(),
                                         "The token a translucent background is composited on.");
  const Field& kind = field("kind", contrast_kind_type());
  const Field& ratio = field("ratio", Type::number(), "Rounded down to two decimals.");
  const Field& minimum = field("minimum", Type::number());
  const Field& pass = field("pass", Type::boolean());
  const Field& shown = field("shown", Type::inline_record(shown_colors_contract()));
};
const ContrastPairContract& contrast_pair_contract();

/// themes-contrast.json's theme.
struct ContrastThemeContract : Record {
  ContrastThemeContract();
  const Field& name = field("name", Type::id_union("ThemeName", "themes"));
  const Field& lowest = optional_field("lowest", Type::record(contrast_pair_contract()),
                                       "The pair with the lowest ratio; absent with no pair.");
  const Field& failures = field("failures", Type::integer());
  const Field& pairs = field("pairs", Type::array_of(Type::record(contrast_pair_contract())));
};
const ContrastThemeContract& contrast_theme_contract();

/// themes-contrast.json.
struct ContrastReportContract : Record {
  ContrastReportContract();
  const Field& minimums = field("minimums", Type::map_of(Type::number(), contrast_kind_type()));
  const Field& themes = field("themes", Type::array_of(Type::record(contrast_theme_contract())));
};
const ContrastReportContract& contrast_report_contract();

/// Where the build writes the two files' JSON Schemas, in the output folder.
inline constexpr std::string_view kThemesSchemaPath = "schema/themes.schema.json";
inline constexpr std::string_view kContrastSchemaPath = "schema/themes-contrast.schema.json";

}  // namespace lobbykit::contract
