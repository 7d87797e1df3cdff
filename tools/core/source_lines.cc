#include "core/source_lines.h"

#include <map>
#include <optional>

#include "core/source_file.h"

namespace lobbykit {

void attach_source_lines(Diagnostics& diagnostics, const FileSystem& fs,
                         const std::filesystem::path& root) {
  Diagnostics filled;
  std::map<std::string, std::optional<SourceFile>> files;
  for (Diagnostic diagnostic : diagnostics.all()) {
    if (diagnostic.source_line.empty() && diagnostic.location.line > 0) {
      auto [it, inserted] = files.try_emplace(std::string(diagnostic.location.path.str()));
      if (inserted) {
        if (auto text = fs.read(root / diagnostic.location.path.str()))
          it->second.emplace(it->first, std::move(*text));
      }
      if (it->second)
        diagnostic.source_line = std::string(it->second->line(diagnostic.location.line));
    }
    filled.add(std::move(diagnostic));
  }
  diagnostics = std::move(filled);
}

}  // namespace lobbykit
