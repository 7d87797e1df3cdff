#include "themes/theme_index.h"

namespace lobbykit {

using namespace schema;

namespace {

NodePtr token_path(const std::string& role) {
  return text(role + ": a token path such as color.text.primary");
}

NodePtr shared_files() {
  return list("Token files in themes/ every theme may alias, such as the palette; not themes",
              text("A file name in themes/, such as primitives.tokens.json"), 0, true);
}

NodePtr theme_names() {
  return list(
      "Theme names in the switcher's order, each themes/<name>.tokens.json; the first is the "
      "reference, whose tokens every other theme must define exactly",
      text("Theme name, as site.yaml's defaultTheme and the app name it"), 1, true);
}

NodePtr contrast_kind() {
  return one_of(
      "text needs 4.5:1; large-text (24px, or 18.66px bold) and ui (control borders, icons, "
      "focus rings) need 3:1",
      {"text", "large-text", "ui"});
}

NodePtr contrast_pairs() {
  return list("Colour pairs whose contrast every theme must keep (WCAG 2.2, level AA)",
              object("One pair",
                     {
                         required("foreground", token_path("Text, icon or control")),
                         required("background", token_path("What it sits on")),
                         optional("backdrop", token_path("What a translucent "
                                                         "background sits on "
                                                         "(default: bgColor)")),
                         required("kind", contrast_kind()),
                     }),
              1);
}

}  // namespace

const ContentKind& theme_index_kind() {
  static const ContentKind kind{"themes", "Lobbykit themes and contrast pairs",
                                object("The themes and the contrast pairs checked on each",
                                       {
                                           optional("shared", shared_files()),
                                           required("themes", theme_names()),
                                           required("contrast", contrast_pairs()),
                                       })};
  return kind;
}

}  // namespace lobbykit
