#include "themes/contrast_report.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/diagnostics.h"

namespace lobbykit {

namespace {

/// The theme's pair with the lowest ratio. REQUIRES: at least one pair.
const ContrastResult& lowest(const Theme& theme) {
  return *std::min_element(theme.contrast.begin(), theme.contrast.end(),
                           [](const auto& a, const auto& b) { return a.ratio < b.ratio; });
}

nlohmann::ordered_json pair_json(const ContrastPair& pair, const ContrastResult& result) {
  nlohmann::ordered_json out;
  out["foreground"] = pair.foreground;
  out["background"] = pair.background;
  if (!pair.backdrop.empty()) out["backdrop"] = pair.backdrop;
  out["kind"] = kind_name(pair.kind);
  out["ratio"] = displayed_ratio(result.ratio);
  out["minimum"] = minimum_ratio(pair.kind);
  out["pass"] = result.pass;
  out["shown"] = {{"foreground", to_hex(result.foreground)},
                  {"background", to_hex(result.background)}};
  return out;
}

}  // namespace

nlohmann::ordered_json contrast_report_json(const ThemeSet& themes) {
  nlohmann::ordered_json minimums;
  for (ContrastKind kind : {ContrastKind::kText, ContrastKind::kLargeText, ContrastKind::kUi}) {
    minimums[std::string(kind_name(kind))] = minimum_ratio(kind);
  }
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const Theme& theme : themes.themes) {
    nlohmann::ordered_json entry;
    entry["name"] = theme.name;
    nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
    for (const ContrastResult& result : theme.contrast)
      pairs.push_back(pair_json(themes.pairs[result.pair], result));
    // `lowest(theme).pair` indexes the declared pairs; a theme can skip some,
    // so the result's own position is what indexes `pairs`.
    if (!theme.contrast.empty())
      entry["lowest"] = pairs[static_cast<std::size_t>(&lowest(theme) - theme.contrast.data())];
    entry["failures"] = std::count_if(theme.contrast.begin(), theme.contrast.end(),
                                      [](const auto& r) { return !r.pass; });
    entry["pairs"] = std::move(pairs);
    list.push_back(std::move(entry));
  }
  nlohmann::ordered_json out;
  out["minimums"] = std::move(minimums);
  out["themes"] = std::move(list);
  return out;
}

std::string contrast_table(const ThemeSet& themes) {
  std::string out;
  for (const Theme& theme : themes.themes) {
    out += "contrast of " + theme.name + ":\n";
    for (const ContrastResult& result : theme.contrast) {
      const ContrastPair& pair = themes.pairs[result.pair];
      out += fmt::format("  {:>8}  {:<10} {:<4} {} on {}\n", format_ratio(result.ratio),
                         kind_name(pair.kind), result.pass ? "pass" : "FAIL", pair.foreground,
                         pair.background);
    }
  }
  return out;
}

std::string contrast_summary(const ThemeSet& themes) {
  std::string out = count_phrase(themes.themes.size(), "theme");
  std::vector<std::string> lowest_ratios;
  for (const Theme& theme : themes.themes) {
    if (!theme.contrast.empty())
      lowest_ratios.push_back(theme.name + " " + format_ratio(lowest(theme).ratio));
  }
  if (!lowest_ratios.empty())
    out += fmt::format(" (lowest contrast: {})", fmt::join(lowest_ratios, ", "));
  return out;
}

}  // namespace lobbykit
