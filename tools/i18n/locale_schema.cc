#include "i18n/locale_schema.h"

#include "codegen/output_tree.h"
#include "schema/json_schema.h"

namespace lobbykit::i18n {

using namespace schema;

namespace {

constexpr std::string_view kKeyPattern = "^[A-Za-z0-9_-]+$";

}  // namespace

const Node& locale_header_schema() {
  static const NodePtr root = object(
      "A locale of the app's interface",
      {
          required("locale", text("BCP 47 tag of the locale, equal to the file name: ar, zh-HK")),
          required("name", text("The language's own name, shown in the language picker: العربية")),
          required("englishName", text("The language's English name: Arabic")),
          required("flag", text("Emoji flag shown in the language picker")),
      });
  return *root;
}

const Node& described_message_schema() {
  static const NodePtr root =
      object("A message with notes for translators (en.yaml only)",
             {
                 required("message", text("The message, in ICU MessageFormat")),
                 optional("description",
                          text("What the message is for, where it shows and how long it may be")),
                 optional("brand",
                          boolean("A brand name: other locales may keep it identical to English")),
             });
  return *root;
}

nlohmann::ordered_json locale_json_schema() {
  auto document =
      to_json_schema(locale_header_schema(), "https://lobbykit.invalid/schema/locale.schema.json",
                     "Lobbykit locale file");
  document["$comment"] = std::string(OutputTree::kGeneratedNotice);
  nlohmann::ordered_json message = {
      {"type", "string"},
      {"minLength", 1},
      {"description",
       "An ICU MessageFormat message: {count, plural, one {# game} other {# games}}"}};
  nlohmann::ordered_json group = {
      {"type", "object"},
      {"description", "A group of messages, by screen or feature"},
      {"minProperties", 1},
      {"propertyNames", {{"pattern", kKeyPattern}}},
      {"additionalProperties",
       {{"anyOf",
         {message, {{"$ref", "#/$defs/describedMessage"}}, {{"$ref", "#/$defs/messageGroup"}}}}}},
  };
  document["properties"]["messages"] = {{"$ref", "#/$defs/messageGroup"}};
  document["required"].push_back("messages");
  document["$defs"] = {{"messageGroup", group},
                       {"describedMessage", to_json_schema(described_message_schema(), "", "")}};
  document["$defs"]["describedMessage"].erase("$schema");
  document["$defs"]["describedMessage"].erase("$id");
  document["$defs"]["describedMessage"].erase("title");
  return document;
}

}  // namespace lobbykit::i18n
