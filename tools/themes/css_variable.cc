#include "themes/css_variable.h"

#include <cctype>

namespace lobbykit {

std::optional<std::string> css_variable_name(std::string_view token_path) {
  std::string name = "--";
  char previous = '-';
  for (char c : token_path) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '.') {
      c = '-';
    } else if (std::isupper(byte)) {
      // A capital after a lowercase letter or digit starts a new word: bgColor -> bg-color.
      if (std::islower(static_cast<unsigned char>(previous)) ||
          std::isdigit(static_cast<unsigned char>(previous))) {
        name += '-';
      }
      c = static_cast<char>(std::tolower(byte));
    } else if (!std::isalnum(byte) && c != '-' && c != '_') {
      return std::nullopt;
    }
    name += c;
    previous = static_cast<char>(byte);
  }
  return name;
}

}  // namespace lobbykit
