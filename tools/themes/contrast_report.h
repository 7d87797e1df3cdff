// The contrast report: every declared pair on every theme, its ratio, and
// whether it passes, for people (one summary line) and tools (JSON).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "themes/theme_model.h"

namespace lobbykit {

/// {"minimums": {...}, "themes": [{"name", "lowest", "failures", "pairs": [...]}]}
/// Each pair carries its ratio (rounded down to two decimals), the minimum
/// it needs, pass or fail, and the two colours as shown after compositing.
nlohmann::ordered_json contrast_report_json(const ThemeSet& themes);

/// Every pair on every theme, one line each: ratio, kind, pass or FAIL, and
/// the two tokens, under a heading per theme. Printed by `lobbykit build`.
std::string contrast_table(const ThemeSet& themes);

/// For the summary line: "5 themes (lowest contrast: defaultTheme 3.40:1,
/// whiteTheme 3.24:1, ...)"; just "5 themes" when no pair was measured.
std::string contrast_summary(const ThemeSet& themes);

}  // namespace lobbykit
