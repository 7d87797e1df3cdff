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
#   Waits until ext4 lets the inodes deleted so far be used again. Without a
#   journal (as on this machine's root file system), ext4's inode allocator
#   skips an inode deleted in the last 60 s (300 s while its inode table block
#   is not yet written back), reading the inode table for each candidate: a
#   tool that creates thousands of files right after thousands were removed
#   spends seconds more in openat (the 2,000-source cold build: 5.4 s of
#   system time against 1.6 s with the old folders moved away, not deleted).
#   A timed run starts after this, so no tool pays for the folders the script
#   cleared: sync writes the inode tables back, then the 60 s pass.
forget_deletions() {
  echo "waiting 61 s, so the files just deleted no longer slow down file creation (ext4 without a journal)"
  sync
  sleep 61
}
