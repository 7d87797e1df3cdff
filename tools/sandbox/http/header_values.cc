#include "sandbox/http/header_values.h"

#include <cctype>
#include <cstdlib>
#include <string>

namespace lobbykit::sandbox::http {

namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i]))) {
      return false;
    }
  }
  return true;
}

// Calls `visit` with each trimmed, non-empty element of a comma-separated list.
template <typename Visit>
void for_each_element(std::string_view list, Visit visit) {
  while (!list.empty()) {
    std::size_t comma = list.find(',');
    std::string_view element = trim(list.substr(0, comma));
    if (!element.empty()) visit(element);
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
}

// The q value among an Accept-Encoding element's parameters ("q=0.5;x=y"); 1 without one.
double quality(std::string_view parameters) {
  while (!parameters.empty()) {
    std::size_t semicolon = parameters.find(';');
    std::string_view parameter = trim(parameters.substr(0, semicolon));
    if (parameter.size() >= 2 && (parameter[0] == 'q' || parameter[0] == 'Q') &&
        parameter[1] == '=') {
      return std::strtod(std::string(parameter.substr(2)).c_str(), nullptr);
    }
    if (semicolon == std::string_view::npos) break;
    parameters.remove_prefix(semicolon + 1);
  }
  return 1.0;
}

}  // namespace

bool accepts_encoding(std::string_view accept_encoding, std::string_view coding) {
  bool named = false;
  bool named_allowed = false;
  bool wildcard_allowed = false;
  for_each_element(accept_encoding, [&](std::string_view element) {
    std::size_t semicolon = element.find(';');
    std::string_view name = trim(element.substr(0, semicolon));
    bool allowed =
        semicolon == std::string_view::npos || quality(element.substr(semicolon + 1)) > 0;
    if (equals_ignoring_case(name, coding)) {
      named = true;
      named_allowed = allowed;
    } else if (name == "*") {
      wildcard_allowed = allowed;
    }
  });
  return named ? named_allowed : wildcard_allowed;
}

bool etag_matches(std::string_view if_none_match, std::string_view etag) {
  bool matched = false;
  for_each_element(if_none_match, [&](std::string_view element) {
    if (element.substr(0, 2) == "W/") element.remove_prefix(2);
    if (element == "*" || element == etag) matched = true;
  });
  return matched;
}

}  // namespace lobbykit::sandbox::http
