#!/usr/bin/env bash
# The C++ side's style, checked as the app's is by prettier and ESLint:
#   1. every C++ file is as clang-format (.clang-format) writes it;
#   2. every #include keeps the layering (check_layering.py, docs/architecture.md);
#   3. every toolchain source passes the .clang-tidy checks.
# Usage: check_cxx.sh BUILD_DIR   (a configured build: its compile_commands.json)
# clang-tidy is slow (seconds a file), so a file's clean result is remembered
# in BUILD_DIR/clang-tidy-passed, keyed by a hash of the file, .clang-tidy
# and every header under tools/; only files whose key changed are linted.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${1:?usage: check_cxx.sh BUILD_DIR}
cd "$ROOT"
status=0

sources() { git ls-files -- "$@" 2>/dev/null || find "$@" -type f; }

echo "C++ format (clang-format --dry-run):"
mapfile -t files < <(sources 'tools/*.cc' 'tools/*.h' 'tests/*.cc' 'tests/*.h')
if ! clang-format --dry-run --Werror "${files[@]}"; then
  echo "  FAILED: run clang-format -i on the files above"
  status=1
else
  echo "  ${#files[@]} files formatted"
fi

echo "C++ include layering:"
python3 tests/style/check_layering.py "$ROOT" || status=1

echo "C++ lint (clang-tidy):"
passed="$BUILD/clang-tidy-passed"
touch "$passed"
headers=$( (cat .clang-tidy; sources 'tools/*.h' | sort | xargs cat) | sha256sum | cut -c1-16)
todo=()
for file in $(sources 'tools/*.cc'); do
  key="$(sha256sum "$file" | cut -c1-16)-$headers"
  grep -qxF "$file $key" "$passed" || todo+=("$file")
done
echo "  ${#todo[@]} files to lint (the others unchanged since they passed)"
if [ ${#todo[@]} -gt 0 ]; then
  log="$BUILD/clang-tidy.log"
  : >"$log"
  # One clang-tidy a file, two at a time; a file is remembered only if its
  # run was clean (a warning in a header it includes fails it too).
  lint_one() {
    local out
    if out=$(clang-tidy -p "$BUILD" --quiet --warnings-as-errors='*' "$1" 2>&1); then
      echo "$1 $(sha256sum "$1" | cut -c1-16)-$HEADERS" >>"$PASSED"
    else
      printf '%s\n' "$out" | grep -E "(warning|error):" >>"$LOG"
      return 1
    fi
  }
  export -f lint_one
  export BUILD HEADERS="$headers" PASSED="$passed" LOG="$log"
  if ! printf '%s\n' "${todo[@]}" | xargs -P 2 -I{} bash -c 'lint_one "$1"' _ {}; then
    sort -u "$log"
    echo "  FAILED: clang-tidy found the problems above"
    status=1
  fi
fi
exit $status
