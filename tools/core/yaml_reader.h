// The one place that decides which reader reads a YAML file: the fast
// subset reader (yaml_subset_reader.h) when the text is inside its subset,
// else yaml-cpp (yaml_document.h). Both give the same tree, values and
// positions, so what a file says, and where, does not depend on the reader.
#pragma once

#include <optional>

#include "core/diagnostics.h"
#include "core/source_file.h"
#include "core/yaml_tree.h"

namespace lobbykit {

/// The document in `file`. Returns nullopt (with an error in `diagnostics`)
/// when the bytes are not UTF-8 or not YAML. Duplicate keys are reported as
/// errors but the document is still returned (the first value of a key is
/// the one `YamlNode::find` gives), so later checks can run on it.
std::optional<YamlNode> read_yaml(const SourceFile& file, Diagnostics& diagnostics);

/// read_yaml's fallback alone: `file` read by yaml-cpp, whatever its text.
/// For tests that compare the two readers.
std::optional<YamlNode> read_yaml_with_yaml_cpp(const SourceFile& file, Diagnostics& diagnostics);

}  // namespace lobbykit
