// A promotion (content/promotions/<id>.yaml), after validation: its banner,
// its dates and its text in each language written, Markdown compiled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "content/image_ref.h"
#include "content/localised_text.h"
#include "content/rich_text.h"
#include "core/diagnostics.h"

namespace lobbykit {

/// A promotion's text in one language.
struct PromotionText : TextLanguage {
  std::string title;    ///< plain text
  std::string summary;  ///< plain text
  std::vector<RichBlock> body;
  std::vector<RichBlock> terms;  ///< empty when the file gives none
};

struct Promotion {
  std::string id;  ///< the file's name without .yaml
  ImageRef banner;
  std::string start;  ///< as written (checked): 2026-11-01T00:00:00Z
  std::string end;
  std::int64_t start_seconds = 0;  ///< since the Unix epoch
  std::int64_t end_seconds = 0;
  bool applicable = false;           ///< players apply for it (/apply/activity)
  int order = 0;                     ///< list order, lower first (ties by id)
  std::vector<PromotionText> texts;  ///< 'en' first, then as the file lists them
  SourceLocation text_at;            ///< the `text` key
};

}  // namespace lobbykit
