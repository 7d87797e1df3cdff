// The cases of plural and selectordinal arguments against the locale's CLDR
// plural rules, where both ICU and FormatJS accept any word.
#pragma once

#include <vector>

#include "i18n/locale_facts.h"
#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// Every case of every plural (cardinal) and selectordinal (ordinal) must be
/// a category of the locale or an exact '=N', and every category the locale
/// has must be present: Arabic needs zero one two few many other, Russian
/// one few many other, Japanese only other.
std::vector<MessageProblem> check_plural_categories(const Elements& elements,
                                                    const LocaleFacts& locale);

}  // namespace lobbykit::i18n
