#!/usr/bin/env bash
# check_layering.py on small trees: a clean one passes, and an include that
# climbs the layering (images/ including content/) fails with its location.
set -euo pipefail
script="$(cd "$(dirname "$0")" && pwd)/check_layering.py"
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/tools/core" "$tree/tools/content" "$tree/tools/images"
echo '#pragma once' >"$tree/tools/core/file_system.h"
printf '#pragma once\n#include "core/file_system.h"\n' >"$tree/tools/content/model.h"
printf '#include "core/file_system.h"\n#include <vector>\n' >"$tree/tools/images/blurhash.cc"
python3 "$script" "$tree" >/dev/null || { echo "FAIL: a clean tree was refused"; exit 1; }

printf '#include "core/file_system.h"\n#include "content/model.h"\n' >"$tree/tools/images/blurhash.cc"
if output=$(python3 "$script" "$tree" 2>&1); then
  echo "FAIL: images/ including content/ was accepted"; exit 1
fi
expected="tools/images/blurhash.cc:2: error: 'images' may not include \"content/model.h\" ('content' is not beneath it)"
grep -qF "$expected" <<<"$output" || { echo "FAIL: expected '$expected' in:"; echo "$output"; exit 1; }

mkdir -p "$tree/tools/newpart"
echo '#pragma once' >"$tree/tools/newpart/thing.h"
printf '#include "core/file_system.h"\n' >"$tree/tools/images/blurhash.cc"
if python3 "$script" "$tree" >/dev/null 2>&1; then
  echo "FAIL: a part missing from the table was accepted"; exit 1
fi
echo "check_layering: ok"
