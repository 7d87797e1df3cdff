#include "themes/theme_emitter.h"

#include <fmt/format.h>

#include "codegen/theme_contract.h"
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
  const auto& c = contract::theme_contract();
  std::vector<std::string> names;
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  nlohmann::ordered_json meta_colors;
  for (const Theme& theme : themes.themes) {
    names.push_back(theme.name);
    nlohmann::ordered_json item;
    item[c.name.name] = theme.name;
    item[c.label_key.name] = theme_label_key(theme.name);
    item[c.color_scheme.name] = color_scheme(theme);
    item[c.bg_color.name] = to_hex(theme.bg_color);
    item[c.text_color.name] = to_hex(theme.text_color);
    list.push_back(std::move(item));
    meta_colors[theme.name] = to_hex(theme.bg_color);
  }
  std::vector<std::string> variables;
  for (const ThemeColor& color : themes.themes.front().colors)
    variables.push_back(color.css_variable);

  std::string out = typescript::notice() + contract::typescript_imports("themes", {&c});
  out += "\n/** The themes of SPEC §3, in the switcher's order. */\n";
  out += typescript::union_type("ThemeName", names);
  // Appended piece by piece: "\n" + interface + "\n" makes GCC 12 at -O3
  // warn (-Wrestrict, a known false positive) in the release build.
  out += '\n';
  out += contract::typescript_interface(c);
  out += '\n';
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
  const auto& c = contract::resolved_theme_contract();
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const Theme& theme : themes.themes) {
    nlohmann::ordered_json tokens;
    for (const ThemeColor& color : theme.colors) tokens[color.path] = to_hex(color.color);
    nlohmann::ordered_json item;
    item[c.name.name] = theme.name;
    item[c.file.name] = theme.file;
    item[c.label_key.name] = theme_label_key(theme.name);
    item[c.color_scheme.name] = color_scheme(theme);
    item[c.bg_color.name] = to_hex(theme.bg_color);
    item[c.text_color.name] = to_hex(theme.text_color);
    item[c.tokens.name] = std::move(tokens);
    list.push_back(std::move(item));
  }
  const auto& file = contract::themes_file_contract();
  nlohmann::ordered_json out;
  out[file.default_theme.name] = themes.default_theme;
  out[file.themes.name] = std::move(list);
  return out;
}

std::string schema(const contract::Record& root, std::string_view path, std::string_view title,
                   const ThemeSet& themes) {
  std::vector<std::string> names;
  for (const Theme& theme : themes.themes) names.push_back(theme.name);
  const std::string file_name(path.substr(path.rfind('/') + 1));
  return contract::json_schema(root, file_name, title, {{"ThemeName", names}}).dump(2) + "\n";
}

}  // namespace

void emit_themes(const ThemeSet& themes, OutputTree& out) {
  out.add("themes.css", css(themes));
  out.add("themes.ts", typescript_module(themes));
  out.add("themes.json", typescript::json_document(resolved_json(themes)));
  out.add("themes-contrast.json", typescript::json_document(contrast_report_json(themes)));
  out.add(std::string(contract::kThemesSchemaPath),
          schema(contract::themes_file_contract(), contract::kThemesSchemaPath,
                 "themes.json: every theme's tokens resolved", themes));
  out.add(std::string(contract::kContrastSchemaPath),
          schema(contract::contrast_report_contract(), contract::kContrastSchemaPath,
                 "themes-contrast.json: the contrast report", themes));
}

}  // namespace lobbykit
