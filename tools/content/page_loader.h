// Reading content/pages/<id>.yaml: the schema, the id (one of
// kContentPageIds), each language's title and Markdown body. Which languages
// exist is i18n's to say: that check is the pipeline's
// (cross_part_checks.h, check_content_languages).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "content/content_tree.h"
#include "content/page.h"
#include "core/diagnostics.h"
#include "core/file_system.h"

namespace lobbykit {

inline constexpr int kContentPageTitleMaxLength = 80;  ///< code points

/// Reads the page at `path` (content/pages/<id>.yaml), reporting every
/// problem at its line: an id that is not a known page, a missing `en`, a
/// title empty, too long or of more than one line, and (as warnings) what
/// the Markdown compiler turns into text. Returns nullopt if the file has an
/// error.
std::optional<ContentPage> load_content_page(const FileSystem& fs, const ContentTree& tree,
                                             const std::string& path, Diagnostics& diagnostics);

/// Loads every page of `tree`, sorted by id, and reports each page of
/// kContentPageIds that has no file (an error at the path it should have).
std::vector<ContentPage> load_content_pages(const FileSystem& fs, const ContentTree& tree,
                                            Diagnostics& diagnostics);

}  // namespace lobbykit
