#include "themes/theme_emitter.h"

#include <fmt/format.h>

#include "codegen/typescript.h"
#include "themes/contrast_report.h"

namespace lobbykit {

namespace {

std::string color_scheme(const Theme& theme) { return theme.dark ? "dark" : "light"; }

/// One theme's block, after a blank line.
std::string css_block(const Theme& theme, bool is_default) {
  std::string out = is_default ? "\n:root,\n" : "\n";
  out +=
      fmt::format("[data-theme=\"{}\"] {{\n  color-scheme: {};\n", theme.name, color_scheme(theme));
  for (const ThemeColor& color : theme.colors) {
    out += fmt::format("  {}: {};\n", color.css_variable, to_hex(color.color));
  }
  return out + "}\n";
}

std::string css(const ThemeSet& themes) {
  std::string out = fmt::format("/* {} */\n", OutputTree::kGeneratedNotice);
  out +=
      "/* The app sets data-theme on <html>; the default theme also applies before it does. */\n";
  // The default block comes first: it shares its specificity with the others,
  // so a later [data-theme] block wins over its :root selector.
  for (const Theme& theme : themes.themes) {
    if (theme.name == themes.default_theme) out += css_block(theme, true);
  }
  for (const Theme& theme : themes.themes) {
    if (theme.name != themes.default_theme) out += css_block(theme, false);
  }
  return out;
}

std::string typescript_module(const ThemeSet& themes) {
  std::vector<std::string> names;
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  nlohmann::ordered_json meta_colors;
  for (const Theme& theme : themes.themes) {
    names.push_back(theme.name);
    list.push_back({{"name", theme.name},
                    {"labelKey", theme_label_key(theme.name)},
                    {"colorScheme", color_scheme(theme)},
                    {"bgColor", to_hex(theme.bg_color)},
                    {"textColor", to_hex(theme.text_color)}});
    meta_colors[theme.name] = to_hex(theme.bg_color);
  }
  std::vector<std::string> variables;
  for (const ThemeColor& color : themes.themes.front().colors)
    variables.push_back(color.css_variable);

  std::string out = typescript::notice();
  out += "\n/** The themes of SPEC §3, in the switcher's order. */\n";
  out += typescript::union_type("ThemeName", names);
  out +=
      "\n/** A theme as the switcher shows it; its colours are custom properties in themes.css. "
      "*/\n"
      "export interface Theme {\n"
      "  readonly name: ThemeName;\n"
      "  /** Translation key of the theme's name. */\n"
      "  readonly labelKey: `theme.${ThemeName}`;\n"
      "  readonly colorScheme: 'dark' | 'light';\n"
      "  /** SPEC §3 bgColor: the page background. */\n"
      "  readonly bgColor: string;\n"
      "  /** SPEC §3 textColor. */\n"
      "  readonly textColor: string;\n"
      "}\n\n";
  out += typescript::const_declaration("themes", "readonly Theme[]", list);
  out += "\n/** The theme a first visit uses (site.yaml's defaultTheme). */\n";
  out += typescript::const_declaration("defaultThemeName", "ThemeName", themes.default_theme);
  out += "\n/** Each theme's <meta name=\"theme-color\"> value: its bgColor. */\n";
  out += typescript::const_declaration("themeColors", "Readonly<Record<ThemeName, string>>",
                                       meta_colors);
  out += "\n/** Every custom property themes.css defines, for var() in styles. */\n";
  out += typescript::union_type("ThemeVariable", variables);
  return out;
}

nlohmann::ordered_json resolved_json(const ThemeSet& themes) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const Theme& theme : themes.themes) {
    nlohmann::ordered_json tokens;
    for (const ThemeColor& color : theme.colors) tokens[color.path] = to_hex(color.color);
    list.push_back({{"name", theme.name},
                    {"file", theme.file},
                    {"labelKey", theme_label_key(theme.name)},
                    {"colorScheme", color_scheme(theme)},
                    {"bgColor", to_hex(theme.bg_color)},
                    {"textColor", to_hex(theme.text_color)},
                    {"tokens", std::move(tokens)}});
  }
  nlohmann::ordered_json out;
  out["defaultTheme"] = themes.default_theme;
  out["themes"] = std::move(list);
  return out;
}

}  // namespace

void emit_themes(const ThemeSet& themes, OutputTree& out) {
  out.add("themes.css", css(themes));
  out.add("themes.ts", typescript_module(themes));
  out.add("themes.json", typescript::json_document(resolved_json(themes)));
  out.add("themes-contrast.json", typescript::json_document(contrast_report_json(themes)));
}

}  // namespace lobbykit
