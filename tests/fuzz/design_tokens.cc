// One design-token file (DTCG JSON, themes/design_tokens.h), read as the
// theme loader reads each file, with its aliases resolved in its own scope
// and its colours read: no crash; every diagnostic is located inside the
// file; an alias resolves to a token that is not itself an alias; a colour
// that reads has finite components in [0, 1] (NaN and infinity refused).
#include "themes/design_tokens.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/yaml_document.h"
#include "fuzz_check.h"
#include "themes/design_token_color.h"
#include "themes/token_resolver.h"

namespace {

bool in_unit_range(double value) { return std::isfinite(value) && value >= 0 && value <= 1; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const lobbykit::SourceFile file("themes/tokens.json", text);
  lobbykit::Diagnostics diagnostics;
  const auto document = lobbykit::parse_yaml(file, diagnostics);
  if (document) {
    const auto tokens = lobbykit::read_design_tokens(file, *document, diagnostics);
    const lobbykit::TokenScope scope({&tokens});
    for (const auto& [path, token] : lobbykit::resolve_aliases(scope, tokens, diagnostics)) {
      FUZZ_CHECK(!lobbykit::alias_target(token->value), "an alias resolves to a value");
      if (token->type != "color") continue;
      if (const auto colour = lobbykit::read_color_value(file, token->value, diagnostics)) {
        FUZZ_CHECK(in_unit_range(colour->red) && in_unit_range(colour->green) &&
                       in_unit_range(colour->blue) && in_unit_range(colour->alpha),
                   "a colour's components and alpha are finite, in [0, 1]");
      }
    }
  }
  const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  for (const auto& diagnostic : diagnostics.all()) {
    FUZZ_CHECK(diagnostic.location.line >= 0 && diagnostic.location.line <= lines,
               "a diagnostic's line is in the file");
    (void)lobbykit::format_text(diagnostic);
  }
  return 0;
}
