#include "content/page_emitter.h"

#include "codegen/page_contract.h"
#include "codegen/typescript.h"

namespace lobbykit {

namespace {

using Json = nlohmann::ordered_json;

std::string bodies_module(const ContentPage& page) {
  Json bodies = Json::object();
  for (const auto& text : page.texts) bodies[text.language] = rich_text_json(text.body);
  return typescript::notice() +
         "import type { LocaleTag } from '../locales';\n"
         "import type { RichBlock } from '../rich-text';\n"
         "\n" +
         typescript::const_declaration("bodies",
                                       "{ readonly en: readonly RichBlock[] } & "
                                       "Readonly<Partial<Record<LocaleTag, readonly RichBlock[]>>>",
                                       bodies);
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
    out.add("page-bodies/" + page.id + ".ts", bodies_module(page));
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
