// The build output of i18n/: compiled messages the app loads per locale,
// and the TypeScript modules that list the locales and type every key.
#pragma once

#include "codegen/output_tree.h"
#include "i18n/translations.h"

namespace lobbykit::i18n {

/// Stages, relative to the output folder:
///   i18n/<tag>.<hash>.json  each locale's messages precompiled to the
///                           FormatJS AST, placeholders bidi-isolated in
///                           right-to-left locales: {"$comment", "locale",
///                           "messages": {key: AST}}, one message per line
///   i18n/en-XA.<hash>.json  the pseudo-locale (development builds only)
///   locales.ts              LocaleTag, LocaleInfo, locales, pseudoLocale,
///                           defaultLocale
///   messages.ts             MessageKey, MessageParams, MessageArgs,
///                           TagFormatter
///   schema/messages.schema.json  the messages files' JSON Schema
/// The shapes come from the records of codegen/locale_contract.h.
/// REQUIRES: loading reported no errors.
void emit_translations(const Translations& translations, OutputTree& out);

}  // namespace lobbykit::i18n
