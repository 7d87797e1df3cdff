#include "codegen/locale_contract.h"

namespace lobbykit::contract {

PluralCategoriesContract::PluralCategoriesContract() : Record("PluralCategories", "locales") {}
const PluralCategoriesContract& plural_categories_contract() {
  static const PluralCategoriesContract contract;
  return contract;
}

LocaleInfoContract::LocaleInfoContract() : Record("LocaleInfo", "locales") {
  type_parameters = "<Tag extends string = LocaleTag>";
}
const LocaleInfoContract& locale_info_contract() {
  static const LocaleInfoContract contract;
  return contract;
}

LocaleFileContract::LocaleFileContract() : Record("LocaleFile", "locale-files") {}
const LocaleFileContract& locale_file_contract() {
  static const LocaleFileContract contract;
  return contract;
}

MessageElementContract::MessageElementContract() : Record("MessageElement", "") { open = true; }
const MessageElementContract& message_element_contract() {
  static const MessageElementContract contract;
  return contract;
}

MessagesFileContract::MessagesFileContract()
    : Record("Messages", "", "One locale's messages, compiled to the FormatJS message AST.") {}
const MessagesFileContract& messages_file_contract() {
  static const MessagesFileContract contract;
  return contract;
}

std::unique_ptr<Record> message_params_record(const std::vector<MessageParameters>& messages) {
  auto record = std::make_unique<Record>("MessageParams", "messages",
                                         "The parameters of each message, by key.");
  record->type_parameters = "<Chunk = string>";
  record->readonly = false;
  record->quoted_names = true;
  for (const auto& message : messages) {
    record->field(message.key, Type::expression(message.parameters, Type::string()), message.doc);
  }
  return record;
}

}  // namespace lobbykit::contract
