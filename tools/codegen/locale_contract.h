// The translations' output contract: the one description of locales.ts's
// LocaleInfo, messages.ts's MessageParams (its fields are the keys of
// en.yaml, so the record is made per build) and the compiled messages files
// i18n/<tag>.<hash>.json. i18n/translations_emitter.cc writes them through
// these records.
#pragma once

#include "codegen/output_contract.h"

namespace lobbykit::contract {

/// locales.ts LocaleInfo's pluralCategories (written inline).
struct PluralCategoriesContract : Record {
  PluralCategoriesContract();
  const Field& cardinal =
      field("cardinal", Type::array_of(Type::id_union("PluralCategory", "locales")));
  const Field& ordinal =
      field("ordinal", Type::array_of(Type::id_union("PluralCategory", "locales")));
};
const PluralCategoriesContract& plural_categories_contract();

/// locales.ts LocaleInfo<Tag>: a locale as the language picker and the loader see it.
struct LocaleInfoContract : Record {
  LocaleInfoContract();
  const Field& tag = field("tag", Type::expression("Tag", Type::string()),
                           "BCP 47 tag, for Intl APIs and <html lang>.");
  const Field& name =
      field("name", Type::string(), "The language's own name, for the language picker.");
  const Field& english_name = field("englishName", Type::string());
  const Field& flag = field("flag", Type::string(), "Emoji flag shown in the language picker.");
  const Field& dir =
      field("dir", Type::literals({"ltr", "rtl"}), "Text direction, for <html dir>.");
  const Field& plural_categories =
      field("pluralCategories", Type::inline_record(plural_categories_contract()),
            "CLDR plural categories: what Intl.PluralRules(tag) can select.");
  const Field& file =
      field("file", Type::string(),
            "The locale's messages, relative to the site root: {locale, messages: {[key: "
            "MessageKey]: AST}}\n"
            "in the FormatJS message AST, for intl-messageformat or react-intl. Load it when the "
            "locale is chosen.");
  const Field& dev_only = field("devOnly", Type::boolean(),
                                "True only for the pseudo-locale: never offer it in production "
                                "builds.");
};
const LocaleInfoContract& locale_info_contract();

/// locale-files.ts LocaleFile: what start-up needs of a locale to choose and
/// load it. The picker's names and flags stay in locales.ts, so they are not
/// part of the first download.
struct LocaleFileContract : Record {
  LocaleFileContract();
  const Field& tag = field("tag", Type::id_union("LocaleTag", "locales"), "BCP 47 tag.");
  const Field& dir =
      field("dir", Type::literals({"ltr", "rtl"}), "Text direction, for <html dir>.");
  const Field& file = field("file", Type::string(),
                            "The locale's messages, relative to the site root (as in locales.ts).");
};
const LocaleFileContract& locale_file_contract();

/// One element of a compiled message (i18n/formatjs_ast.h); its other
/// fields depend on its type and are not described here.
struct MessageElementContract : Record {
  MessageElementContract();
  const Field& type = field("type", Type::integer(),
                            "FormatJS ElementType: 0 literal, 1 argument, 2 number, 3 date, 4 "
                            "time, 5 select, 6 plural, 7 pound, 8 tag.");
};
const MessageElementContract& message_element_contract();

/// i18n/<tag>.<hash>.json: one locale's messages, compiled.
struct MessagesFileContract : Record {
  MessagesFileContract();
  const Field& locale =
      field("locale", Type::string(), "The BCP 47 tag (en-XA: the pseudo-locale).");
  const Field& messages =
      field("messages",
            Type::map_of(Type::array_of(Type::record(message_element_contract())),
                         Type::id_union("MessageKey", "messages")),
            "Each key's message as a FormatJS AST.");
};
const MessagesFileContract& messages_file_contract();

/// messages.ts MessageParams: one field per key of the source locale, typed
/// `parameters` (a TypeScript object type), documented by `doc`.
struct MessageParameters {
  std::string key;
  std::string parameters;
  std::string doc;
};
std::unique_ptr<Record> message_params_record(const std::vector<MessageParameters>& messages);

/// Where the build writes the messages files' JSON Schema, in the output folder.
inline constexpr std::string_view kMessagesSchemaPath = "schema/messages.schema.json";

}  // namespace lobbykit::contract
