// The FormatJS message AST as JSON: what @formatjs/icu-messageformat-parser's
// parse() returns (locations pruned) and what intl-messageformat and
// react-intl accept in place of a message string, so the app ships no parser.
// https://formatjs.github.io/docs/icu-messageformat-parser
// Shapes (`type` numbers from ElementType):
//   literal  {type:0, value}            argument {type:1, value}
//   number   {type:2, value, style}     date/time {type:3|4, value, style}
//   select   {type:5, value, options: {key: {value: [...]}}}
//   plural   {type:6, value, options, offset, pluralType: "cardinal"|"ordinal"}
//   pound    {type:7}                   tag {type:8, value, children}
// `style` is null, a style name, or a skeleton:
//   {type:0, tokens: [{stem, options}], parsedOptions} (number) or
//   {type:1, pattern, parsedOptions} (date-time).
#pragma once

#include <nlohmann/json.hpp>

#include "i18n/message_ast.h"

namespace lobbykit::i18n {

nlohmann::ordered_json to_formatjs_json(const Elements& elements);

}  // namespace lobbykit::i18n
