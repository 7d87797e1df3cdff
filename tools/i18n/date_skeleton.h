// ICU date-time skeletons ({d, date, ::yMMMd}, {t, time, ::jm}) turned into
// the Intl.DateTimeFormat options intl-messageformat reads from
// `parsedOptions`, as @formatjs/icu-messageformat-parser computes them when
// it is given the locale: 'j' becomes the locale's preferred hour symbol
// (getBestPattern), then @formatjs/icu-skeleton-parser maps the fields.
// https://unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table
#pragma once

#include <optional>
#include <string_view>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// Fills `style.pattern` and `style.parsed_options` from `skeleton` (the
/// text after "::", leading space removed). `hour_symbol` is the locale's
/// preferred hour field: 'h' (1-12), 'H' (0-23), 'K' (0-11) or 'k' (1-24).
/// Supported fields: G y M L d E a h H K k j J m s z; anything else (weeks,
/// quarters, day of year, other time-zone forms, quotes) is a problem with
/// `at` 0, because the runtime would reject or ignore it.
std::optional<MessageProblem> parse_date_skeleton(std::string_view skeleton, char hour_symbol,
                                                  ArgumentStyle& style);

}  // namespace lobbykit::i18n
