// A kind of file that people write (content/site.yaml, a game, themes.yaml):
// its name and schema. Each part declares its own kinds; the pipeline lists
// them all to write one JSON Schema per kind for editors.
#pragma once

#include <string>

#include "schema/schema.h"

namespace lobbykit {

/// One kind of file: its name (used for `<name>.schema.json`), a title and
/// its schema.
struct ContentKind {
  std::string name;
  std::string title;
  schema::NodePtr root;
};

}  // namespace lobbykit
