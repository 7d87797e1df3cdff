#include "sandbox/http/mime_type.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <utility>

namespace lobbykit::sandbox::http {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 20> kTypes = {{
    {"html", "text/html; charset=utf-8"},
    {"js", "text/javascript; charset=utf-8"},
    {"mjs", "text/javascript; charset=utf-8"},
    {"css", "text/css; charset=utf-8"},
    {"json", "application/json"},
    {"map", "application/json"},
    {"webmanifest", "application/manifest+json"},
    {"txt", "text/plain; charset=utf-8"},
    {"svg", "image/svg+xml"},
    {"webp", "image/webp"},
    {"png", "image/png"},
    {"jpg", "image/jpeg"},
    {"jpeg", "image/jpeg"},
    {"ico", "image/x-icon"},
    {"woff2", "font/woff2"},
    {"wasm", "application/wasm"},
    {"opus", "audio/ogg"},
    {"ogg", "audio/ogg"},
    {"mp3", "audio/mpeg"},
    {"aac", "audio/aac"},
}};

}  // namespace

std::string_view mime_type_for(std::string_view file_name) {
  std::size_t dot = file_name.rfind('.');
  std::size_t slash = file_name.rfind('/');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) {
    return "application/octet-stream";
  }
  std::string extension(file_name.substr(dot + 1));
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const auto& [known, type] : kTypes) {
    if (extension == known) return type;
  }
  return "application/octet-stream";
}

}  // namespace lobbykit::sandbox::http
