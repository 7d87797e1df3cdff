// The pages the sandbox links to that are not part of the app: the live
// support chat (/game/chat's chatUrl), the demo game of a game session
// (/game/launch's launchUrl, /sandbox/game/<launchId>) and the payment page
// of a deposit (/payment/create's payUrl, /sandbox/pay/<paymentId>), with
// their scripts and stylesheet. Built in, so no site folder needs them. The
// pages carry no inline script or style: a strict Content-Security-Policy
// (script-src 'self') holds for them, and they send one.
#pragma once

#include <optional>

#include "sandbox/http/http_message.h"

namespace lobbykit::sandbox::http {

/// The built-in page or asset for a GET or HEAD of `/sandbox/chat.html`,
/// `/sandbox/game/<id>`, `/sandbox/pay/<id>` (id: 1-64 letters and digits;
/// the page reads it from its address and asks the API about it),
/// `/sandbox/game.js`, `/sandbox/pay.js` or `/sandbox/sandbox.css`; nullopt
/// for any other request.
std::optional<HttpResponse> sandbox_page(const HttpRequest& request);

}  // namespace lobbykit::sandbox::http
