#include "content/promotion_emitter.h"

#include "codegen/promotion_contract.h"
#include "codegen/typescript.h"
#include "content/rich_text.h"

namespace lobbykit {

namespace {

using Json = nlohmann::ordered_json;

Json promotion_json(const Promotion& promotion, const ImageJson& image) {
  const auto& c = contract::promotion_contract();
  const auto& t = contract::promotion_text_contract();
  Json texts = Json::object();
  for (const auto& text : promotion.texts)
    texts[text.language] = {{t.title.name, text.title}, {t.summary.name, text.summary}};
  Json item;
  item[c.id.name] = promotion.id;
  item[c.order.name] = promotion.order;
  item[c.start.name] = promotion.start;
  item[c.end.name] = promotion.end;
  item[c.applicable.name] = promotion.applicable;
  item[c.banner.name] = image(promotion.banner);
  item[c.text.name] = std::move(texts);
  return item;
}

std::string bodies_module(const Promotion& promotion) {
  Json bodies = Json::object();
  for (const auto& text : promotion.texts) {
    bodies[text.language] = {{"body", rich_text_json(text.body)},
                             {"terms", rich_text_json(text.terms)}};
  }
  return typescript::notice() +
         "import type { LocaleTag } from '../locales';\n"
         "import type { RichBlock } from '../rich-text';\n"
         "\n"
         "export interface PromotionBody {\n"
         "  readonly body: readonly RichBlock[];\n"
         "  readonly terms: readonly RichBlock[];\n"
         "}\n"
         "\n" +
         typescript::const_declaration(
             "bodies",
             "{ readonly en: PromotionBody } & Readonly<Partial<Record<LocaleTag, PromotionBody>>>",
             bodies);
}

}  // namespace

void emit_promotions(const std::vector<Promotion>& promotions, const ImageJson& image,
                     OutputTree& out) {
  out.add("rich-text.ts", typescript::notice() + rich_text_typescript());
  Json list = Json::array();
  for (const auto& promotion : promotions) {
    list.push_back(promotion_json(promotion, image));
    out.add("promotion-bodies/" + promotion.id + ".ts", bodies_module(promotion));
  }
  const std::vector<const contract::Record*> declared = {&contract::promotion_text_contract(),
                                                          &contract::promotion_contract()};
  std::string body;
  for (const contract::Record* record : declared)
    body += contract::typescript_interface(*record) + "\n";
  body += typescript::const_declaration(
      "promotions", contract::typescript_type(contract::promotions_type()), list);
  out.add("promotions.ts", typescript::notice() +
                               contract::typescript_imports("promotions", declared,
                                                            {contract::promotions_type()}) +
                               "\n" + body);
}

Json catalogue_promotions(const std::vector<Promotion>& promotions) {
  const auto& c = contract::catalogue_promotion_contract();
  Json out = Json::array();
  for (const auto& promotion : promotions) {
    Json item;
    item[c.id.name] = promotion.id;
    item[c.start.name] = promotion.start_seconds;
    item[c.end.name] = promotion.end_seconds;
    item[c.applicable.name] = promotion.applicable;
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace lobbykit
