#!/usr/bin/env python3
"""Draw the demo promotions' banners: content/promotions/<id>.png, 1280x640.

Needs Python 3 only (stdlib: zlib, struct). Gradients and shapes, no text
(the promotion's title is text on the page, translated; text in the art
could not be). Shapes are anti-aliased by their signed distance. The output
is deterministic. Run from the repository root:
    python3 tools/demo/make_promotion_banners.py
"""

import math
import os
import struct
import zlib

WIDTH, HEIGHT = 1280, 640


def hex_colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


class Canvas:
    def __init__(self, top_left, bottom_right, width=WIDTH, height=HEIGHT):
        a, b = hex_colour(top_left), hex_colour(bottom_right)
        self.width, self.height = width, height
        self.rows = []
        for y in range(height):
            row = []
            for x in range(width):
                t = (x / width * 0.6 + y / height * 0.4)
                row.append(list(mix(a, b, t)))
            self.rows.append(row)

    def shape(self, distance, box, colour, opacity=1.0):
        """Fills where `distance(x, y)` < 0, with a one-pixel soft edge."""
        colour = hex_colour(colour)
        x0, y0, x1, y1 = (max(0, int(box[0]) - 2), max(0, int(box[1]) - 2),
                          min(self.width, int(box[2]) + 3), min(self.height, int(box[3]) + 3))
        for y in range(y0, y1):
            row = self.rows[y]
            for x in range(x0, x1):
                d = distance(x + 0.5, y + 0.5)
                if d >= 0.5:
                    continue
                alpha = opacity * min(1.0, 0.5 - d)
                pixel = row[x]
                for i in range(3):
                    pixel[i] += (colour[i] - pixel[i]) * alpha

    def circle(self, cx, cy, r, colour, opacity=1.0):
        self.shape(lambda x, y: math.hypot(x - cx, y - cy) - r, (cx - r, cy - r, cx + r, cy + r),
                   colour, opacity)

    def ring(self, cx, cy, r, width, colour, opacity=1.0):
        self.shape(lambda x, y: abs(math.hypot(x - cx, y - cy) - r) - width / 2,
                   (cx - r - width, cy - r - width, cx + r + width, cy + r + width), colour, opacity)

    def rounded_rect(self, x0, y0, x1, y1, radius, colour, opacity=1.0):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        hx, hy = (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius

        def distance(x, y):
            qx, qy = abs(x - cx) - hx, abs(y - cy) - hy
            outside = math.hypot(max(qx, 0), max(qy, 0))
            return outside + min(max(qx, qy), 0) - radius
        self.shape(distance, (x0, y0, x1, y1), colour, opacity)

    def polygon(self, points, colour, opacity=1.0):
        edges = list(zip(points, points[1:] + points[:1]))

        def distance(x, y):
            best = float("inf")
            inside = False
            for (ax, ay), (bx, by) in edges:
                ex, ey = bx - ax, by - ay
                t = max(0.0, min(1.0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)))
                best = min(best, math.hypot(x - ax - ex * t, y - ay - ey * t))
                if (ay > y) != (by > y) and x < ax + (y - ay) * ex / ey:
                    inside = not inside
            return -best if inside else best
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        self.shape(distance, (min(xs), min(ys), max(xs), max(ys)), colour, opacity)

    def png(self):
        raw = bytearray()
        for row in self.rows:
            raw.append(1)  # filter: Sub
            previous = (0, 0, 0)
            for pixel in row:
                value = tuple(max(0, min(255, round(c))) for c in pixel)
                raw.extend((value[i] - previous[i]) & 0xFF for i in range(3))
                previous = value

        def chunk(kind, data):
            return (struct.pack(">I", len(data)) + kind + data +
                    struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) +
                chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def star(cx, cy, outer, inner, points=5):
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        out.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return out


def welcome_week():
    c = Canvas("#1b1464", "#e0457b")
    c.circle(860, 330, 190, "#ffd166")
    c.ring(860, 330, 240, 10, "#ffffff", 0.35)
    c.circle(1060, 150, 36, "#ffffff", 0.35)
    c.circle(700, 520, 22, "#ffffff", 0.3)
    c.circle(1150, 470, 14, "#ffd166", 0.8)
    c.polygon([(250, 520), (390, 250), (530, 520)], "#06d6a0")
    c.polygon([(430, 520), (520, 350), (610, 520)], "#118ab2", 0.9)
    return c


def weekend_reload():
    c = Canvas("#0b3d2e", "#1fa67a")
    c.rounded_rect(440, 150, 840, 490, 48, "#f4f1de")
    c.circle(640, 320, 110, "#e07a5f")
    c.ring(640, 320, 150, 14, "#3d405b", 0.9)
    c.rounded_rect(600, 280, 680, 360, 12, "#f4f1de")
    c.circle(190, 170, 60, "#f2cc8f", 0.6)
    c.circle(1090, 480, 80, "#f2cc8f", 0.5)
    return c


def vip_tournament():
    c = Canvas("#111111", "#5a4300")
    c.circle(640, 330, 230, "#ffffff", 0.08)
    c.ring(640, 330, 260, 6, "#d4af37", 0.6)
    c.polygon(star(640, 330, 200, 85), "#d4af37")
    c.polygon(star(640, 330, 120, 50), "#f6e27a", 0.8)
    for x, y, r in ((220, 160, 10), (300, 480, 7), (1040, 140, 9), (1110, 430, 12), (960, 560, 6)):
        c.circle(x, y, r, "#f6e27a", 0.9)
    return c


def main():
    folder = os.path.join("content", "promotions")
    os.makedirs(folder, exist_ok=True)
    for name, draw in (("welcome-week", welcome_week), ("weekend-reload", weekend_reload),
                       ("vip-tournament", vip_tournament)):
        with open(os.path.join(folder, name + ".png"), "wb") as out:
            out.write(draw().png())


if __name__ == "__main__":
    main()
