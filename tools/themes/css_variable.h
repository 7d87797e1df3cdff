// How a token path becomes a CSS custom property name.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace lobbykit {

/// The custom property of a token: its names joined by '-', camelCase split
/// and lowercased. "color.surface-raised" gives "--color-surface-raised",
/// "bgColor" gives "--bg-color". nullopt if a name holds anything but ASCII
/// letters, digits, '-' and '_', which would need escaping in CSS.
std::optional<std::string> css_variable_name(std::string_view token_path);

}  // namespace lobbykit
