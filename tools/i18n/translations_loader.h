// Reading and validating every locale file under i18n/ into Translations.
#pragma once

#include <filesystem>

#include "core/diagnostics.h"
#include "core/file_system.h"
#include "i18n/translations.h"

namespace lobbykit::i18n {

/// Reads i18n/*.yaml under `root` (i18n/en.yaml is required) and reports
/// every problem: those of read_locale_file(); message syntax, with the
/// fault's line and column (the FormatJS grammar, then ICU4C's
/// MessagePattern and MessageFormat as a cross-check); plural cases against
/// each locale's CLDR categories; keys missing from or extra to English;
/// arguments, types, styles, select cases, offsets and tags that differ
/// from English; and, as a warning, a value identical to English unless the
/// English message is marked as a brand.
Translations load_translations(const FileSystem& fs, const std::filesystem::path& root,
                               Diagnostics& diagnostics);

}  // namespace lobbykit::i18n
