// The schema of each kind of file under content/. The tables here are the
// single description of the content format: the validator, the JSON Schemas
// for editors and the README all follow them.
#pragma once

#include <string>
#include <vector>

#include "schema/content_kind.h"

namespace lobbykit {

const ContentKind& site_kind();
const ContentKind& categories_kind();
const ContentKind& vendor_kind();
const ContentKind& game_kind();
const ContentKind& currencies_kind();
const ContentKind& avatars_kind();
const ContentKind& banks_kind();
const ContentKind& vip_kind();
const ContentKind& promotion_kind();
const ContentKind& content_page_kind();
const ContentKind& tasks_kind();
const ContentKind& music_kind();

/// Every kind, in a stable order.
std::vector<const ContentKind*> all_content_kinds();

}  // namespace lobbykit
