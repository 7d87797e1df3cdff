// The base fixture in memory, for the themes tests that load or emit.
#pragma once

#include <nlohmann/json.hpp>

#include "core/diagnostics.h"
#include "core/file_system.h"
#include "testing/base_fixture.h"
#include "themes/theme_model.h"

namespace lobbykit::testing {

/// The site JSON the content loader would give load_themes.
nlohmann::ordered_json base_site();

/// load_themes on `fs` ("repo") with the base site.
ThemeSet load_base_themes(const FileSystem& fs, Diagnostics& diagnostics);

}  // namespace lobbykit::testing
