#include "codegen/page_contract.h"

namespace lobbykit::contract {

ContentPageTextContract::ContentPageTextContract() : Record("ContentPageText", "pages") {}
const ContentPageTextContract& content_page_text_contract() {
  static const ContentPageTextContract contract;
  return contract;
}

ContentPageContract::ContentPageContract()
    : Record("ContentPage", "pages",
             "A content page (content/pages/<id>.yaml): its title per language.") {}
const ContentPageContract& content_page_contract() {
  static const ContentPageContract contract;
  return contract;
}

Type content_pages_type() {
  return Type::expression("Readonly<Record<ContentPageId, ContentPage>>",
                          Type::map_of(Type::record(content_page_contract())));
}

}  // namespace lobbykit::contract
