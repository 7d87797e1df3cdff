// The two pages the sandbox links to that are not part of the app: the live
// support chat (/game/chat's chatUrl) and a game's launch page
// (/game/launch's launchUrl). Built in, so no site folder needs them.
#pragma once

#include <optional>

#include "sandbox/http/http_message.h"

namespace lobbykit::sandbox::http {

/// The built-in page for a GET or HEAD of `/sandbox/chat.html` or
/// `/sandbox/play.html` (query ignored here; the page reads it), or nullopt
/// for any other request.
std::optional<HttpResponse> sandbox_page(const HttpRequest& request);

}  // namespace lobbykit::sandbox::http
