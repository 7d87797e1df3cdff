#include "i18n/translations.h"

#include <fmt/format.h>

#include "core/diagnostics.h"

namespace lobbykit::i18n {

const Locale* Translations::source() const {
  for (const auto& locale : locales) {
    if (locale.facts.tag == kSourceLocale) return &locale;
  }
  return nullptr;
}

std::string describe(const Translations& translations) {
  std::string out = count_phrase(translations.locales.size(), "locale");
  const Locale* english = translations.source();
  if (!english) return out;
  std::vector<std::string> differing;
  for (const auto& locale : translations.locales) {
    if (locale.messages.size() != english->messages.size()) {
      differing.push_back(fmt::format("{} has {}", locale.facts.tag, locale.messages.size()));
    }
  }
  if (differing.empty()) return fmt::format("{} ({} keys each)", out, english->messages.size());
  return fmt::format("{} ({} keys in {}; {})", out, english->messages.size(), kSourceLocale,
                     fmt::join(differing, ", "));
}

}  // namespace lobbykit::i18n
