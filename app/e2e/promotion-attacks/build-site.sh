#!/bin/sh
# Builds the site with one extra promotion, attacks.yaml, and serves it:
# a copy of the project's content root (content/, i18n/, themes/) with the
# promotion added, built by lobbykit into its own generated folder, the app
# built against that folder (LOBBYKIT_GENERATED) into its own dist, served by
# `vite preview` on the port given. Run from app/.
set -eu
port="$1"
lobbykit="${LOBBYKIT_BIN:-../build/debug/tools/lobbykit}"
work=../build/promotion-attacks
rm -rf "$work"
mkdir -p "$work/root"
cp -r ../content ../i18n ../themes "$work/root/"
cp e2e/promotion-attacks/attacks.yaml "$work/root/content/promotions/attacks.yaml"
cp ../content/promotions/welcome-week.png "$work/root/content/promotions/attacks.png"
# The attacks are meant: its warnings (an unsafe link, a language without text) are expected.
"$lobbykit" --root "$work/root" build --out "$work/generated" --cache ../build/cache/images >"$work/lobbykit.log" 2>&1
LOBBYKIT_GENERATED="$work/generated" npx vite build --outDir "$work/dist" --emptyOutDir --logLevel warn
exec npx vite preview --host 127.0.0.1 --port "$port" --strictPort --outDir "$work/dist"
