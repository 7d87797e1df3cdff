#!/usr/bin/env bash
# The image benchmark (run by `./kit bench`): Lobbykit's thumbnail stage
# against vipsthumbnail (Debian's libvips-tools) and sharp (npm) on the same
# generated corpus and the same output sizes, then Lobbykit's incremental
# builds. Usage: image_bench.sh [BUILD_FOLDER]   (default build/release)
#
# Environment: IMAGE_BENCH_COUNT (sources, default 2000), IMAGE_BENCH_SAMPLE
# (quality measured on every N-th source, default 20).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:-$ROOT/build/release}
WORK=$ROOT/build/bench/images
COUNT=${IMAGE_BENCH_COUNT:-2000}
SAMPLE=${IMAGE_BENCH_SAMPLE:-20}
PHOTOS=/usr/share/backgrounds/mate/nature   # Debian's mate-backgrounds: photographs
bench=$BUILD/tests/bench/lobbykit_image_bench
lobbykit=$BUILD/tools/lobbykit
[ -d "$PHOTOS" ] || { echo "image_bench: $PHOTOS is missing (apt-get install mate-backgrounds)" >&2; exit 2; }

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

corpus=$WORK/corpus-$COUNT
if [ ! -f "$corpus/.complete" ]; then
  echo "making the corpus: $COUNT sources from $PHOTOS"
  "$bench" corpus "$PHOTOS" "$corpus" "$COUNT"
  touch "$corpus/.complete"
fi
mapfile -t sources < <(cd "$corpus" && ls img-*)

# A repository whose games use the corpus as thumbnails
repo=$WORK/repo
rm -rf "$repo" "$WORK/out" "$WORK/cache" "$WORK/clone" "$WORK/out-clone"
cp -a "$ROOT/tests/fixtures/base" "$repo"
games=$repo/content/games/alpha-studio
for file in "${sources[@]}"; do
  stem=${file%.*}
  ln "$corpus/$file" "$games/$file"
  printf 'id: bench-%s\nname: Bench %s\nvendor: alpha-studio\ncategory: slots\nhot: false\ntags: [bench]\nlaunchId: BEN-%s\nthumbnail: %s\n' \
    "${stem#img-}" "${stem#img-}" "${stem#img-}" "$file" > "$games/$stem.yaml"
done

echo "lobbykit build, cold cache, --jobs 2"
start=$(now)
"$lobbykit" --root "$repo" build --out "$WORK/out" --cache "$WORK/cache" --jobs 2 | tee "$WORK/lobbykit.log"
lobbykit_seconds=$(since "$start")
flat=$WORK/lobbykit-flat
rm -rf "$flat" && mkdir -p "$flat"
for webp in "$WORK"/out/media/games/alpha-studio/img-*.webp; do
  name=$(basename "$webp")           # img-0001.180x240.<hash>.webp
  stem=${name%%.*}; size=${name#*.}; size=${size%%.*}
  ln "$webp" "$flat/${stem}_${size}.webp"
done

echo "vipsthumbnail: two processes, VIPS_CONCURRENCY=1"
vips_out=$WORK/vips && rm -rf "$vips_out" && mkdir -p "$vips_out"
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

echo "sharp $(node -p "require('$ROOT/tests/node_modules/sharp/package.json').version"): concurrency(1), two in flight"
start=$(now)
node "$ROOT/tests/bench/sharp_thumbnails.mjs" "$corpus" "$WORK/sharp" 2
sharp_seconds=$(since "$start")

"$bench" compare "$corpus" "$SAMPLE" "lobbykit=$lobbykit_seconds:$flat" "vipsthumbnail=$vips_seconds:$vips_out" \
  "sharp=$sharp_seconds:$WORK/sharp"

echo
echo "Incremental builds of the same repository: the whole 'lobbykit build' (check included), and its image stage:"
timed_build() {  # label, repository, output folder
  local start; start=$(now)
  "$lobbykit" --root "$2" build --out "$3" --cache "$WORK/cache" --jobs 2 > "$WORK/step.log"
  printf '  %-32s %6s s   image stage %s\n' "$1" "$(since "$start")" \
    "$(grep -o '([0-9]* made, [0-9]* from the cache) in [0-9]* ms' "$WORK/step.log")"
}
timed_build "no-op rebuild" "$repo" "$WORK/out"
first=${sources[0]}
rm "$games/$first" && vips flip "$corpus/$first" "$games/$first" horizontal   # an edited image
timed_build "one changed image" "$repo" "$WORK/out"
cp -r "$repo" "$WORK/clone"   # new inodes and mtimes, same bytes
timed_build "fresh clone, warm cache folder" "$WORK/clone" "$WORK/out-clone"
