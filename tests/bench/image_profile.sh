#!/usr/bin/env bash
# Where the thumbnail stage's instructions go: both densities of 20
# photographic sources of the benchmark corpus (15 JPEG, 5 PNG, 916 to 2962
# pixels on the long side) made by a cold `lobbykit build --jobs 1` under
# valgrind's callgrind, collecting inside the image stage only; then
# image_instructions.py charges them to the codecs or to Lobbykit's own work.
# Usage: image_profile.sh [BUILD_FOLDER] [PROFILE_OUT]   (default build/release)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build/release}
WORK=$ROOT/build/bench/image-profile
OUT=${2:-$WORK/callgrind.out}
lobbykit=$BUILD/tools/lobbykit
command -v valgrind > /dev/null || { echo "image_profile: valgrind is missing (apt-get install valgrind)" >&2; exit 2; }
[ -x "$lobbykit" ] || { echo "image_profile: $lobbykit is not built" >&2; exit 2; }

# the corpus is deterministic: these are the first 20 of image_bench.sh's
corpus=$ROOT/build/bench/images/corpus-20
if [ ! -f "$corpus/.complete" ]; then
  "$BUILD/tests/bench/lobbykit_image_bench" corpus /usr/share/backgrounds/mate/nature "$corpus" 20
  touch "$corpus/.complete"
fi
repo=$WORK/repo
rm -rf "$WORK/out" "$WORK/cache"
mkdir -p "$WORK"
. "$ROOT/tests/bench/bench_repo.sh"
make_bench_repo "$repo" "$corpus" $(cd "$corpus" && ls img-*)
echo "callgrind: lobbykit build of 20 corpus sources and the base fixture's images (about a minute)"
valgrind --tool=callgrind --toggle-collect='*Stage::run(*' --callgrind-out-file="$OUT" \
  "$lobbykit" --root "$repo" build --out "$WORK/out" --cache "$WORK/cache" --jobs 1 > /dev/null 2> "$WORK/valgrind.log" ||
  { tail -20 "$WORK/valgrind.log" >&2; exit 1; }
python3 "$ROOT/tests/bench/image_instructions.py" "$OUT" "$lobbykit"
