// What a message asks of its caller (argument names, their types and
// styles, select cases, plural offsets, rich-text tags): English defines
// it, every translation must keep it, and the generated TypeScript types
// of each key's parameters follow it.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

struct Signature {
  /// How each argument is formatted, as written after its name: "" for
  /// {name}, "number, ::currency/USD", "date, short", "plural",
  /// "selectordinal", "select". A {n} or {n, number} inside a plural of n
  /// counts as the plural (it shows the same number).
  std::map<std::string, std::set<std::string>> forms;
  std::map<std::string, int> first_use;  ///< code point index of each argument's first use
  std::map<std::string, std::map<std::string, int>> select_cases;  ///< select name -> case -> index
  std::map<std::string, int> plural_offsets;
  std::map<std::string, int> tags;  ///< tag name -> index of its first use
};

Signature signature_of(const Elements& elements);

/// Differences between a translation and its English source, each at the
/// place in the translation it concerns (0 for something missing).
std::vector<MessageProblem> compare_signatures(const Signature& english,
                                               const Signature& translation);

/// The TypeScript type of a parameter: "number" (plural, selectordinal,
/// number), "Date | number" (date, time), "string" (select),
/// "string | number" ({name}), "TagFormatter" (a tag).
std::map<std::string, std::string> typescript_parameters(const Signature& signature);

}  // namespace lobbykit::i18n
