#include "i18n/plural_checks.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/did_you_mean.h"

namespace lobbykit::i18n {

namespace {

std::string quoted_list(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
    out += "'" + names[i] + "'";
  }
  return out;
}

void check(const Element& plural, const LocaleFacts& locale,
           std::vector<MessageProblem>& problems) {
  const auto& categories = plural.ordinal ? locale.ordinal_categories : locale.cardinal_categories;
  std::string_view kind = plural.ordinal ? "ordinal" : "plural";
  std::string uses =
      fmt::format("{} {} categories: {}", locale.english_name, kind, fmt::join(categories, " "));
  std::vector<std::string> present;
  for (const auto& option : plural.options) {
    if (option.selector.starts_with("=")) continue;
    if (std::find(categories.begin(), categories.end(), option.selector) != categories.end()) {
      present.push_back(option.selector);
      continue;
    }
    std::string hint =
        is_plural_category(option.selector) ? uses : did_you_mean(option.selector, categories);
    if (hint.empty()) hint = uses;
    if (option.selector == "zero") hint += "; '=0' matches exactly zero";
    problems.push_back({fmt::format("'{}' is not {} {} category of {}", option.selector,
                                    kind == "plural" ? "a" : "an", kind, locale.english_name),
                        std::move(hint), option.at});
  }
  std::vector<std::string> missing;
  for (const auto& category : categories) {
    if (std::find(present.begin(), present.end(), category) == present.end())
      missing.push_back(category);
  }
  if (!missing.empty()) {
    problems.push_back(
        {fmt::format("{} '{}' lacks the {} case{} {} needs",
                     plural.ordinal ? "selectordinal" : "plural", plural.value,
                     quoted_list(missing), missing.size() == 1 ? "" : "s", locale.english_name),
         uses, plural.at});
  }
}

}  // namespace

std::vector<MessageProblem> check_plural_categories(const Elements& elements,
                                                    const LocaleFacts& locale) {
  std::vector<MessageProblem> problems;
  for_each_element(elements, [&](const Element& element) {
    if (element.type == ElementType::kPlural) check(element, locale, problems);
  });
  return problems;
}

}  // namespace lobbykit::i18n
