// Telling an untranslated message from one that is rightly the same as in
// English.
#pragma once

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// Whether a translation identical to its English source (`english`) is
/// worth a warning. It is when it has letters, unless its words are all
/// acronyms (OK, VIP {level}, ID: {id}: the same everywhere), or the locale
/// writes in Latin script and no piece of text between placeholders is more
/// than one word (Bonus, Poker, Status, {count}s: loanwords and units often
/// are the same).
bool identical_text_is_suspicious(const Elements& english, bool latin_script);

}  // namespace lobbykit::i18n
