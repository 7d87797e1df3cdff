#!/usr/bin/env python3
"""Fails on an #include that breaks the toolchain's layering.

Each folder under tools/ is a part; a part may include only itself and the
parts listed for it below, which are all beneath it. This table is the one
written statement of the layering; docs/architecture.md draws it.

Usage: check_layering.py [REPOSITORY]   (default: the current folder)
"""
import re
import sys
from pathlib import Path

# part -> the parts it may include. Sub-parts of the sandbox are named by
# their path (sandbox/calls, sandbox/http), so the transport stays above the
# calls and the calls above the store.
ALLOWED = {
    "core": set(),
    "schema": {"core"},
    "codegen": {"core", "schema"},
    "content": {"core", "schema", "codegen", "audio"},
    "audio": {"core"},
    "images": {"core", "schema", "codegen"},
    "i18n": {"core", "schema", "codegen"},
    "themes": {"core", "schema", "codegen"},
    "pipeline": {"core", "schema", "codegen", "content", "audio", "images", "i18n", "themes"},
    "sandbox": {"core", "schema", "codegen"},
    "sandbox/calls": {"core", "schema", "codegen", "sandbox"},
    "sandbox/http": {"core", "schema", "codegen", "sandbox", "sandbox/calls"},
    "cli": {"core", "pipeline", "sandbox", "sandbox/calls", "sandbox/http"},
    ".": {"cli"},  # tools/main.cc
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
SOURCE_SUFFIXES = {".h", ".cc"}


def part_of(relative: Path) -> str:
    """The part a path under tools/ belongs to: its folder, two deep in the sandbox."""
    parts = relative.parts[:-1]
    if not parts:
        return "."
    if parts[0] == "sandbox" and len(parts) > 1:
        return f"sandbox/{parts[1]}"
    return parts[0]


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    tools = root / "tools"
    errors = []
    for path in sorted(tools.rglob("*")):
        if path.suffix not in SOURCE_SUFFIXES or not path.is_file():
            continue
        relative = path.relative_to(tools)
        part = part_of(relative)
        if part not in ALLOWED:
            errors.append(f"tools/{relative}:1: error: part '{part}' is not in the layering table"
                          " (add it to tests/style/check_layering.py and docs/architecture.md)")
            continue
        text = path.read_text(encoding="utf-8")
        for match in INCLUDE.finditer(text):
            included = Path(match.group(1))
            if not (tools / included).exists():
                continue  # a system or library header spelled with quotes
            target = part_of(included)
            if target == part or target in ALLOWED[part]:
                continue
            line = text.count("\n", 0, match.start()) + 1
            allowed = ", ".join(sorted(ALLOWED[part])) or "nothing"
            errors.append(f"tools/{relative}:{line}: error: '{part}' may not include "
                          f"\"{match.group(1)}\" ('{target}' is not beneath it)\n"
                          f"  hint: '{part}' may include {allowed}; see docs/architecture.md")
    for error in errors:
        print(error, file=sys.stderr)
    print(f"include layering: {len(errors)} violation{'s' if len(errors) != 1 else ''}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
