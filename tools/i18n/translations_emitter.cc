#include "i18n/translations_emitter.h"

#include <fmt/format.h>

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
  std::string out = fmt::format("{{\n  \"$comment\": {},\n  \"locale\": {},\n  \"messages\": {{",
                                Json(std::string(OutputTree::kGeneratedNotice)).dump(),
                                Json(std::string(tag)).dump());
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
  return {{"tag", std::string(tag)},
          {"name", locale.name},
          {"englishName", locale.english_name},
          {"flag", locale.flag},
          {"dir", locale.facts.right_to_left ? "rtl" : "ltr"},
          {"pluralCategories",
           {{"cardinal", locale.facts.cardinal_categories},
            {"ordinal", locale.facts.ordinal_categories}}},
          {"file", file},
          {"devOnly", dev_only}};
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
         "\nexport interface LocaleInfo<Tag extends string = LocaleTag> {\n"
         "  /** BCP 47 tag, for Intl APIs and <html lang>. */\n  readonly tag: Tag;\n"
         "  /** The language's own name, for the language picker. */\n  readonly name: string;\n"
         "  readonly englishName: string;\n  /** Emoji flag shown in the language picker. */\n  "
         "readonly flag: string;\n"
         "  /** Text direction, for <html dir>. */\n  readonly dir: 'ltr' | 'rtl';\n"
         "  /** CLDR plural categories: what Intl.PluralRules(tag) can select. */\n"
         "  readonly pluralCategories: {\n    readonly cardinal: readonly PluralCategory[];\n"
         "    readonly ordinal: readonly PluralCategory[];\n  };\n"
         "  /**\n   * The locale's messages, relative to the site root: {locale, messages: {[key: "
         "MessageKey]: AST}}\n"
         "   * in the FormatJS message AST, for intl-messageformat or react-intl. Load it when the "
         "locale is chosen.\n"
         "   */\n  readonly file: string;\n"
         "  /** True only for the pseudo-locale: never offer it in production builds. */\n  "
         "readonly devOnly: boolean;\n}\n\n"
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
  std::string out =
      typescript::notice() +
      "\n/**\n * Formats a rich-text tag of a message (<b>...</b>): gets the tag's formatted "
      "children and\n"
      " * returns what replaces it. Chunk is string when formatting to text, React.ReactNode with "
      "react-intl.\n"
      " */\nexport type TagFormatter<Chunk = string> = (chunks: Array<string | Chunk>) => "
      "string | Chunk | Array<string | Chunk>;\n\n"
      "/** The parameters of each message, by key. */\nexport interface MessageParams<Chunk = "
      "string> {\n";
  for (const auto& message : english.messages) {
    out += fmt::format("  /** {}{} */\n", doc_text(message.source),
                       message.description.empty() ? "" : " — " + doc_text(message.description));
    out += fmt::format("  {}: {};\n", Json(message.key).dump(),
                       parameters_type(typescript_parameters(signature_of(message.ast))));
  }
  out +=
      "}\n\nexport type MessageKey = keyof MessageParams;\n\n"
      "/** What follows the key in a call: optional, empty parameters for a message without any, "
      "else its parameters. */\n"
      "export type MessageArgs<K extends MessageKey, Chunk = string> =\n"
      "  MessageParams<Chunk>[K] extends Record<string, never>\n"
      "  ? [params?: MessageParams<Chunk>[K]]\n  : [params: MessageParams<Chunk>[K]];\n";
  return out;
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
  out.add("messages.ts", messages_module(*english));
}

}  // namespace lobbykit::i18n
