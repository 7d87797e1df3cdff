#!/usr/bin/env bash
# The sandbox server under load (run by `./kit bench`): a release
# `lobbykit serve` on a free loopback port with a fresh database, and wrk
# against one visitor call and one signed-in call. Prints requests/s and the
# 99th-percentile latency of each. Usage: server_bench.sh [BUILD_FOLDER]
#
# Environment: SERVER_BENCH_SECONDS (per call, default 10),
# SERVER_BENCH_CONNECTIONS (default 32), SERVER_BENCH_THREADS (wrk, default 2).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build/release}
SECONDS_PER_CALL=${SERVER_BENCH_SECONDS:-10}
CONNECTIONS=${SERVER_BENCH_CONNECTIONS:-32}
THREADS=${SERVER_BENCH_THREADS:-2}
CATALOGUE=$ROOT/build/generated/catalogue.json
lobbykit=$BUILD/tools/lobbykit
command -v wrk >/dev/null || { echo "server_bench: wrk is missing (apt-get install wrk)" >&2; exit 2; }
[ -f "$CATALOGUE" ] || { echo "server_bench: $CATALOGUE is missing (lobbykit build --out build/generated)" >&2; exit 2; }

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

mkdir "$work/site"
echo '<!doctype html><title>bench</title>' >"$work/site/index.html"
"$lobbykit" serve --port 0 --db "$work/sandbox.db" --site "$work/site" --catalogue "$CATALOGUE" \
  >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do
  grep -q '^listening on ' "$work/server.log" && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.1
done
url=$(sed -n 's|^listening on \(http://[^/]*\)/$|\1|p' "$work/server.log")
[ -n "$url" ] || { echo "server_bench: the server did not start" >&2; cat "$work/server.log" >&2; exit 1; }

# A signed-in token through the sandbox's own login call (seeded demo player).
login=$(curl -sS -X POST "$url/api/user/login" -H 'Content-Type: application/json' \
  -d '{"account":"demo","password":"demo1234"}')
token=$(sed -n 's/.*"token":"\([^"]*\)".*/\1/p' <<<"$login")
[ -n "$token" ] || { echo "server_bench: login failed: $login" >&2; exit 1; }

# wrk sends GET by default; calls are POST with a JSON body and the token header.
cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = os.getenv("BENCH_BODY") or "{}"
wrk.headers["Content-Type"] = "application/json"
local token = os.getenv("BENCH_TOKEN")
if token and token ~= "" then wrk.headers["token"] = token end
LUA

printf '%-24s %12s %12s %10s\n' call requests/s "p99 latency" errors
run() {
  local path=$1 body=$2 token=$3 out rate p99 errors
  out=$(BENCH_BODY=$body BENCH_TOKEN=$token wrk -t"$THREADS" -c"$CONNECTIONS" -d"${SECONDS_PER_CALL}s" --latency \
    -s "$work/post.lua" "$url/api$path")
  rate=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$out")
  p99=$(awk '$1 == "99%" { print $2 }' <<<"$out")
  errors=$(awk '/Non-2xx or 3xx responses:/ { print $NF } /Socket errors:/ { print "socket:" $0 }' <<<"$out")
  printf '%-24s %12s %12s %10s\n' "$path" "$rate" "$p99" "${errors:-0}"
}
run /game/category '{"pid":""}' ""
run /refresh-balance '{}' "$token"
