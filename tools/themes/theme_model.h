// The themes of SPEC §3 after validation: each theme's colours resolved to
// sRGB, and the contrast of every declared pair measured on each theme.
#pragma once

#include <string>
#include <vector>

#include "core/diagnostics.h"
#include "themes/color_space.h"
#include "themes/contrast.h"

namespace lobbykit {

/// One line of `contrast:` in themes/themes.yaml: a colour on another.
struct ContrastPair {
  std::string foreground;  ///< token path: "color.text.primary"
  std::string background;  ///< token path: "color.surface"
  std::string backdrop;    ///< what a translucent background sits on; empty: the theme's bgColor
  ContrastKind kind = ContrastKind::kText;
  SourceLocation declared_at;
};

/// A pair measured on one theme, on the colours as shown (composited).
struct ContrastResult {
  std::size_t pair = 0;  ///< index into ThemeSet::pairs
  SrgbColor foreground;  ///< opaque, after compositing
  SrgbColor background;  ///< opaque, after compositing
  double ratio = 1;
  bool pass = false;
};

/// A token's colour in one theme.
struct ThemeColor {
  std::string path;          ///< "color.surface-raised"
  std::string css_variable;  ///< "--color-surface-raised"
  SrgbColor color;           ///< quantized to what the CSS hex says
};

struct Theme {
  std::string name;                ///< the file's stem: themes/<name>.tokens.json
  std::string file;                ///< repository-relative
  std::vector<ThemeColor> colors;  ///< every token, in the reference theme's order
  SrgbColor bg_color;              ///< SPEC §3 bgColor (opaque): also the theme-color meta value
  SrgbColor text_color;            ///< SPEC §3 textColor
  bool dark = false;               ///< light text on a dark background: CSS color-scheme dark
  std::vector<ContrastResult> contrast;  ///< one per pair, in pair order
};

/// Everything under themes/, validated. Empty when themes.yaml is unusable.
/// A theme as themes.yaml lists it.
struct ListedTheme {
  std::string name;
  SourceLocation listed_at;
};

/// The translation key of a theme's name in the switcher: `theme.<name>`.
inline std::string theme_label_key(std::string_view name) { return "theme." + std::string(name); }

struct ThemeSet {
  std::vector<Theme> themes;        ///< in switcher order; the first is the reference
  std::vector<ContrastPair> pairs;  ///< as declared
  std::vector<ListedTheme> listed;  ///< every theme themes.yaml names, read or not
  std::string default_theme;        ///< site.yaml's defaultTheme, set by the pipeline
};

}  // namespace lobbykit
