// The promotions' output contract: promotions.ts (PromotionText, Promotion)
// and catalogue.json's "promotions", which the sandbox reads to check
// /apply/activity. The bodies' modules (promotion-bodies/<id>.ts) and
// rich-text.ts hold unions the records cannot say; content/promotion_emitter.cc
// writes them.
#pragma once

#include "codegen/catalogue_contract.h"
#include "codegen/output_contract.h"

namespace lobbykit::contract {

/// promotions.ts PromotionText: what the list shows in one language.
struct PromotionTextContract : Record {
  PromotionTextContract();
  const Field& title = field("title", Type::string());
  const Field& summary = field("summary", Type::string());
};
const PromotionTextContract& promotion_text_contract();

/// promotions.ts Promotion.
struct PromotionContract : Record {
  PromotionContract();
  const Field& id = field("id", Type::string(), "content/promotions/<id>.yaml.");
  const Field& order = field("order", Type::integer(), "List order, lower first (ties by id).");
  const Field& start =
      field("start", Type::string(), "ISO 8601 UTC, e.g. \"2026-11-01T00:00:00Z\".");
  const Field& end = field("end", Type::string(), "ISO 8601 UTC; after `start`.");
  const Field& applicable = field("applicable", Type::boolean(),
                                  "Players apply for it (/apply/activity); false: informational.");
  const Field& banner =
      field("banner", Type::record(image_contract()), "WebP with srcset and blurhash.");
  const Field& text = field(
      "text",
      Type::expression(
          "{ readonly en: PromotionText } & Readonly<Partial<Record<LocaleTag, PromotionText>>>",
          Type::map_of(Type::record(promotion_text_contract())), "LocaleTag", "locales"),
      "The languages written; 'en' always; any other locale shows 'en'.");
};
const PromotionContract& promotion_contract();

/// promotions.ts's export: readonly Promotion[], in list order.
Type promotions_type();

/// catalogue.json's promotion: what the sandbox needs to accept an application.
struct CataloguePromotionContract : Record {
  CataloguePromotionContract();
  const Field& id = field("id", Type::string());
  const Field& start = field("start", Type::integer(), "Seconds since the Unix epoch.");
  const Field& end = field("end", Type::integer(), "Seconds since the Unix epoch; after `start`.");
  const Field& applicable = field("applicable", Type::boolean(),
                                  "Players apply for it (/apply/activity); false: informational.");
};
const CataloguePromotionContract& catalogue_promotion_contract();

}  // namespace lobbykit::contract
