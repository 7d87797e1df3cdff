#!/usr/bin/env bash
# Does the thumbnail stage stay linear? Cold builds of 2,000 and of 20,000
# small sources (400 to 800 pixels on the long side, 3 JPEG : 1 PNG), each a
# game of one repository: sources per second for the whole build and for the
# image stage alone (its own summary line), peak memory (RSS), and then
# the no-op rebuild of the 20,000-source repository (median of 5).
# Usage: image_scale.sh [BUILD_FOLDER] [LARGE_COUNT]   (default build/release, 20000)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build/release}
LARGE=${2:-20000}
SMALL=$((LARGE / 10))
WORK=$ROOT/build/bench/image-scale
PHOTOS=/usr/share/backgrounds/mate/nature
bench=$BUILD/tests/bench/lobbykit_image_bench
lobbykit=$BUILD/tools/lobbykit
[ -d "$PHOTOS" ] || { echo "image_scale: $PHOTOS is missing (apt-get install mate-backgrounds)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "image_scale: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }

mkdir -p "$WORK"
corpus=$WORK/corpus-$LARGE
if [ ! -f "$corpus/.complete" ]; then
  echo "making $LARGE small sources (once; kept in $corpus)"
  "$bench" corpus "$PHOTOS" "$corpus" "$LARGE" 400 800
  touch "$corpus/.complete"
fi
mapfile -t sources < <(cd "$corpus" && ls img-* | sort)

. "$ROOT/tests/bench/bench_repo.sh"
make_repo() {  # folder, count: as an editor leaves it, settled
  make_bench_repo "$1" "$corpus" "${sources[@]:0:$2}"
  find "$1" -exec touch -h -d '1 hour ago' {} +
}

printf '\n| sources | cold build (s) | sources/s | image stage (s) | images/s in the stage | peak RSS (MB) |\n|---|---|---|---|---|---|\n' > "$WORK/table.md"
for count in "$SMALL" "$LARGE"; do
  repo=$WORK/repo-$count
  echo "repository of $count sources"
  make_repo "$repo" "$count"
  rm -rf "$WORK/out-$count" "$WORK/cache-$count"
  forget_deletions
  /usr/bin/time -f '%e %M' -o "$WORK/time.txt" \
    "$lobbykit" --root "$repo" build --out "$WORK/out-$count" --cache "$WORK/cache-$count" --jobs 2 > "$WORK/build-$count.log"
  read -r seconds kilobytes < "$WORK/time.txt"
  # the image stage's own line: "lobbykit build: N images (N made, 0 from the cache) in MS ms, R images/s"
  stage=$(grep -m1 -o 'images ([0-9]* made, [0-9]* from the cache) in [0-9]* ms' "$WORK/build-$count.log")
  read -r images stage_ms < <(sed -E 's/images \(([0-9]+) made.* in ([0-9]+) ms/\1 \2/' <<< "$stage")
  awk -v n="$count" -v s="$seconds" -v k="$kilobytes" -v i="$images" -v ms="$stage_ms" \
    'BEGIN { printf "| %d | %.1f | %.0f | %.1f | %.0f | %.0f |\n", n, s, n / s, ms / 1000, i / (ms / 1000), k / 1024 }' >> "$WORK/table.md"
done
cat "$WORK/table.md"

repo=$WORK/repo-$LARGE
"$lobbykit" --root "$repo" build --out "$WORK/out-$LARGE" --cache "$WORK/cache-$LARGE" --jobs 2 > /dev/null  # settle
walls=()
for _ in 1 2 3 4 5; do
  /usr/bin/time -f '%e %M' -o "$WORK/time.txt" \
    "$lobbykit" --root "$repo" build --out "$WORK/out-$LARGE" --cache "$WORK/cache-$LARGE" --jobs 2 > "$WORK/noop.log"
  read -r seconds kilobytes < "$WORK/time.txt"
  walls+=("$seconds")
done
printf '\nno-op rebuild of %d sources: median %s s of 5 (%s), peak RSS %.0f MB; %s\n' "$LARGE" \
  "$(printf '%s\n' "${walls[@]}" | sort -g | sed -n 3p)" "${walls[*]}" "$(awk -v k="$kilobytes" 'BEGIN { print k / 1024 }')" \
  "$(tail -1 "$WORK/noop.log")"
