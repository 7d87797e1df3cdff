// The checks that span parts of the repository, or several kinds of content
// file: each a named function, all run by run_cross_part_checks. A part's
// own loader checks only what lies within it.
#pragma once

#include "core/diagnostics.h"
#include "pipeline/repository.h"

namespace lobbykit {

/// site.yaml's defaultCurrency is in currencies.yaml, and listed first.
void check_default_currency(const Repository& repository, Diagnostics& diagnostics);

/// site.yaml's defaultLanguage is one of the locales of i18n/.
void check_default_language(const Repository& repository, Diagnostics& diagnostics);

/// site.yaml's defaultTheme is one of the themes themes.yaml lists.
void check_default_theme(const Repository& repository, Diagnostics& diagnostics);

/// Every translation key that content names is a key of i18n/en.yaml: each
/// category's labelKey, each currency's nameKey, each payment method's
/// labelKey, each theme's `theme.<name>`, and vip.yaml's keys (each perk's
/// titleKey and descriptionKey, each level's nameKey), and each task's
/// titleKey and descriptionKey (tasks.yaml).
void check_translation_keys(const Repository& repository, Diagnostics& diagnostics);

/// Each bank list's currency is in currencies.yaml.
void check_bank_currencies(const Repository& repository, Diagnostics& diagnostics);

/// vip.yaml's reward currency is in currencies.yaml.
void check_vip_currency(const Repository& repository, Diagnostics& diagnostics);

/// tasks.yaml's reward currency is in currencies.yaml.
void check_task_currency(const Repository& repository, Diagnostics& diagnostics);

/// content/avatars/ has an image for every avatar id of SPEC §3, 1 to 21.
void check_avatar_set(const Repository& repository, Diagnostics& diagnostics);

/// Each language a promotion, a content page or a music track's title is
/// written in is a locale of i18n/ (an error at its key, with did-you-mean);
/// the locales one is not written in are a warning at its `text` (a track's
/// `title`), naming them: the app shows English there (content/localised_text.h).
/// Skipped when a file of i18n/ has errors (it may be missing from the list).
void check_text_languages(const Repository& repository, Diagnostics& diagnostics);

/// Runs every check above. A check whose inputs failed to load (a part with
/// load gaps, a locale file with errors) is skipped rather than cascading
/// into false errors.
void run_cross_part_checks(const Repository& repository, Diagnostics& diagnostics);

}  // namespace lobbykit
