#include "sandbox/http/sandbox_pages.h"

#include <string_view>

#include "sandbox/http/site_path.h"

namespace lobbykit::sandbox::http {

namespace {

// The launch page shows which game was asked for: the sandbox runs no games.
constexpr std::string_view kPlayPage = R"(<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox game</title>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<h1>Sandbox game</h1>
<p>The sandbox runs no games. This page stands in for <strong id="game">a game</strong>.</p>
<script>
  const game = new URLSearchParams(location.search).get("game");
  if (game) document.getElementById("game").textContent = game;
</script>
</body></html>
)";

constexpr std::string_view kChatPage = R"(<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live support (sandbox)</title>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<h1>Live support</h1>
<p>This is the sandbox's stand-in for the operator's support chat; nobody answers here.</p>
</body></html>
)";

}  // namespace

std::optional<HttpResponse> sandbox_page(const HttpRequest& request) {
  std::string_view path = target_path(request.target);
  if (request.method != "GET" && request.method != "HEAD") return std::nullopt;
  std::string_view page;
  if (path == "/sandbox/play.html") {
    page = kPlayPage;
  } else if (path == "/sandbox/chat.html") {
    page = kChatPage;
  } else {
    return std::nullopt;
  }
  HttpResponse response;
  response.headers = {{"Content-Type", "text/html; charset=utf-8"}, {"Cache-Control", "no-cache"}};
  if (request.method == "HEAD") {
    response.head_content_length = page.size();
  } else {
    response.body = page;
  }
  return response;
}

}  // namespace lobbykit::sandbox::http
