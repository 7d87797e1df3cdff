#!/usr/bin/env python3
"""Draw the demo's app icon: content/icons/app/app-icon.png, 1024x1024.

Drawn as the promotion banners are (make_promotion_banners.Canvas: gradients
and anti-aliased shapes, stdlib only, deterministic output). The art is a
gold coin with a star on the site's dark blue, filling the square: the
toolchain renders it at 192 and 512 px, and scales it into the central 80%
of the maskable icon on site.yaml's app.backgroundColour, so nothing that
matters lies near the edges. Run from the repository root:
    python3 tools/demo/make_app_icon.py
With --fixture, draws the test fixtures' icon instead: 512x512 (the least
the toolchain accepts), flat, a few hundred bytes:
    python3 tools/demo/make_app_icon.py --fixture tests/fixtures/base/content/icons/app/app-icon.png
"""

import os
import sys

from make_promotion_banners import Canvas, star

SIZE = 1024


def app_icon(size=SIZE):
    s = size / 1024
    c = Canvas("#0b1426", "#243b7a", size, size)
    c.circle(512 * s, 512 * s, 400 * s, "#ffffff", 0.06)
    c.circle(512 * s, 512 * s, 330 * s, "#b8860b")
    c.circle(512 * s, 512 * s, 300 * s, "#ffd166")
    c.ring(512 * s, 512 * s, 255 * s, 14 * s, "#b8860b", 0.8)
    c.polygon(star(512 * s, 522 * s, 190 * s, 80 * s), "#e0457b")
    c.polygon(star(512 * s, 522 * s, 110 * s, 46 * s), "#ff8fab", 0.7)
    c.circle(300 * s, 300 * s, 18 * s, "#ffffff", 0.7)
    return c


def fixture_icon():
    c = Canvas("#0b1426", "#0b1426", 512, 512)
    c.rounded_rect(128, 128, 384, 384, 48, "#ffd166")
    return c


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--fixture":
        path, canvas = sys.argv[2], fixture_icon()
    else:
        path, canvas = os.path.join("content", "icons", "app", "app-icon.png"), app_icon()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(canvas.png())


if __name__ == "__main__":
    main()
