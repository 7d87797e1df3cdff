// Reading content/promotions/<id>.yaml: the schema, the id, the dates, the
// banner's path, the plain-text lengths and the Markdown of each language.
// Which languages exist is i18n's to say: that check is the pipeline's
// (cross_part_checks.h, check_text_languages).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "content/content_tree.h"
#include "content/image_resolver.h"
#include "content/promotion.h"
#include "core/diagnostics.h"
#include "core/file_system.h"

namespace lobbykit {

inline constexpr int kPromotionTitleMaxLength = 80;     ///< code points
inline constexpr int kPromotionSummaryMaxLength = 200;  ///< code points

/// Reads the promotion at `path` (content/promotions/<id>.yaml), reporting
/// every problem at its line: a missing `en`, a start or end that is not a
/// UTC date and time, a start not before the end, a banner that cannot be
/// used (through `images`), a title or summary empty, too long or of more
/// than one line, an id that is not lowercase words and hyphens, and (as
/// warnings) what the Markdown compiler turns into text. Returns nullopt if
/// the file has an error.
std::optional<Promotion> load_promotion(const FileSystem& fs, const ContentTree& tree,
                                        const std::string& path, ImageResolver& images,
                                        Diagnostics& diagnostics);

/// Seconds since the Unix epoch of a UTC date and time written
/// YYYY-MM-DDTHH:MM:SSZ (a real calendar day, 00:00:00 to 23:59:59), or
/// nullopt.
std::optional<std::int64_t> parse_utc_time(std::string_view text);

}  // namespace lobbykit
