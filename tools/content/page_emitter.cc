#include "content/page_emitter.h"

#include "codegen/page_contract.h"
#include "codegen/typescript.h"

namespace lobbykit {

namespace {

using Json = nlohmann::ordered_json;

// One module per page and language, so a player fetches only the text shown.
std::string body_module(const ContentPageText& text) {
  return typescript::notice() +
         "import type { RichBlock } from '../../rich-text';\n"
         "\n" +
         typescript::const_declaration("body", "readonly RichBlock[]", rich_text_json(text.body));
}

}  // namespace

void emit_content_pages(const std::vector<ContentPage>& pages, OutputTree& out) {
  const auto& c = contract::content_page_contract();
  const auto& t = contract::content_page_text_contract();
  Json all = Json::object();
  std::vector<std::string> ids;
  for (const auto& page : pages) {
    Json texts = Json::object();
    for (const auto& text : page.texts) texts[text.language] = {{t.title.name, text.title}};
    all[page.id] = {{c.text.name, std::move(texts)}};
    ids.push_back(page.id);
    for (const auto& text : page.texts)
      out.add("page-bodies/" + page.id + "/" + text.language + ".ts", body_module(text));
  }
  const std::vector<const contract::Record*> declared = {&t, &c};
  std::string body = typescript::union_type("ContentPageId", ids) + "\n";
  for (const contract::Record* record : declared)
    body += contract::typescript_interface(*record) + "\n";
  body += typescript::const_declaration(
      "contentPages", contract::typescript_type(contract::content_pages_type()), all);
  out.add("pages.ts",
          typescript::notice() +
              contract::typescript_imports("pages", declared, {contract::content_pages_type()}) +
              "\n" + body);
}

}  // namespace lobbykit
