#include "i18n/locale_facts.h"

#include <fmt/format.h>
#include <unicode/dtptngen.h>
#include <unicode/locid.h>
#include <unicode/plurrule.h>

#include <algorithm>
#include <array>
#include <memory>

namespace lobbykit::i18n {

namespace {

constexpr std::array<std::string_view, 6> kCategoryOrder = {"zero", "one",  "two",
                                                            "few",  "many", "other"};

std::vector<std::string> plural_categories(const icu::Locale& locale, UPluralType type) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(locale, type, status));
  std::unique_ptr<icu::StringEnumeration> keywords(U_SUCCESS(status) ? rules->getKeywords(status)
                                                                     : nullptr);
  std::vector<std::string> out;
  if (!keywords) return {"other"};
  while (const char* keyword = keywords->next(nullptr, status)) out.emplace_back(keyword);
  auto rank = [](const std::string& name) {
    return std::find(kCategoryOrder.begin(), kCategoryOrder.end(), name) - kCategoryOrder.begin();
  };
  std::sort(out.begin(), out.end(),
            [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
  return out;
}

}  // namespace

char preferred_hour_symbol(std::string_view tag) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(
      icu::StringPiece(tag.data(), static_cast<int32_t>(tag.size())), status);
  std::unique_ptr<icu::DateTimePatternGenerator> generator(
      icu::DateTimePatternGenerator::createInstance(locale, status));
  if (U_FAILURE(status)) return 'h';
  switch (generator->getDefaultHourCycle(status)) {
    case UDAT_HOUR_CYCLE_11:
      return 'K';
    case UDAT_HOUR_CYCLE_23:
      return 'H';
    case UDAT_HOUR_CYCLE_24:
      return 'k';
    default:
      return 'h';
  }
}

std::optional<LocaleFacts> locale_facts(std::string_view tag, std::string& problem) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(
      icu::StringPiece(tag.data(), static_cast<int32_t>(tag.size())), status);
  std::string canonical =
      U_SUCCESS(status) ? locale.toLanguageTag<std::string>(status) : std::string();
  if (U_FAILURE(status) || canonical.empty() || canonical == "und") {
    problem = fmt::format("'{}' is not a BCP 47 language tag", tag);
    return std::nullopt;
  }
  if (canonical != tag) {
    problem = fmt::format("'{}' is not written the canonical way: '{}'", tag, canonical);
    return std::nullopt;
  }
  if (std::string_view(locale.getISO3Language()).empty()) {
    problem = fmt::format("'{}' is not a language ICU knows", tag);
    return std::nullopt;
  }
  LocaleFacts facts;
  facts.tag = canonical;
  icu::UnicodeString name;
  locale.getDisplayName(icu::Locale::getEnglish(), name);
  name.toUTF8String(facts.english_name);
  facts.right_to_left = locale.isRightToLeft();
  icu::Locale likely = locale;
  likely.addLikelySubtags(status);
  facts.latin_script = U_SUCCESS(status) && std::string_view(likely.getScript()) == "Latn";
  facts.cardinal_categories = plural_categories(locale, UPLURAL_TYPE_CARDINAL);
  facts.ordinal_categories = plural_categories(locale, UPLURAL_TYPE_ORDINAL);
  return facts;
}

bool is_plural_category(std::string_view name) {
  return std::find(kCategoryOrder.begin(), kCategoryOrder.end(), name) != kCategoryOrder.end();
}

}  // namespace lobbykit::i18n
