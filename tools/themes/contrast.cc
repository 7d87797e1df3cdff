#include "themes/contrast.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace lobbykit {

double relative_luminance(const SrgbColor& color) {
  return 0.2126 * srgb_to_linear(color.red) + 0.7152 * srgb_to_linear(color.green) +
         0.0722 * srgb_to_linear(color.blue);
}

double contrast_ratio(const SrgbColor& a, const SrgbColor& b) {
  const double first = relative_luminance(a);
  const double second = relative_luminance(b);
  return (std::max(first, second) + 0.05) / (std::min(first, second) + 0.05);
}

SrgbColor composite(const SrgbColor& top, const SrgbColor& bottom) {
  auto blend = [&](double over, double under) {
    return over * top.alpha + under * (1 - top.alpha);
  };
  return {blend(top.red, bottom.red), blend(top.green, bottom.green), blend(top.blue, bottom.blue),
          1};
}

double minimum_ratio(ContrastKind kind) { return kind == ContrastKind::kText ? 4.5 : 3.0; }

std::string_view kind_name(ContrastKind kind) {
  switch (kind) {
    case ContrastKind::kText:
      return "text";
    case ContrastKind::kLargeText:
      return "large-text";
    case ContrastKind::kUi:
      return "ui";
  }
  return "text";
}

double displayed_ratio(double ratio) { return std::floor(ratio * 100) / 100; }

std::string format_ratio(double ratio) { return fmt::format("{:.2f}:1", displayed_ratio(ratio)); }

}  // namespace lobbykit
