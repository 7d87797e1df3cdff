// A second opinion from ICU4C on a message the FormatJS-grammar parser
// accepted, where the two disagree or the parser alone is lenient.
#pragma once

#include <optional>
#include <string_view>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// Parses `message` with icu::MessagePattern (syntax; ICU's UTF-16 error
/// offset becomes a code point index in `at`); then, if `ast` (the same
/// message as the FormatJS-grammar parser read it) formats a number, date or
/// time, constructs an icu::MessageFormat for `locale_tag`, which refuses
/// styles and skeletons the pattern parser lets through (its errors carry no
/// offset: `at` is 0). Other arguments cannot fail construction once the
/// pattern parsed, so plain messages skip its cost. Returns the first problem.
std::optional<MessageProblem> icu_cross_check(std::string_view message, const Elements& ast,
                                              std::string_view locale_tag);

}  // namespace lobbykit::i18n
