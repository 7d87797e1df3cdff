// A content page (content/pages/<id>.yaml: the FAQ and About Us), after
// validation: its title and its body in each language written, Markdown
// compiled through the same path as the promotions' (content/localised_text.h).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "content/localised_text.h"
#include "content/rich_text.h"
#include "core/diagnostics.h"

namespace lobbykit {

/// The pages a site has, each required: the app links to them (the account
/// page's links), so each id is a file content/pages/<id>.yaml.
inline constexpr std::array<std::string_view, 2> kContentPageIds = {"about", "faq"};

/// A page's text in one language.
struct ContentPageText : TextLanguage {
  std::string title;  ///< plain text
  std::vector<RichBlock> body;
};

struct ContentPage {
  std::string id;                      ///< the file's name without .yaml: one of kContentPageIds
  std::vector<ContentPageText> texts;  ///< 'en' first, then as the file lists them
  SourceLocation text_at;              ///< the `text` key
};

}  // namespace lobbykit
