# Sourced by the image benchmarks: the repository they build.
#
# make_bench_repo REPO CORPUS FILE...
#   REPO becomes a copy of the base fixture with one game per FILE of CORPUS
#   (hard-linked, not copied), each cropped at its centre: an explicit focus,
#   as vipsthumbnail's --smartcrop centre and sharp's default crop, so every
#   tool makes the same crops and no heavy-crop warning keeps the build from
#   recording itself (lobbykit_image_kernels times the automatic crop).
make_bench_repo() {
  local repo=$1 corpus=$2 file stem id
  shift 2
  rm -rf "$repo" && cp -a "$(dirname "${BASH_SOURCE[0]}")/../fixtures/base" "$repo"
  local games=$repo/content/games/alpha-studio
  for file in "$@"; do
    stem=${file%.*} id=${file%.*}
    id=${id#img-}
    ln "$corpus/$file" "$games/$file"
    printf 'id: bench-%s\nname: Bench %s\nvendor: alpha-studio\ncategory: slots\nhot: false\ntags: [bench]\nlaunchId: BEN-%s\nthumbnail: %s\nfocus: {x: 0.5, y: 0.5}\n' \
      "$id" "$id" "$id" "$file" > "$games/$stem.yaml"
  done
}
