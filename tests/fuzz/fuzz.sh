#!/usr/bin/env bash
# Fuzzes the targets of tests/fuzz for real, with libFuzzer (./kit fuzz).
# Usage: fuzz.sh FUZZ_BUILD_DIR [TARGET] [SECONDS]
#   TARGET   one target's name (yaml_differential, message...), or all (default)
#   SECONDS  how long each target runs (default 180)
# Each target starts from its committed regression corpus (tests/fuzz/corpus/
# <target>, never written) and grows a working corpus in
# build/fuzz-work/<target>. A crash, a broken invariant, a leak or a timeout
# is saved to build/fuzz-findings/<target>/; add it, minimised
# (fuzz_<target> -minimize_crash=1 FILE), to the regression corpus with the fix.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:?usage: fuzz.sh FUZZ_BUILD_DIR [TARGET] [SECONDS]}
WANTED=${2:-all}
SECONDS_EACH=${3:-180}
CORPUS="$ROOT/tests/fuzz/corpus"

targets=()
for folder in "$CORPUS"/*/; do
  name=$(basename "$folder")
  if [ "$WANTED" = all ] || [ "$WANTED" = "$name" ]; then targets+=("$name"); fi
done
if [ ${#targets[@]} -eq 0 ]; then
  echo "fuzz: no target named '$WANTED'; the targets are:" >&2
  ls "$CORPUS" >&2
  exit 2
fi
case "$SECONDS_EACH" in '' | *[!0-9]*)
  echo "fuzz: SECONDS must be a whole number, not '$SECONDS_EACH'" >&2
  exit 2
  ;;
esac

for name in "${targets[@]}"; do
  if [ ! -x "$BUILD/tests/fuzz/fuzz_$name" ]; then
    echo "fuzz: $BUILD/tests/fuzz/fuzz_$name is not built (./kit fuzz builds the fuzz preset)" >&2
    exit 2
  fi
done

status=0
summary=()
for name in "${targets[@]}"; do
  binary="$BUILD/tests/fuzz/fuzz_$name"
  work="$ROOT/build/fuzz-work/$name"
  findings="$ROOT/build/fuzz-findings/$name"
  log="$ROOT/build/fuzz-work/$name.log"
  mkdir -p "$work" "$findings"
  # Inputs up to 16 KB (FUZZ_MAX_LEN): larger corpus files, such as the
  # 60 KB nesting case, are replayed by ./kit test but not mutated, which
  # would slow every run down.
  options=(-max_total_time="$SECONDS_EACH" -max_len="${FUZZ_MAX_LEN:-16384}" -timeout=10 -rss_limit_mb=2048
    -print_final_stats=1 -artifact_prefix="$findings/")
  # A target's dictionary: <target>.dict, or the one of its family (yaml_* -> yaml.dict).
  for dict in "$ROOT/tests/fuzz/$name.dict" "$ROOT/tests/fuzz/${name%%_*}.dict"; do
    if [ -f "$dict" ]; then
      options+=(-dict="$dict")
      break
    fi
  done
  echo "==> fuzz_$name for ${SECONDS_EACH} s (log: ${log#"$ROOT"/})"
  "$binary" "${options[@]}" "$work" "$CORPUS/$name" >"$log" 2>&1
  code=$?
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || true)
  coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
  if [ "$code" -eq 0 ]; then
    verdict="no finding"
  else
    verdict="FINDING (exit $code): $(ls -t "$findings" | head -n 1)"
    status=1
    grep -E 'ERROR|invariant broken|SUMMARY' "$log" | head -n 5
  fi
  summary+=("$(printf '%-24s %12s runs  %-22s %s' "$name" "${runs:-?}" "${coverage:-cov: ?}" "$verdict")")
done

echo
printf '%s\n' "${summary[@]}"
exit "$status"
