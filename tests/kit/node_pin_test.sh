#!/usr/bin/env bash
# kit's choice of Node, driven by a fake `node` first on PATH that reports
# Debian 12's Node 18: one older than kit's NODE_MINIMUM must make kit install its
# pinned Node under build/node/ and run npm and what npm runs with it; one at
# the minimum is kept. Exits 1 on the first wrong choice, saying which.
# The first run downloads the pinned Node (about 40 MB) unless it is already
# in build/node/.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
pinned=$(sed -n 's/^NODE_PINNED=\([0-9.]*\).*/\1/p' "$ROOT/kit")
minimum=$(sed -n 's/^NODE_MINIMUM=\([0-9.]*\).*/\1/p' "$ROOT/kit")
fake=$(mktemp -d)
trap 'rm -rf "$fake"' EXIT

# A `node` whose --version says $1 and which runs everything else on the
# machine's node (as an old Node would still run the machine's npm).
real_node=$(command -v node)
fake_node() {
  # shellcheck disable=SC2016 # the "$1" and "$@" are the fake's own
  printf '#!/bin/sh\n[ "$1" = --version ] && echo v%s && exit 0\nexec %s "$@"\n' "$1" "$real_node" \
    >"$fake/node"
  chmod +x "$fake/node"
}

expect() {
  if [ "$2" != "$3" ]; then
    echo "node_pin_test: $1: got '$2', expected '$3'" >&2
    exit 1
  fi
}

fake_node 18.19.0
chosen=$(PATH="$fake:$PATH" "$ROOT/kit" node-path)
expect "with Node 18 first on PATH, kit node-path" "$chosen" "$ROOT/build/node/bin"
expect "the pinned node's version" "$("$chosen/node" --version)" "v$pinned"
# kit puts the chosen folder first on PATH: npm itself and the commands it
# runs (npx tsc, vite...) must then run on the pinned node, not the fake.
# shellcheck disable=SC2016 # expanded by the shell npm starts
in_npm=$(cd "$fake" && PATH="$chosen:$fake:$PATH" npm exec -c 'echo "$npm_node_execpath $(node --version)"' 2>/dev/null)
expect "npm's node and the node npm runs" "$in_npm" "$chosen/node v$pinned"

fake_node 20.18.3
expect "with Node 20.18.3 first on PATH, kit node-path" \
  "$(PATH="$fake:$PATH" "$ROOT/kit" node-path)" "$ROOT/build/node/bin"

fake_node "$minimum"
expect "with Node $minimum first on PATH, kit node-path" \
  "$(PATH="$fake:$PATH" "$ROOT/kit" node-path)" "$fake"

echo "node_pin_test: Node 18 and 20.18.3 get the pinned Node $pinned from build/node/bin; Node $minimum is kept"
