#include "sandbox/http/sandbox_pages.h"

#include <algorithm>
#include <string>
#include <string_view>

#include "sandbox/http/request_router.h"
#include "sandbox/http/site_path.h"

namespace lobbykit::sandbox::http {

namespace {

constexpr std::string_view kGamePrefix = "/sandbox/game/";
constexpr std::string_view kPayPrefix = "/sandbox/pay/";
constexpr std::string_view kPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
// The pages use none of these; framed by the app, they ask for nothing.
constexpr std::string_view kPermissions =
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

constexpr std::string_view kStyle =
    R"(body { font-family: system-ui, sans-serif; margin: 1.5rem; max-width: 32rem; }
.reels { font-size: 1.5rem; min-height: 2rem; margin: 1rem 0; }
.balance { font-size: 1.25rem; font-weight: 600; }
button { font: inherit; padding: 0.5rem 1.25rem; margin-right: 0.5rem; }
input { font: inherit; width: 8rem; }
[role=status] { min-height: 1.5rem; }
)";

// {api} is replaced by the API prefix, read by the scripts from data-api.
constexpr std::string_view kGamePage = R"(<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox slots</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
<script src="/sandbox/game.js" defer></script>
<body data-api="{api}">
<main>
<h1>Sandbox slots: <span id="game">a game</span></h1>
<p id="mode"></p>
<p>Balance: <span class="balance" id="balance">…</span></p>
<form id="spin-form">
<label for="stake">Stake</label>
<input id="stake" name="stake" type="number" min="0.01" step="0.01" value="1.00" inputmode="decimal">
<button id="spin" type="submit">Spin</button>
</form>
<p class="reels" id="reels" aria-live="polite"></p>
<p role="status" id="message"></p>
<p>Three alike pay 5 times the stake; two alike give the stake back.</p>
</main>
</body></html>
)";

constexpr std::string_view kGameScript = R"("use strict";
// The sandbox's demo game: the outcome is drawn by the server (/game/spin).
const api = document.body.dataset.api;
const launchId = decodeURIComponent(location.pathname.split("/").pop());
const byId = (id) => document.getElementById(id);
const money = (minor) => (minor / 100).toFixed(2);
let currency = "";

async function call(path, body) {
  const response = await fetch(api + path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(envelope.msg);
  return envelope.data;
}

function newKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16)).join("");
}

function showBalance(balance) {
  byId("balance").textContent = money(balance) + " " + currency;
}

async function load() {
  try {
    const session = await call("/game/session", { launchId });
    currency = session.currency;
    byId("game").textContent = session.gameId;
    byId("mode").textContent = session.demo ? "Demo: play money" : "Real money";
    showBalance(session.balance);
    if (!session.inProgress) {
      byId("spin").disabled = true;
      byId("message").textContent = "This game session has ended.";
    }
  } catch (error) {
    byId("spin").disabled = true;
    byId("message").textContent = error.message;
  }
}

// One key per spin, kept until the server answers, so a retry spins once.
let pendingKey = null;
byId("spin-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const stake = Math.round(Number(byId("stake").value) * 100);
  if (!(stake > 0)) {
    byId("message").textContent = "Enter a stake above 0.";
    return;
  }
  pendingKey = pendingKey || newKey();
  byId("spin").disabled = true;
  try {
    const round = await call("/game/spin", { launchId, stake, idempotencyKey: pendingKey });
    pendingKey = null;
    byId("reels").textContent = round.result.split("-").join(" | ");
    byId("message").textContent = round.win > 0 ? "You win " + money(round.win) : "No win";
    showBalance(round.balance);
  } catch (error) {
    if (!(error instanceof TypeError)) pendingKey = null;
    byId("message").textContent = error.message;
  } finally {
    byId("spin").disabled = false;
  }
});

load();
)";

constexpr std::string_view kPayPage = R"(<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
<script src="/sandbox/pay.js" defer></script>
<body data-api="{api}">
<main>
<h1>Sandbox payment</h1>
<p>This page stands in for a payment provider: nothing is charged.</p>
<p>Deposit <span class="balance" id="amount">…</span> by <span id="method"></span></p>
<p>State: <strong id="state"></strong></p>
<p><button id="confirm" type="button">Confirm payment</button><button id="cancel" type="button">Cancel</button></p>
<p role="status" id="message"></p>
</main>
</body></html>
)";

constexpr std::string_view kPayScript = R"("use strict";
// Confirms or cancels a pending payment; the app hears of it by push 53 and
// by a message to the page that framed this one.
const api = document.body.dataset.api;
const paymentId = decodeURIComponent(location.pathname.split("/").pop());
const byId = (id) => document.getElementById(id);

async function call(path) {
  const response = await fetch(api + path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ paymentId }),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(envelope.msg);
  return envelope.data;
}

function show(payment) {
  byId("amount").textContent = (payment.amount / 100).toFixed(2) + " " + payment.currency;
  byId("method").textContent = payment.method;
  byId("state").textContent = payment.state;
  const open = payment.state === "pending";
  byId("confirm").disabled = !open;
  byId("cancel").disabled = !open;
  if (!open && window.parent !== window) {
    window.parent.postMessage({ type: "lobbykit-payment", paymentId, state: payment.state }, location.origin);
  }
}

async function act(path) {
  byId("confirm").disabled = true;
  byId("cancel").disabled = true;
  try {
    show(await call(path));
  } catch (error) {
    byId("message").textContent = error.message;
  }
}

byId("confirm").addEventListener("click", () => act("/payment/confirm"));
byId("cancel").addEventListener("click", () => act("/payment/cancel"));
act("/payment/query");
)";

constexpr std::string_view kChatPage = R"(<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live support (sandbox)</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
<body>
<h1>Live support</h1>
<p>This is the sandbox's stand-in for the operator's support chat; nobody answers here.</p>
</body></html>
)";

// A launch id or payment reference: what random_id makes, loosely.
bool plain_id(std::string_view id) {
  return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  });
}

std::string with_api(std::string_view page) {
  std::string text(page);
  text.replace(text.find("{api}"), 5, kApiPrefix);
  return text;
}

struct Asset {
  std::string body;
  std::string_view type;
};

std::optional<Asset> asset_for(std::string_view path) {
  constexpr std::string_view kHtml = "text/html; charset=utf-8";
  if (path == "/sandbox/chat.html") return Asset{std::string(kChatPage), kHtml};
  if (path == "/sandbox/game.js") return Asset{std::string(kGameScript), "text/javascript"};
  if (path == "/sandbox/pay.js") return Asset{std::string(kPayScript), "text/javascript"};
  if (path == "/sandbox/sandbox.css") return Asset{std::string(kStyle), "text/css"};
  if (path.starts_with(kGamePrefix) && plain_id(path.substr(kGamePrefix.size())))
    return Asset{with_api(kGamePage), kHtml};
  if (path.starts_with(kPayPrefix) && plain_id(path.substr(kPayPrefix.size())))
    return Asset{with_api(kPayPage), kHtml};
  return std::nullopt;
}

}  // namespace

std::optional<HttpResponse> sandbox_page(const HttpRequest& request) {
  if (request.method != "GET" && request.method != "HEAD") return std::nullopt;
  auto asset = asset_for(target_path(request.target));
  if (!asset) return std::nullopt;
  HttpResponse response;
  response.headers = {{"Content-Type", std::string(asset->type)},
                      {"Cache-Control", "no-cache"},
                      {"Content-Security-Policy", std::string(kPolicy)},
                      {"X-Content-Type-Options", "nosniff"},
                      {"Referrer-Policy", "strict-origin-when-cross-origin"},
                      {"Permissions-Policy", std::string(kPermissions)}};
  if (request.method == "HEAD") {
    response.head_content_length = asset->body.size();
  } else {
    response.body = std::move(asset->body);
  }
  return response;
}

}  // namespace lobbykit::sandbox::http
