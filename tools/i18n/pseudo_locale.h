// The pseudo-locale for layout testing: English made visibly foreign so
// untranslated strings, clipped text and concatenation stand out.
#pragma once

#include <string_view>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// The tag of the pseudo-locale (the "accented English" tag Android and
/// Chrome use). It is emitted for development builds only.
inline constexpr std::string_view kPseudoLocale = "en-XA";

/// `elements` with every ASCII letter of literal text accented (Home ->
/// Ĥöööɱé), each literal's letters made about 40% more by repeating its
/// vowels, and the whole message bracketed: [...]. Arguments, cases and
/// tags are kept.
Elements pseudo_localize(const Elements& elements);

}  // namespace lobbykit::i18n
