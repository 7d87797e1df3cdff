#include "codegen/theme_contract.h"

namespace lobbykit::contract {

ThemeContract::ThemeContract()
    : Record("Theme", "themes",
             "A theme as the switcher shows it; its colours are custom properties in themes.css.") {
}
const ThemeContract& theme_contract() {
  static const ThemeContract contract;
  return contract;
}

ResolvedThemeContract::ResolvedThemeContract() : Record("ResolvedTheme", "") {}
const ResolvedThemeContract& resolved_theme_contract() {
  static const ResolvedThemeContract contract;
  return contract;
}

ThemesFileContract::ThemesFileContract()
    : Record("Themes", "", "Every theme's tokens resolved to sRGB hex, for other tools.") {}
const ThemesFileContract& themes_file_contract() {
  static const ThemesFileContract contract;
  return contract;
}

ShownColorsContract::ShownColorsContract() : Record("ShownColors", "") {}
const ShownColorsContract& shown_colors_contract() {
  static const ShownColorsContract contract;
  return contract;
}

Type contrast_kind_type() { return Type::literals({"text", "large-text", "ui"}); }

ContrastPairContract::ContrastPairContract() : Record("ContrastPair", "") {}
const ContrastPairContract& contrast_pair_contract() {
  static const ContrastPairContract contract;
  return contract;
}

ContrastThemeContract::ContrastThemeContract() : Record("ContrastTheme", "") {}
const ContrastThemeContract& contrast_theme_contract() {
  static const ContrastThemeContract contract;
  return contract;
}

ContrastReportContract::ContrastReportContract()
    : Record("ContrastReport", "",
             "Every declared contrast pair on every theme, its ratio, and whether it passes.") {}
const ContrastReportContract& contrast_report_contract() {
  static const ContrastReportContract contract;
  return contract;
}

}  // namespace lobbykit::contract
