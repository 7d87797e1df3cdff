// ICU number skeletons ({n, number, ::currency/USD}) turned into the
// Intl.NumberFormat options intl-messageformat reads from `parsedOptions`,
// computed exactly as @formatjs/icu-skeleton-parser 2 computes them.
// https://unicode-org.github.io/icu/userguide/format_parse/numbers/skeletons.html
#pragma once

#include <optional>
#include <string_view>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// Fills `style.tokens` and `style.parsed_options` from `skeleton` (the text
/// after "::", leading space removed). Supported stems: percent (%),
/// %x100, currency/XXX, group-off (,_), precision-integer (.), fraction
/// precision (.00, .##, .0#, .00*, with an optional /w), significant digits
/// (@@, @@#, @+), integer width (000), compact-short (K), compact-long (KK),
/// notation-simple, unit/x, measure-unit/x-y, unit-width-*, scale/N,
/// rounding-mode-* and sign-* (and their concise forms). Anything else is a
/// problem (the runtime would silently ignore it); `at` is 0.
std::optional<MessageProblem> parse_number_skeleton(std::string_view skeleton,
                                                    ArgumentStyle& style);

}  // namespace lobbykit::i18n
