#include "i18n/translations_emitter.h"

#include <fmt/format.h>

#include "codegen/locale_contract.h"
#include "codegen/typescript.h"
#include "core/content_hash.h"
#include "i18n/bidi_isolation.h"
#include "i18n/formatjs_ast.h"
#include "i18n/message_signature.h"
#include "i18n/pseudo_locale.h"

namespace lobbykit::i18n {

namespace {

using Json = nlohmann::ordered_json;

/// The messages file: the generated-notice header, then one message per
/// line so it stays small yet diffs well.
std::string messages_document(std::string_view tag,
                              const std::vector<std::pair<std::string, Elements>>& messages) {
  const auto& c = contract::messages_file_contract();
  std::string out = fmt::format("{{\n  \"$comment\": {},\n  {}: {},\n  {}: {{",
                                Json(std::string(OutputTree::kGeneratedNotice)).dump(),
                                Json(c.locale.name).dump(), Json(std::string(tag)).dump(),
                                Json(c.messages.name).dump());
  for (std::size_t i = 0; i < messages.size(); ++i) {
    out += fmt::format("{}\n    {}: {}", i == 0 ? "" : ",", Json(messages[i].first).dump(),
                       to_formatjs_json(messages[i].second).dump());
  }
  return out + (messages.empty() ? "}\n}\n" : "\n  }\n}\n");
}

/// Stages the file and returns its path, named by its content hash.
std::string stage_messages(std::string_view tag,
                           const std::vector<std::pair<std::string, Elements>>& messages,
                           OutputTree& out) {
  std::string bytes = messages_document(tag, messages);
  std::string path = fmt::format("i18n/{}.{}.json", tag, content_hash(bytes, 10));
  out.add(path, std::move(bytes));
  return path;
}

Json locale_info(std::string_view tag, const Locale& locale, const std::string& file,
                 bool dev_only) {
  const auto& c = contract::locale_info_contract();
  const auto& plural = contract::plural_categories_contract();
  Json out;
  out[c.tag.name] = std::string(tag);
  out[c.name.name] = locale.name;
  out[c.english_name.name] = locale.english_name;
  out[c.flag.name] = locale.flag;
  out[c.dir.name] = locale.facts.right_to_left ? "rtl" : "ltr";
  out[c.plural_categories.name] = {{plural.cardinal.name, locale.facts.cardinal_categories},
                                   {plural.ordinal.name, locale.facts.ordinal_categories}};
  out[c.file.name] = file;
  out[c.dev_only.name] = dev_only;
  return out;
}

Json locale_file(const Json& info) {
  const auto& c = contract::locale_file_contract();
  const auto& full = contract::locale_info_contract();
  Json out;
  out[c.tag.name] = info.at(full.tag.name);
  out[c.dir.name] = info.at(full.dir.name);
  out[c.file.name] = info.at(full.file.name);
  return out;
}

/// The shipped locales as start-up loads them (the pseudo-locale is
/// development's, found in locales.ts).
std::string locale_files_module(const Json& locales) {
  Json files = Json::array();
  for (const Json& info : locales) files.push_back(locale_file(info));
  return typescript::notice() + "import type { LocaleTag } from './locales';\n\n" +
         contract::typescript_interface(contract::locale_file_contract()) + "\n" +
         "/** The source locale, as in locales.ts. */\n" +
         typescript::const_declaration("defaultLocale", "LocaleTag", std::string(kSourceLocale)) +
         "\n" + typescript::const_declaration("localeFiles", "readonly LocaleFile[]", files);
}

std::string locales_module(const Translations& translations, const Json& locales,
                           const Json& pseudo) {
  std::vector<std::string> tags;
  for (const auto& locale : translations.locales) tags.push_back(locale.facts.tag);
  return typescript::notice() + "\n" + typescript::union_type("LocaleTag", tags) +
         "\n/** The pseudo-locale: English accented, about 40% longer and bracketed, for layout "
         "testing. */\n" +
         typescript::union_type("PseudoLocaleTag", {std::string(kPseudoLocale)}) + "\n" +
         typescript::union_type("PluralCategory", {"zero", "one", "two", "few", "many", "other"}) +
         "\n" + contract::typescript_interface(contract::locale_info_contract()) + "\n" +
         "/** The source locale: every other locale translates its keys. */\n" +
         typescript::const_declaration("defaultLocale", "LocaleTag", std::string(kSourceLocale)) +
         "\n" + typescript::const_declaration("locales", "readonly LocaleInfo[]", locales) +
         "\n/** Development builds only: offer it when import.meta.env.DEV is true. */\n" +
         typescript::const_declaration("pseudoLocale", "LocaleInfo<PseudoLocaleTag>", pseudo);
}

/// A JSDoc line cannot contain the comment terminator.
std::string doc_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n') {
      out += ' ';
    } else {
      out += c;
      if (c == '*') out += ' ';
    }
  }
  return out;
}

std::string parameters_type(const std::map<std::string, std::string>& parameters) {
  if (parameters.empty()) return "Record<string, never>";
  std::vector<std::string> fields;
  for (const auto& [name, type] : parameters) {
    fields.push_back(fmt::format("{}: {}", Json(name).dump(),
                                 type == "TagFormatter" ? "TagFormatter<Chunk>" : type));
  }
  return fmt::format("{{ {} }}", fmt::join(fields, "; "));
}

std::string messages_module(const Locale& english) {
  std::vector<contract::MessageParameters> parameters;
  for (const auto& message : english.messages) {
    parameters.push_back(
        {message.key, parameters_type(typescript_parameters(signature_of(message.ast))),
         doc_text(message.source) +
             (message.description.empty() ? "" : " — " + doc_text(message.description))});
  }
  return typescript::notice() +
         "\n/**\n * Formats a rich-text tag of a message (<b>...</b>): gets the tag's formatted "
         "children and\n"
         " * returns what replaces it. Chunk is string when formatting to text, React.ReactNode "
         "with react-intl.\n"
         " */\nexport type TagFormatter<Chunk = string> = (chunks: Array<string | Chunk>) => "
         "string | Chunk | Array<string | Chunk>;\n\n" +
         contract::typescript_interface(*contract::message_params_record(parameters)) +
         "\nexport type MessageKey = keyof MessageParams;\n\n"
         "/** What follows the key in a call: optional, empty parameters for a message without "
         "any, else its parameters. */\n"
         "export type MessageArgs<K extends MessageKey, Chunk = string> =\n"
         "  MessageParams<Chunk>[K] extends Record<string, never>\n"
         "  ? [params?: MessageParams<Chunk>[K]]\n  : [params: MessageParams<Chunk>[K]];\n";
}

/// The messages files' JSON Schema: message keys are the source locale's.
std::string messages_schema(const Locale& english) {
  std::vector<std::string> keys;
  for (const auto& message : english.messages) keys.push_back(message.key);
  return contract::json_schema(contract::messages_file_contract(), "messages.schema.json",
                               "i18n/<tag>.<hash>.json: one locale's compiled messages",
                               {{"MessageKey", keys}})
             .dump(2) +
         "\n";
}

}  // namespace

void emit_translations(const Translations& translations, OutputTree& out) {
  const Locale* english = translations.source();
  if (!english) return;
  Json locales = Json::array();
  for (const auto& locale : translations.locales) {
    std::vector<std::pair<std::string, Elements>> messages;
    for (const auto& message : locale.messages) {
      messages.emplace_back(message.key, locale.facts.right_to_left
                                             ? isolate_placeholders(message.ast)
                                             : message.ast);
    }
    locales.push_back(locale_info(locale.facts.tag, locale,
                                  stage_messages(locale.facts.tag, messages, out), false));
  }
  std::vector<std::pair<std::string, Elements>> pseudo_messages;
  for (const auto& message : english->messages)
    pseudo_messages.emplace_back(message.key, pseudo_localize(message.ast));
  Json pseudo = locale_info(kPseudoLocale, *english,
                            stage_messages(kPseudoLocale, pseudo_messages, out), true);
  out.add("locales.ts", locales_module(translations, locales, pseudo));
  out.add("locale-files.ts", locale_files_module(locales));
  out.add("messages.ts", messages_module(*english));
  out.add(std::string(contract::kMessagesSchemaPath), messages_schema(*english));
}

}  // namespace lobbykit::i18n
