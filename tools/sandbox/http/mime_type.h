// The Content-Type of a file the site serves, from its extension.
#pragma once

#include <string_view>

namespace lobbykit::sandbox::http {

/// The media type for `file_name` (the last extension counts, compared
/// without case); text types carry `charset=utf-8`. Unknown extensions are
/// `application/octet-stream`.
std::string_view mime_type_for(std::string_view file_name);

}  // namespace lobbykit::sandbox::http
