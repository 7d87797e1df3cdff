#!/usr/bin/env python3
"""Where the thumbnail stage's instructions go, from a callgrind profile.

Usage: image_instructions.py CALLGRIND_OUT LOBBYKIT_BINARY

Every call the lobbykit binary makes into a codec library is charged,
inclusively, to that codec: libwebp's encoder, libjpeg-turbo, libpng (with
the zlib it calls, and ISA-L's inflate, which reads the image data of most
PNGs: images/zlib_stream.h). PNG decoding's row filters, which Lobbykit undoes itself
for the PNGs libpng would not transform (images/png_unfilter.h), are codec
work too, shown on their own line: every tool pays for them. Everything else is Lobbykit's own work: the binary's own
instructions and what it asks of libc, libm, libstdc++, Highway and the hash
libraries (the zero-fill of a buffer is ours even though memset does it).
The profile should hold only the image stage (image_profile.sh collects
inside Stage::run). Reads callgrind's format (valgrind's docs/cl-format):
names are compressed as "(id) name" the first time and "(id)" after.
"""
import collections
import os
import re
import sys

CODECS = [  # (library file prefix, what the table calls it)
    ("libwebp", "libwebp (WebP encode)"),
    ("libjpeg", "libjpeg-turbo (JPEG decode)"),
    ("libpng", "libpng, zlib, ISA-L (PNG decode)"),
    ("libz", "libpng, zlib, ISA-L (PNG decode)"),
    ("libisal", "libpng, zlib, ISA-L (PNG decode)"),
]

# Codec work in the binary itself: PNG's row filters (png_unfilter.cc) and the
# image data's walk through IDAT chunks into the inflater (zlib_stream.cc)
PNG_ROWS = re.compile(r"unfilter_png|paeth_|read_rows|idat_payloads|ZlibStream")
PNG_ROWS_NAME = "Lobbykit's PNG row filters (PNG decode)"

# Lobbykit's own work, by the function the instructions are charged to
OWN = [
    (r"encode_codes|lookup_codes|srgb::", "sRGB encode and decode"),
    (r"kernels::|resample|lanczos|Rows", "resample (Lanczos)"),
    (r"blurhash", "BlurHash"),
    (r"smart_crop", "smart crop"),
    (r"memset|memcpy|memmove", "memset / memcpy"),
    (r"content_hash|XXH|crypto_generichash|blake2b", "hashes (sources, outputs)"),
    (r"__sin|__cos|sin|cos|pow", "libm (kernel weights)"),
]


# Calls out of the binary that come back into it: their instructions are
# already counted where they land.
CALLBACKS = re.compile(r"__libc_start_main|start_thread|clone|execute_native_thread_routine|"
                       r"call_once|pthread_once|_M_run")


def codec_of(obj):
    base = os.path.basename(obj)
    for prefix, name in CODECS:
        if base.startswith(prefix):
            return name
    return None


def own_category(fn):
    for pattern, name in OWN:
        if re.search(pattern, fn):
            return name
    return "other (I/O, cache, allocation)"


def read_profile(path, binary):
    """Returns ({codec: instructions}, {own function: instructions}, total)."""
    names = {"ob": {}, "fn": {}, "fl": {}}

    def name(kind, text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2) is not None:
            names[kind][match.group(1)] = match.group(2)
        return names[kind][match.group(1)]

    codecs = collections.Counter()
    own = collections.Counter()
    total = 0
    ob = fn = cob = cfn = None
    pending_call = False
    binary = os.path.realpath(binary)
    with open(path, encoding="utf-8", errors="replace") as profile:
        for line in profile:
            line = line.rstrip("\n")
            if line.startswith("ob="):
                ob = name("ob", line[3:])
            elif line.startswith("fn="):
                fn = name("fn", line[3:])
                cob = None
            elif line.startswith(("fl=", "fi=", "fe=")):
                name("fl", line[3:])
            elif line.startswith("cob="):
                cob = name("ob", line[4:])
            elif line.startswith("cfn="):
                cfn = name("fn", line[4:])
            elif line.startswith(("cfl=", "cfi=")):
                name("fl", line[4:])
            elif line.startswith("calls="):
                pending_call = True
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                fields = line.split()
                cost = int(fields[1]) if len(fields) > 1 else 0
                ours = os.path.realpath(ob or "") == binary
                if pending_call:  # the inclusive cost of one call from fn
                    pending_call = False
                    callee_ob = cob if cob is not None else ob
                    cob = None  # a call without cob= is to the caller's object
                    if not ours or os.path.realpath(callee_ob or "") == binary:
                        continue
                    codec = codec_of(callee_ob or "")
                    if codec:
                        codecs[codec] += cost
                    elif not CALLBACKS.search(cfn or ""):  # libc, libm, libstdc++, Highway
                        own[own_category(cfn or "")] += cost
                    continue
                total += cost
                if ours and PNG_ROWS.search(fn or ""):
                    codecs[PNG_ROWS_NAME] += cost
                elif ours:
                    own[own_category(fn or "")] += cost
    return codecs, own, total


def main():
    if len(sys.argv) != 3:
        print("usage: image_instructions.py CALLGRIND_OUT LOBBYKIT_BINARY", file=sys.stderr)
        return 2
    codecs, own, total = read_profile(sys.argv[1], sys.argv[2])
    if total == 0:
        print(f"{sys.argv[1]}: no instructions recorded", file=sys.stderr)
        return 1

    def row(label, cost):
        print(f"  {label:44} {cost:16,} {100 * cost / total:6.1f}%")

    print(f"  {'':44} {'instructions':>16} {'share':>7}")
    for label, cost in sorted(codecs.items(), key=lambda item: -item[1]):
        row(label, cost)
    row("codecs (what every tool pays)", sum(codecs.values()))
    for label, cost in sorted(own.items(), key=lambda item: -item[1]):
        row("own: " + label, cost)
    row("Lobbykit's own work", sum(own.values()))
    row("total", total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
