// What ICU (CLDR) knows about a locale that the toolchain checks and emits:
// text direction, the plural categories messages must cover, the English
// name used in diagnostics, and the preferred hour symbol.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit::i18n {

struct LocaleFacts {
  std::string tag;           ///< BCP 47, canonical: zh-HK
  std::string english_name;  ///< "Chinese (Hong Kong)", for diagnostics
  bool right_to_left = false;
  bool latin_script = false;  ///< written in Latin letters (likely script Latn)
  /// CLDR plural categories, in the order zero one two few many other.
  std::vector<std::string> cardinal_categories;
  std::vector<std::string> ordinal_categories;
};

/// The facts for `tag`, or nullopt with `problem` set when `tag` is not a
/// canonical BCP 47 tag (like "zh-HK") of a language ICU knows.
std::optional<LocaleFacts> locale_facts(std::string_view tag, std::string& problem);

/// The locale's preferred hour field, what 'j' means in a date-time
/// skeleton: 'h' (1-12), 'H' (0-23), 'K' (0-11) or 'k' (1-24). Costly (it
/// loads the locale's date-time patterns): ask only when a message needs it.
/// REQUIRES: `tag` was accepted by locale_facts().
char preferred_hour_symbol(std::string_view tag);

/// True for the six CLDR plural category names.
bool is_plural_category(std::string_view name);

}  // namespace lobbykit::i18n
