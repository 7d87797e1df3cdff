#include "pipeline/cross_part_checks.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "core/did_you_mean.h"

namespace lobbykit {

namespace {

constexpr int kFirstAvatarId = 1;
constexpr int kLastAvatarId = 21;

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::vector<std::string> currency_codes(const Catalogue& catalogue) {
  std::vector<std::string> codes;
  for (const auto& currency : catalogue.currencies) codes.push_back(currency.abbr);
  return codes;
}

/// Where site.yaml sets `key`.
SourceLocation site_location(const Repository& repository, std::string_view key) {
  return repository.catalogue.site_location(key);
}

/// The keys of i18n/en.yaml, or null if it did not load (then nothing can be
/// looked up, and its own errors say why).
const i18n::Locale* english(const Repository& repository) {
  const i18n::Locale* locale = repository.translations.source();
  return locale && !locale->messages.empty() ? locale : nullptr;
}

bool has_key(const i18n::Locale& locale, std::string_view key) {
  auto found = std::lower_bound(
      locale.messages.begin(), locale.messages.end(), key,
      [](const i18n::Message& message, std::string_view wanted) { return message.key < wanted; });
  return found != locale.messages.end() && found->key == key;
}

/// Reports `key`, named by content at `at`, if en.yaml lacks it.
void require_key(const i18n::Locale& locale, const std::string& key, const SourceLocation& at,
                 std::string_view what, Diagnostics& diagnostics) {
  if (has_key(locale, key)) return;
  std::vector<std::string> keys;
  for (const auto& message : locale.messages) keys.push_back(message.key);
  std::string hint = did_you_mean(key, keys);
  if (hint.empty()) hint = fmt::format("add '{}' to i18n/en.yaml, then to every locale", key);
  diagnostics.error(at, fmt::format("{} '{}' is not in i18n/en.yaml", what, key), std::move(hint));
}

/// Reports `code`, named by content at `at`, if currencies.yaml lacks it.
void require_currency(const std::vector<std::string>& codes, const std::string& code,
                      const SourceLocation& at, Diagnostics& diagnostics) {
  if (contains(codes, code)) return;
  std::string hint = did_you_mean(code, codes);
  if (hint.empty()) hint = fmt::format("currencies.yaml has: {}", fmt::join(codes, ", "));
  diagnostics.error(at, fmt::format("unknown currency '{}'", code), std::move(hint));
}

}  // namespace

void check_default_currency(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  if (!catalogue.site.is_object() || catalogue.gaps.currencies) return;
  const std::string wanted = catalogue.site.value("defaultCurrency", "");
  const std::vector<std::string> codes = currency_codes(catalogue);
  if (!contains(codes, wanted)) {
    diagnostics.error(site_location(repository, "defaultCurrency"),
                      fmt::format("default currency '{}' is not in currencies.yaml", wanted),
                      did_you_mean(wanted, codes));
  } else if (catalogue.currencies.front().abbr != wanted) {
    diagnostics.error(catalogue.currencies.front().defined_at,
                      fmt::format("the default currency '{}' must be listed first", wanted));
  }
}

void check_default_language(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  if (!catalogue.site.is_object() || !catalogue.site.contains("defaultLanguage")) return;
  const std::string wanted = catalogue.site.value("defaultLanguage", "");
  std::vector<std::string> tags;
  for (const auto& locale : repository.translations.locales) tags.push_back(locale.facts.tag);
  if (tags.empty() || contains(tags, wanted)) return;
  std::string hint = did_you_mean(wanted, tags);
  if (hint.empty()) hint = fmt::format("languages in i18n/: {}", fmt::join(tags, ", "));
  diagnostics.error(site_location(repository, "defaultLanguage"),
                    fmt::format("default language '{}' has no file in i18n/", wanted),
                    std::move(hint));
}

void check_default_theme(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  std::vector<std::string> names;
  for (const auto& theme : repository.themes.listed) names.push_back(theme.name);
  if (!catalogue.site.is_object() || !catalogue.site.contains("defaultTheme") || names.empty()) {
    return;
  }
  const std::string& wanted = repository.themes.default_theme;
  if (contains(names, wanted)) return;
  std::string hint = did_you_mean(wanted, names);
  if (hint.empty()) hint = fmt::format("themes: {}", fmt::join(names, ", "));
  diagnostics.error(site_location(repository, "defaultTheme"),
                    fmt::format("unknown theme '{}'", wanted), std::move(hint));
}

void check_translation_keys(const Repository& repository, Diagnostics& diagnostics) {
  const i18n::Locale* locale = english(repository);
  if (!locale) return;
  const Catalogue& catalogue = repository.catalogue;
  for (const auto& category : catalogue.categories) {
    require_key(*locale, category.label_key, category.label_key_at, "label key", diagnostics);
  }
  for (const auto& currency : catalogue.currencies) {
    require_key(*locale, currency.name_key, currency.name_key_at, "currency name key", diagnostics);
  }
  for (const auto& method : catalogue.payment_methods) {
    require_key(*locale, method.label_key, method.label_key_at, "payment method label key",
                diagnostics);
  }
  for (const auto& theme : repository.themes.listed) {
    require_key(*locale, theme_label_key(theme.name), theme.listed_at, "theme label key",
                diagnostics);
  }
  if (catalogue.tasks) {
    for (const auto& task : catalogue.tasks->tasks) {
      require_key(*locale, task.title_key, task.title_key_at, "task title key", diagnostics);
      require_key(*locale, task.description_key, task.description_key_at, "task description key",
                  diagnostics);
    }
  }
  if (!catalogue.vip) return;
  for (const auto& perk : catalogue.vip->perks) {
    require_key(*locale, perk.title_key, perk.title_key_at, "VIP perk title key", diagnostics);
    require_key(*locale, perk.description_key, perk.description_key_at, "VIP perk description key",
                diagnostics);
  }
  for (const auto& level : catalogue.vip->levels) {
    require_key(*locale, level.name_key, level.name_key_at, "VIP level name key", diagnostics);
  }
}

void check_bank_currencies(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  if (catalogue.gaps.currencies) return;
  const std::vector<std::string> codes = currency_codes(catalogue);
  for (const auto& list : catalogue.banks)
    require_currency(codes, list.currency, list.currency_at, diagnostics);
}

void check_vip_currency(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  if (catalogue.gaps.currencies || !catalogue.vip) return;
  require_currency(currency_codes(catalogue), catalogue.vip->currency, catalogue.vip->currency_at,
                   diagnostics);
}

void check_task_currency(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  if (catalogue.gaps.currencies || !catalogue.tasks) return;
  require_currency(currency_codes(catalogue), catalogue.tasks->currency,
                   catalogue.tasks->currency_at, diagnostics);
}

void check_avatar_set(const Repository& repository, Diagnostics& diagnostics) {
  const Catalogue& catalogue = repository.catalogue;
  if (catalogue.avatars.empty()) return;
  std::set<int> present;
  for (const auto& avatar : catalogue.avatars) present.insert(avatar.id);
  std::vector<std::string> missing;
  for (int id = kFirstAvatarId; id <= kLastAvatarId; ++id) {
    if (!present.count(id)) missing.push_back(std::to_string(id));
  }
  if (!missing.empty()) {
    diagnostics.error({"content/avatars/avatars.yaml", 0, 0},
                      fmt::format("avatars {} are missing", fmt::join(missing, ", ")),
                      "every avatar id from 1 to 21 needs an image");
  }
}

namespace {

/// The locales of i18n/ by their files' names, or none when a locale file
/// has errors (it may be missing from the list: then which languages exist
/// is not known, and its own errors say why). The files' names: a file
/// whose `locale` disagrees with its name has its own error, which a text
/// written in that language should not repeat.
std::vector<std::string> known_locales(const Repository& repository,
                                       const Diagnostics& diagnostics) {
  std::vector<std::string> tags;
  for (const auto& locale : repository.translations.locales)
    tags.push_back(std::filesystem::path(locale.path).stem().string());
  const auto& all = diagnostics.all();
  const bool i18n_failed = std::any_of(all.begin(), all.end(), [](const Diagnostic& d) {
    return d.severity == Severity::kError && d.location.path.str().starts_with("i18n/");
  });
  if (i18n_failed) return {};
  return tags;
}

}  // namespace

void check_text_languages(const Repository& repository, Diagnostics& diagnostics) {
  const std::vector<std::string> tags = known_locales(repository, diagnostics);
  if (tags.empty()) return;
  for (const auto& promotion : repository.catalogue.promotions) {
    check_text_languages("promotion", promotion.id, promotion.text_at,
                         languages_of(promotion.texts), tags, diagnostics);
  }
  for (const auto& page : repository.catalogue.pages) {
    check_text_languages("page", page.id, page.text_at, languages_of(page.texts), tags,
                         diagnostics);
  }
  for (const auto& track : repository.catalogue.music) {
    check_text_languages("track", track.id, track.title_at, languages_of(track.titles), tags,
                         diagnostics, "title");
  }
}

void run_cross_part_checks(const Repository& repository, Diagnostics& diagnostics) {
  check_default_currency(repository, diagnostics);
  check_default_language(repository, diagnostics);
  check_default_theme(repository, diagnostics);
  check_translation_keys(repository, diagnostics);
  check_bank_currencies(repository, diagnostics);
  check_vip_currency(repository, diagnostics);
  check_task_currency(repository, diagnostics);
  check_avatar_set(repository, diagnostics);
  check_text_languages(repository, diagnostics);
}

}  // namespace lobbykit
