// Writing the content pages: pages.ts (the ids and each language's title)
// and one lazily loaded module per page with its body in each language
// (page-bodies/<id>/<locale>.ts, RichBlock from rich-text.ts as promotions').
#pragma once

#include <vector>

#include "codegen/output_tree.h"
#include "content/page.h"

namespace lobbykit {

/// Stages pages.ts and page-bodies/<id>/<locale>.ts for each page and language written. REQUIRES:
/// `pages` by id, each with 'en' first.
void emit_content_pages(const std::vector<ContentPage>& pages, OutputTree& out);

}  // namespace lobbykit
