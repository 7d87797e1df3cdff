// Where a character of a YAML scalar's value is in the file: a fault found
// at a code point of a message becomes a `path:line:col` pointing at it.
#pragma once

#include "core/diagnostics.h"
#include "core/source_file.h"
#include "core/yaml_tree.h"

namespace lobbykit::i18n {

/// The location of the code point with index `index` of the value of the
/// scalar `node` (an index at the end of the value points just past it).
/// Plain, single-quoted and literal (|) scalars map exactly, line folding
/// included. Double-quoted scalars map escapes (\n, \", \u00e9...) to their
/// first character; folded (>) scalars are mapped as if no line were more
/// indented than the first: a best effort.
SourceLocation locate_in_scalar(const SourceFile& file, const YamlNode& node, int index);

}  // namespace lobbykit::i18n
