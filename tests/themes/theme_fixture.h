// The base fixture in memory, for the themes tests that load or emit.
#pragma once

#include "core/diagnostics.h"
#include "core/file_system.h"
#include "testing/base_fixture.h"
#include "themes/theme_model.h"

namespace lobbykit::testing {

/// load_themes on `fs` ("repo"), with the base site.yaml's default theme.
ThemeSet load_base_themes(const FileSystem& fs, Diagnostics& diagnostics);

}  // namespace lobbykit::testing
