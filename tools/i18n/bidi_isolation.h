// Unicode bidi isolation of placeholders in right-to-left messages
// (https://www.w3.org/International/articles/inline-bidi-markup/): an
// English game name or a number inside an Arabic sentence stays one
// left-to-right island instead of reordering the words around it.
#pragma once

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

inline constexpr std::string_view kFirstStrongIsolate = "\u2068";
inline constexpr std::string_view kPopDirectionalIsolate = "\u2069";

/// `elements` with the output of every {name}, {n, number}, {d, date},
/// {t, time} and # placed between U+2068 FIRST STRONG ISOLATE and U+2069
/// POP DIRECTIONAL ISOLATE, added as literal text merged into the
/// neighbouring literals.
Elements isolate_placeholders(const Elements& elements);

/// `elements` with each run of adjacent literals joined into one.
Elements merge_literals(Elements elements);

}  // namespace lobbykit::i18n
