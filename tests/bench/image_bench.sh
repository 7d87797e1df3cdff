#!/usr/bin/env bash
# The image benchmark (run by `./kit bench`): Lobbykit's thumbnail stage
# against vipsthumbnail (Debian's libvips-tools) and sharp (npm) both ways
# (one pipeline per size, and each source decoded once), on the same
# generated corpus and the same output sizes, with the floor (the codecs
# alone) and the floor with files (the same, reading each source from disk
# and writing its two files); then Lobbykit's incremental builds. Every
# tool writes into a folder made afresh, once ext4 has forgotten the files the
# script deleted (forget_deletions in bench_repo.sh). Usage: image_bench.sh [BUILD_FOLDER]   (default build/release)
#
# Environment: IMAGE_BENCH_COUNT (sources, default 2000), IMAGE_BENCH_SAMPLE
# (quality measured on every N-th source, default 20), IMAGE_BENCH_WORK (work
# folder, default build/bench/images), IMAGE_BENCH_ONLY=incremental (skip
# vipsthumbnail and sharp), IMAGE_BENCH_ROUNDS (rounds of Lobbykit's cold
# build, sharp decode-once and the floor, default 3; medians are printed),
# IMAGE_BENCH_REPEAT (runs of each incremental build, default 5; the median
# is printed), IMAGE_BENCH_BASELINE (another lobbykit binary whose
# incremental builds are timed in the same run).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build/release}
WORK=${IMAGE_BENCH_WORK:-$ROOT/build/bench/images}
COUNT=${IMAGE_BENCH_COUNT:-2000}
SAMPLE=${IMAGE_BENCH_SAMPLE:-20}
ONLY=${IMAGE_BENCH_ONLY:-}
REPEAT=${IMAGE_BENCH_REPEAT:-5}
ROUNDS=${IMAGE_BENCH_ROUNDS:-3}
BASELINE=${IMAGE_BENCH_BASELINE:-}
PHOTOS=/usr/share/backgrounds/mate/nature   # Debian's mate-backgrounds: photographs
bench=$BUILD/tests/bench/lobbykit_image_bench
. "$ROOT/tests/bench/bench_repo.sh"
lobbykit=$BUILD/tools/lobbykit
[ -d "$PHOTOS" ] || { echo "image_bench: $PHOTOS is missing (apt-get install mate-backgrounds)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "image_bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

corpus=$ROOT/build/bench/images/corpus-$COUNT   # kept between runs, whatever the work folder
if [ ! -f "$corpus/.complete" ]; then
  echo "making the corpus: $COUNT sources from $PHOTOS"
  "$bench" corpus "$PHOTOS" "$corpus" "$COUNT"
  touch "$corpus/.complete"
fi
mapfile -t sources < <(cd "$corpus" && ls img-*)

# A repository whose games use the corpus as thumbnails (bench_repo.sh)
repo=$WORK/repo
mkdir -p "$WORK"
rm -rf "$WORK/out" "$WORK/clone" "$WORK/out-clone"
make_bench_repo "$repo" "$corpus" "${sources[@]}"
games=$repo/content/games/alpha-studio
cpu_of() { awk -v u="$1" -v s="$2" 'BEGIN { print u + s }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
if [ "$ONLY" = incremental ]; then  # incremental runs may start from a warm cache
  echo "lobbykit build, --jobs 2"
  "$lobbykit" --root "$repo" build --out "$WORK/out" --cache "$WORK/cache" --jobs 2 | tee "$WORK/lobbykit.log"
else
  # every tool writes into a folder made afresh, after the deletions are forgotten
  rm -rf "$WORK/cache" "$WORK/lobbykit-flat" "$WORK/vips" "$WORK/sharp" "$WORK"/round-*
  forget_deletions
  sharp_version=$(node -p "require('$ROOT/tests/node_modules/sharp/package.json').version")
  flat=$WORK/lobbykit-flat
  # The three timed against each other run in rounds, each once a round, so
  # a machine whose speed drifts moves them alike: Lobbykit (cold cache),
  # sharp decode-once and the floor. A round's ratio compares two runs made
  # a minute apart. Each round writes into new folders of its own.
  lobbykit_walls=() lobbykit_cpus=() once_walls=() floor_walls=() floor_cpus=()
  floor_files_walls=() floor_files_cpus=() ratios=()
  round_lobbykit() {  # round folder
    /usr/bin/time -f '%e %U %S' -o "$WORK/time.txt" \
      "$lobbykit" --root "$repo" build --out "$1/out" --cache "$1/cache" --jobs 2 > "$1/lobbykit.log"
    read -r wall user system < "$WORK/time.txt"
    lobbykit_walls+=("$wall") lobbykit_cpus+=("$(cpu_of "$user" "$system")")
  }
  round_sharp_once() {  # round folder
    local start
    start=$(now)
    node "$ROOT/tests/bench/sharp_thumbnails.mjs" "$corpus" "$1/sharp-once" 2 decode-once
    once_walls+=("$(since "$start")")
  }
  echo "$ROUNDS rounds of: lobbykit build --jobs 2 (cold cache); sharp $sharp_version, concurrency(1), two in flight, each source decoded once to the 2x, the 1x from it; the floor (the codecs alone, two workers: decode at the shrink-on-load scale, encode Lobbykit's final pixels again); the floor with files (the same, each source read from disk and its two files written, inside the clock)"
  for round in $(seq "$ROUNDS"); do
    dir=$WORK/round-$round && mkdir -p "$dir"
    # which of the two goes first alternates
    if [ $((round % 2)) = 1 ]; then round_lobbykit "$dir"; round_sharp_once "$dir"
    else round_sharp_once "$dir"; round_lobbykit "$dir"; fi
    if [ "$round" = 1 ]; then  # the floor encodes Lobbykit's final pixels: its first files
      mkdir -p "$flat"
      for webp in "$dir"/out/media/games/alpha-studio/img-*.webp; do
        name=$(basename "$webp")           # img-0001.180x240.<hash>.webp
        stem=${name%%.*}; size=${name#*.}; size=${size%%.*}
        ln "$webp" "$flat/${stem}_${size}.webp"
      done
    fi
    read -r wall cpu < <("$bench" floor "$corpus" "$flat")
    floor_walls+=("$wall") floor_cpus+=("$cpu")
    mkdir -p "$dir/floor-files"
    read -r wall cpu < <("$bench" floor "$corpus" "$flat" "$dir/floor-files")
    floor_files_walls+=("$wall") floor_files_cpus+=("$cpu")
    ratios+=("$(awk -v l="${lobbykit_walls[-1]}" -v s="${once_walls[-1]}" 'BEGIN { printf "%.2f", s / l }')")
    printf 'round %s: lobbykit %s s (%s s CPU), sharp decode-once %s s, lobbykit %sx as fast; the floor %s s (%s s CPU), with files %s s\n' \
      "$round" "${lobbykit_walls[-1]}" "${lobbykit_cpus[-1]}" "${once_walls[-1]}" "${ratios[-1]}" \
      "${floor_walls[-1]}" "${floor_cpus[-1]}" "${floor_files_walls[-1]}"
  done
  of() { printf '%s\n' "$@" | median; }
  lobbykit_seconds=$(of "${lobbykit_walls[@]}") lobbykit_cpu=$(of "${lobbykit_cpus[@]}")
  sharp_once_seconds=$(of "${once_walls[@]}")
  floor_seconds=$(of "${floor_walls[@]}") floor_cpu=$(of "${floor_cpus[@]}")
  floor_files_seconds=$(of "${floor_files_walls[@]}") floor_files_cpu=$(of "${floor_files_cpus[@]}")
  sorted_ratios=$(printf '%s\n' "${ratios[@]}" | sort -g)
  printf 'lobbykit against sharp decode-once, round by round: %sx (the median of %s rounds), from %sx to %sx\n' \
    "$(of "${ratios[@]}")" "$ROUNDS" "$(head -1 <<< "$sorted_ratios")" "$(tail -1 <<< "$sorted_ratios")"
  cp "$WORK/round-1/lobbykit.log" "$WORK/lobbykit.log"
  mv "$WORK/round-1/out" "$WORK/out" && mv "$WORK/round-1/cache" "$WORK/cache"  # the incremental builds'

  echo "vipsthumbnail: two processes, VIPS_CONCURRENCY=1"
  vips_out=$WORK/vips && mkdir -p "$vips_out"
  half=$(( (${#sources[@]} + 1) / 2 ))
  run_vips() {
    cd "$corpus"
    for size in 180x240 360x480; do
      VIPS_CONCURRENCY=1 vipsthumbnail --size "$size" --smartcrop centre \
        -o "$vips_out/%s_$size.webp[Q=80,effort=4,strip]" "$@"
    done
  }
  start=$(now)
  run_vips "${sources[@]:0:$half}" &
  run_vips "${sources[@]:$half}" &
  wait
  vips_seconds=$(since "$start")

  echo "sharp $sharp_version: concurrency(1), two in flight, one pipeline per size"
  start=$(now)
  node "$ROOT/tests/bench/sharp_thumbnails.mjs" "$corpus" "$WORK/sharp" 2 pipelines
  sharp_seconds=$(since "$start")

  echo "Lobbykit, sharp decode-once and the floor: medians of the $ROUNDS rounds; vipsthumbnail and sharp with pipelines: one run each"
  "$bench" compare "$corpus" "$SAMPLE" "lobbykit=$lobbykit_seconds:$flat" "vipsthumbnail=$vips_seconds:$vips_out" \
    "sharp=$sharp_seconds:$WORK/sharp" "sharp-decode-once=$sharp_once_seconds:$WORK/round-1/sharp-once" \
    "floor=$floor_seconds"
  awk -v f="$floor_files_seconds" -v l="$lobbykit_seconds" -v s="$sharp_once_seconds" 'BEGIN {
    printf "the floor with files: %.1f s; over it: lobbykit %.0f%%, sharp decode-once %.0f%%\n", f, 100 * (l / f - 1), 100 * (s / f - 1) }'
  # Wall over the floor is CPU over it plus the cores left idle.
  awk -v lw="$lobbykit_seconds" -v lc="$lobbykit_cpu" -v fw="$floor_seconds" -v fc="$floor_cpu" \
    -v gw="$floor_files_seconds" -v gc="$floor_files_cpu" 'BEGIN {
    printf "CPU (user+system, all threads): lobbykit %.1f s (%.2f cores busy), the floor %.1f s (%.2f), the floor with files %.1f s (%.2f); lobbykit over the floor by CPU %.0f%%\n",
      lc, lc / lw, fc, fc / fw, gc, gc / gw, 100 * (lc / fc - 1) }'
fi

echo
echo "Incremental builds of the same repository: the whole 'lobbykit build' (check included), and its image stage."
echo "Median of $REPEAT runs; CPU is user+system of all threads (the wall time depends on the machine's load)."
timed_build() {  # label, binary, repository, output folder, [command run before each build], [what each build must print]
  local walls=() cpus=() stage=""
  for _ in $(seq "$REPEAT"); do
    [ -z "${5:-}" ] || eval "$5"
    local TIMEFORMAT='%R %U %S'   # bash's own time: wall, user and system seconds
    { time "$2" --root "$3" build --out "$4" --cache "$WORK/cache" --jobs 2 > "$WORK/step.log"; } 2> "$WORK/time.txt"
    read -r wall user system < "$WORK/time.txt"
    walls+=("$wall"); cpus+=("$(cpu_of "$user" "$system")")
    stage=$(grep -o -e '([0-9]* made, [0-9]* from the cache) in [0-9]* ms' -e 'up to date' "$WORK/step.log")
    if [ -n "${6:-}" ] && ! grep -qF -- "$6" "$WORK/step.log"; then
      echo "image_bench: '$1' is not what it says: its build printed no '$6' (image stage: $stage)" >&2
      exit 1
    fi
  done
  printf '  %-52s %6s s wall  %6s s CPU   image stage %s\n' "$1" \
    "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)" "$stage"
}
# Each run of "one changed image" edits a different source, trimming its
# columns and rows by a count no run has used before (kept in
# $WORK/changes, as the cache is kept): a random trim of up to 64 columns
# came back to one an earlier run had made, and the "changed" image was
# then a cache hit (0 made).
changed=0
change_next_image() {
  local file=${sources[$changed]} width height edit
  changed=$((changed + 1))
  edit=$(cat "$WORK/changes" 2>/dev/null || echo 0)
  echo $((edit + 1)) > "$WORK/changes"
  width=$(vipsheader -f width "$corpus/$file") height=$(vipsheader -f height "$corpus/$file")
  rm "$games/$file" && vips crop "$corpus/$file" "$games/$file" 0 0 \
    $((width - 1 - edit % 256)) $((height - 1 - edit / 256 % 256))
}
binaries=("lobbykit=$lobbykit")
[ -z "$BASELINE" ] || binaries+=("baseline=$BASELINE")
# The repository as an editor leaves it: untouched for a while. A build
# records its inputs' stamps only once they are 2 s old (kSettledAge).
find "$repo" -newer "$corpus/.complete" -exec touch -h -d '1 hour ago' {} +
for entry in "${binaries[@]}"; do
  name=${entry%%=*} binary=${entry#*=}
  changed=0  # each binary changes the same sources (sizes differ: 1,000 to 3,000 px)
  "$binary" --root "$repo" build --out "$WORK/out" --cache "$WORK/cache" --jobs 2 > /dev/null  # settle
  timed_build "$name: no-op rebuild" "$binary" "$repo" "$WORK/out"
  # the build record gone: every file read and checked again, every image looked up in the cache
  timed_build "$name: no-op rebuild without the build record" "$binary" "$repo" "$WORK/out" \
    'rm -f "$WORK/out/.lobbykit-build-record"'
  timed_build "$name: one changed image" "$binary" "$repo" "$WORK/out" change_next_image "(1 made,"
done
rm -rf "$WORK/clone" "$WORK/out-clone"
cp -r "$repo" "$WORK/clone"   # new inodes and mtimes, same bytes
REPEAT=1 timed_build "lobbykit: fresh clone, warm cache folder" "$lobbykit" "$WORK/clone" "$WORK/out-clone"
