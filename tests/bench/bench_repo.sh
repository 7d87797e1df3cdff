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

# forget_deletions
#   Waits until ext4 no longer counts the inodes deleted so far as recently
#   deleted. For 30 s (35 while their block is dirty) after a file is deleted,
#   ext4's inode allocator skips its inode, re-reading the inode table for
#   each candidate: a tool that creates thousands of files right after
#   thousands were removed spent 3.7 s more system time in openat (measured
#   on the 2,000-source cold build: 5.4 s against 1.6 s). A timed run starts
#   after this, so no tool pays for the folders the script cleared.
forget_deletions() {
  echo "waiting 36 s, so the files just deleted no longer slow down file creation (ext4)"
  sleep 36
}
