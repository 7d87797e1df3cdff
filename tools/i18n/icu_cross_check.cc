#include "i18n/icu_cross_check.h"

#include <fmt/format.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>

namespace lobbykit::i18n {

namespace {

std::string explain(UErrorCode status) {
  switch (status) {
    case U_UNMATCHED_BRACES:
      return "unmatched braces";
    case U_PATTERN_SYNTAX_ERROR:
      return "syntax error";
    case U_DEFAULT_KEYWORD_MISSING:
      return "a select or plural has no 'other' case";
    case U_ARGUMENT_TYPE_MISMATCH:
      return "numbered and named arguments are mixed";
    case U_NUMBER_SKELETON_SYNTAX_ERROR:
      return "invalid number skeleton";
    case U_ILLEGAL_ARGUMENT_ERROR:
      return "unknown argument type or style";
    default:
      return "invalid message";
  }
}

}  // namespace

std::optional<MessageProblem> icu_cross_check(std::string_view message, const Elements& ast,
                                              std::string_view locale_tag) {
  icu::UnicodeString pattern = icu::UnicodeString::fromUTF8(
      icu::StringPiece(message.data(), static_cast<int32_t>(message.size())));
  UErrorCode status = U_ZERO_ERROR;
  UParseError parse_error{};
  icu::MessagePattern syntax(pattern, &parse_error, status);
  if (U_FAILURE(status)) {
    int32_t offset = std::clamp(parse_error.offset, 0, pattern.length());
    return MessageProblem{
        fmt::format("ICU rejects the message: {} ({})", explain(status), u_errorName(status)),
        "ICU4C and the app's runtime must both accept every message",
        pattern.countChar32(0, offset)};
  }
  bool formats_values = false;
  for_each_element(ast, [&](const Element& element) {
    formats_values |= element.type == ElementType::kNumber || element.type == ElementType::kDate ||
                      element.type == ElementType::kTime;
  });
  if (!formats_values) return std::nullopt;
  status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(
      icu::StringPiece(locale_tag.data(), static_cast<int32_t>(locale_tag.size())), status);
  icu::MessageFormat format(pattern, locale, parse_error, status);
  if (U_FAILURE(status)) {
    return MessageProblem{
        fmt::format("ICU cannot format the message: {} ({})", explain(status), u_errorName(status)),
        "check each argument's type and style", 0};
  }
  return std::nullopt;
}

}  // namespace lobbykit::i18n
