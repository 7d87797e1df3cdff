#!/usr/bin/env bash
# The player app's budget: builds app/, prints the gzip size of the JavaScript
# and CSS the home route loads at start (index.html's entry script and
# stylesheets and the chunks they import statically; lazily loaded chunks are
# not counted: tests/bench/initial_size.mjs), then runs Lighthouse against home
# as it ships: app/dist served by `lobbykit serve` (a free port, a fresh
# database; it sends the build's Brotli and gzip copies), with its mobile and
# desktop presets, and the Wallet, Account, VIP club, Bonus (promotions), Notification,
# FAQ, About us and maintenance pages on mobile,
# APP_BENCH_RUNS times each (default 3), and prints the four category scores
# of every run with the load average.
#
#   tests/bench/app_bench.sh            (build/generated must exist: lobbykit build)
#   APP_BENCH_SKIP_BUILD=1 tests/bench/app_bench.sh   reuse app/dist
#   LOBBYKIT_BIN=<lobbykit>             the server (default build/release's, else build/debug's)
# The Lighthouse reports stay in build/app-bench/: {mobile,desktop,wallet-mobile,...}-N.json
# per run, {mobile,desktop,wallet-mobile,...}.json the run with the median performance score.
# Targets: initial JS at most 104 KB gzip (issue 23); mobile performance >= 95
# on home and Wallet (issue 18), Account and VIP club (issue 19), the Bonus tab (issue 20),
# Notification, FAQ, About us and maintenance (issue 21), accessibility
# 100, best practices >= 95.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
APP="$ROOT/app"
REPORTS="$ROOT/build/app-bench"
mkdir -p "$REPORTS"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

LOBBYKIT="${LOBBYKIT_BIN:-$ROOT/build/release/tools/lobbykit}"
[[ -x "$LOBBYKIT" ]] || LOBBYKIT="$ROOT/build/debug/tools/lobbykit"
[[ -x "$LOBBYKIT" ]] || { echo "app_bench: no lobbykit binary (build one or set LOBBYKIT_BIN)" >&2; exit 2; }
LOBBYKIT="$(realpath "$LOBBYKIT")"

cd "$APP"
if [[ -z "${APP_BENCH_SKIP_BUILD:-}" ]]; then
  echo "== building app/"
  npx vite build --logLevel warn
fi

echo "== what home loads at start (gzip)"
node "$ROOT/tests/bench/initial_size.mjs" "$APP/dist" wallet-page withdrawals-page transactions-page gaming-history-page vault-page \
  account-page avatar-menu profile-info-page details-page manage-account-page forgot-password-page vip-club-page \
  bonus-page notification-page faq-page about-page maintenance-page

echo "== Lighthouse on home and the pages (lobbykit serve, $CHROME_PATH)"
SERVER_DB="$(mktemp -d)"
"$LOBBYKIT" --root "$ROOT" serve --port 0 --db "$SERVER_DB/sandbox.db" --site "$APP/dist" \
  --catalogue "$ROOT/build/generated/catalogue.json" >"$REPORTS/serve.log" 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true; rm -rf "$SERVER_DB"' EXIT
URL=""
for _ in $(seq 1 60); do
  URL="$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$REPORTS/serve.log" | head -n 1 || true)"
  [[ -n "$URL" ]] && curl -fsS -o /dev/null "$URL" 2>/dev/null && break
  sleep 0.5
done
[[ -n "$URL" ]] || { echo "app_bench: lobbykit serve did not start:" >&2; cat "$REPORTS/serve.log" >&2; exit 2; }

CHROME_FLAGS="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run"
CHROME_FLAGS+=" --disable-background-networking --disable-component-update --disable-sync"
RUNS="${APP_BENCH_RUNS:-3}"
# Home at both presets; the Wallet, Account, VIP club and Bonus pages (as a visitor
# reaches them: Lighthouse's fresh profile has no session) at the mobile
# preset, their target too.
for target in home:mobile home:desktop wallet:mobile account:mobile vip:mobile bonus:mobile \
  notification:mobile faq:mobile about:mobile maintenance:mobile; do
  page=${target%%:*}
  preset=${target##*:}
  case "$page" in
    home) address="$URL" ;;
    wallet) address="${URL}#/pages/Wallet/Wallet" ;;
    account) address="${URL}#/pages/Account/Account" ;;
    vip) address="${URL}#/pages/VipClubsNew/VipClubsNew" ;;
    bonus) address="${URL}#/pages/Bonus/Bonus" ;;
    notification) address="${URL}#/pages/Notification/Notification" ;;
    faq) address="${URL}#/pages/FrequentlyAskedQuestions/FrequentlyAskedQuestions" ;;
    about) address="${URL}#/pages/AboutUs/AboutUs" ;;
    maintenance) address="${URL}#/pages/SystemMaintenance/SystemMaintenance" ;;
  esac
  preset_flag=()
  [[ "$preset" == desktop ]] && preset_flag=(--preset=desktop)
  name="$preset"
  [[ "$page" == home ]] || name="$page-$preset"
  runs=()
  for run in $(seq 1 "$RUNS"); do
    # The machine's load moves the scores (total blocking time above all): each run quotes it.
    cut -d' ' -f1 /proc/loadavg >"$REPORTS/$name-$run.load"
    "$ROOT/tests/node_modules/.bin/lighthouse" "$address" "${preset_flag[@]}" --quiet \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="$CHROME_FLAGS" --output=json --output-path="$REPORTS/$name-$run.json" >/dev/null
    runs+=("$REPORTS/$name-$run")
  done
  node --input-type=module - "$name" "$REPORTS/$name.json" "${runs[@]}" <<'NODE'
import { copyFileSync, readFileSync } from 'node:fs';
const [preset, medianPath, ...runs] = process.argv.slice(2);
const reports = runs.map((run) => ({
  run,
  load: readFileSync(`${run}.load`, 'utf8').trim(),
  report: JSON.parse(readFileSync(`${run}.json`, 'utf8')),
}));
const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const audits = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const metrics = (report) =>
  audits.map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? '?'}`).join(', ');
for (const { report, load } of reports) {
  console.log(
    `  ${preset.padEnd(14)} performance ${score(report, 'performance')}, accessibility ${score(report, 'accessibility')}, ` +
      `best practices ${score(report, 'best-practices')}, SEO ${score(report, 'seo')}  (${metrics(report)}; load average ${load})`,
  );
}
// The run with the median performance score is kept as <preset>.json and detailed.
const sorted = [...reports].sort((a, b) => score(a.report, 'performance') - score(b.report, 'performance'));
const { report, run } = sorted[Math.floor((sorted.length - 1) / 2)];
copyFileSync(`${run}.json`, medianPath);
console.log(`           median of ${reports.length}: performance ${score(report, 'performance')} (${run}.json)`);
// What the browser actually fetched for home, its lazily loaded page chunk included.
const fetched = { Script: 0, Stylesheet: 0 };
for (const request of report.audits['network-requests'].details.items) {
  if (request.resourceType in fetched) fetched[request.resourceType] += request.transferSize;
}
console.log(
  `           fetched (page chunk included, compressed): JavaScript ${(fetched.Script / 1024).toFixed(1)} KB, ` +
    `CSS ${(fetched.Stylesheet / 1024).toFixed(1)} KB`,
);
for (const [id, category] of Object.entries(report.categories)) {
  for (const ref of category.auditRefs) {
    const audit = report.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`           ${id}: ${ref.id} (${audit.title})`);
  }
}
NODE
done
