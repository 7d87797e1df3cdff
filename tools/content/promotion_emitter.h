// Writing the promotions: promotions.ts (the list, with each language's
// title and summary), one lazily loaded module per promotion with its body
// and terms (promotion-bodies/<id>.ts), rich-text.ts (the safe tree's
// types) and catalogue.json's "promotions".
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <vector>

#include "codegen/output_tree.h"
#include "content/image_ref.h"
#include "content/promotion.h"

namespace lobbykit {

/// The published JSON of an image (contract::ImageContract).
using ImageJson = std::function<nlohmann::ordered_json(const ImageRef&)>;

/// Stages promotions.ts, rich-text.ts and promotion-bodies/<id>.ts for each
/// promotion. REQUIRES: `promotions` in list order, each with 'en' first.
void emit_promotions(const std::vector<Promotion>& promotions, const ImageJson& image,
                     OutputTree& out);

/// catalogue.json's "promotions": [{id, start, end, applicable}], times in
/// seconds since the epoch, in list order.
nlohmann::ordered_json catalogue_promotions(const std::vector<Promotion>& promotions);

}  // namespace lobbykit
