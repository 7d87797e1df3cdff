// themes/themes.yaml: the one file that says which token files are themes,
// in what order the switcher offers them, and which colour pairs must keep
// their contrast on every theme.
#pragma once

#include "schema/content_kind.h"

namespace lobbykit {

/// The schema of themes/themes.yaml (exported as themes.schema.json).
const ContentKind& theme_index_kind();

}  // namespace lobbykit
