#include "codegen/promotion_contract.h"

namespace lobbykit::contract {

PromotionTextContract::PromotionTextContract() : Record("PromotionText", "promotions") {}
const PromotionTextContract& promotion_text_contract() {
  static const PromotionTextContract contract;
  return contract;
}

PromotionContract::PromotionContract() : Record("Promotion", "promotions") {}
const PromotionContract& promotion_contract() {
  static const PromotionContract contract;
  return contract;
}

Type promotions_type() { return Type::array_of(Type::record(promotion_contract())); }

CataloguePromotionContract::CataloguePromotionContract()
    : Record("CataloguePromotion", "",
             "A promotion as the sandbox checks an application for it.") {}
const CataloguePromotionContract& catalogue_promotion_contract() {
  static const CataloguePromotionContract contract;
  return contract;
}

Type catalogue_promotions_type() {
  return Type::array_of(Type::record(catalogue_promotion_contract()));
}

}  // namespace lobbykit::contract
