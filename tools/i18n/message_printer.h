// Writes a parsed message back as ICU MessageFormat text: the inverse of
// parse_message (message_parser.h), quoting literal text with the same
// apostrophe rules, so that printing and parsing again gives the same
// message. The fuzz target of the parser holds the two to that.
#pragma once

#include <string>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// `elements` as message text (UTF-8).
std::string print_message(const Elements& elements);

}  // namespace lobbykit::i18n
