// The content pages' output contract: pages.ts (ContentPageText and the
// pages' titles by id). The bodies' modules (page-bodies/<id>/<locale>.ts) hold the
// rich-text unions the records cannot say; content/page_emitter.cc writes
// them as promotion-bodies are written.
#pragma once

#include "codegen/output_contract.h"

namespace lobbykit::contract {

/// pages.ts ContentPageText: what a page shows above its body in one language.
struct ContentPageTextContract : Record {
  ContentPageTextContract();
  const Field& title = field("title", Type::string(), "Plain text: the page's heading.");
};
const ContentPageTextContract& content_page_text_contract();

/// One page of pages.ts's `contentPages`.
struct ContentPageContract : Record {
  ContentPageContract();
  const Field& text =
      field("text",
            Type::expression("{ readonly en: ContentPageText } & "
                             "Readonly<Partial<Record<LocaleTag, ContentPageText>>>",
                             Type::map_of(Type::record(content_page_text_contract())), "LocaleTag",
                             "locales"),
            "The languages written; 'en' always; any other locale shows 'en'.");
};
const ContentPageContract& content_page_contract();

/// pages.ts's export `contentPages`: each page by its id.
Type content_pages_type();

}  // namespace lobbykit::contract
