#!/usr/bin/env bash
# Does the thumbnail stage stay linear? Cold builds of 2,000 and of 20,000
# small sources (400 to 800 pixels on the long side, 3 JPEG : 1 PNG), each a
# game of one repository: sources per second for the whole build and for the
# image stage alone (its own summary line), peak memory (RSS), and then
# the no-op rebuild of the 20,000-source repository (median of 5).
# Memory: beside each cold build, the peak RSS of a warm build (every image
# from the cache, every file written into a new folder) and of
# `check --headers-only` (the content model every build holds, no cache, no
# pixels); what each grows by a source between the two repositories says
# whether the image stage is flat (its growth over the content model's).
# (`check --cache` is no steady baseline: its first run after a build also
# records every image it vouches for.)
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

peak_kb() {  # command...: its peak RSS in KB, its output thrown away
  /usr/bin/time -f '%M' -o "$WORK/peak.txt" "$@" > /dev/null
  cat "$WORK/peak.txt"
}

printf '\n| sources | cold build (s) | sources/s | image stage (s) | images/s in the stage | peak RSS (MB) |\n|---|---|---|---|---|---|\n' > "$WORK/table.md"
declare -A cold_kb warm_kb check_kb
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
  cold_kb[$count]=$kilobytes
  rm -rf "$WORK/warm-out"
  warm_kb[$count]=$(peak_kb "$lobbykit" --root "$repo" build --out "$WORK/warm-out" --cache "$WORK/cache-$count" --jobs 2)
  check_kb[$count]=$(peak_kb "$lobbykit" --root "$repo" check --headers-only)
done
rm -rf "$WORK/warm-out"
cat "$WORK/table.md"
printf '\n| peak RSS (MB) | %d sources | %d sources | KB a source between |\n|---|---|---|---|\n' "$SMALL" "$LARGE"
for row in "check --headers-only:check_kb" "warm build:warm_kb" "cold build:cold_kb"; do
  declare -n kb=${row#*:}
  awk -v name="${row%%:*}" -v a="${kb[$SMALL]}" -v b="${kb[$LARGE]}" -v n="$((LARGE - SMALL))" \
    'BEGIN { printf "| %s | %.1f | %.1f | %.2f |\n", name, a / 1024, b / 1024, (b - a) / n }'
  unset -n kb
done
awk -v c="$((check_kb[$LARGE] - check_kb[$SMALL]))" -v w="$((warm_kb[$LARGE] - warm_kb[$SMALL]))" \
  -v k="$((cold_kb[$LARGE] - cold_kb[$SMALL]))" -v n="$((LARGE - SMALL))" \
  'BEGIN { printf "the image stage and output over the content model: %.2f KB a source warm, %.2f cold\n", (w - c) / n, (k - c) / n }'

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
