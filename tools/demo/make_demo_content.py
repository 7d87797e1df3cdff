#!/usr/bin/env python3
"""Generate Lobbykit demo content: categories, vendors, games, avatars and their artwork.

Needs: Python 3 (stdlib only), rsvg-convert and ImageMagick `convert`:
    apt-get install librsvg2-bin imagemagick fonts-dejavu-core

Run from the repository root:
    python3 tools/demo/make_demo_content.py

Deterministic: every random choice comes from random.Random seeded by the item id,
PNG time/text chunks and JPEG metadata are stripped, so two runs give byte-identical
files. It deletes and recreates only what it owns:
    content/categories.yaml, content/icons/categories/, content/vendors/,
    content/games/, content/avatars/
"""

import concurrent.futures
import math
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import unicodedata
import zlib

ROOT = os.getcwd()
CONTENT = os.path.join(ROOT, "content")
FONT = "DejaVu Sans"
BUDGET_BYTES = 17 * 1000 * 1000


def header(kind, depth):
    return "# yaml-language-server: $schema=%sbuild/schema/%s.schema.json\n" % ("../" * depth, kind)


def yq(s):
    """YAML scalar: plain when safe, else double-quoted."""
    if re.fullmatch(r"[A-Za-z0-9\u00c0-\u024f][A-Za-z0-9\u00c0-\u024f ' .\-!&]*", s) and not s.endswith(" "):
        if s.lower() not in ("yes", "no", "true", "false", "null", "on", "off", "y", "n"):
            return s
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def slug(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    s = s.lower().replace("'", "")
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


# ---------------------------------------------------------------------------
# Categories
# ---------------------------------------------------------------------------

CATEGORIES = [
    ("slots", "Slots"), ("sports", "Sports"), ("live", "Live"), ("fishing", "Fishing"),
    ("cards", "Cards"), ("mini", "Mini"), ("bingo", "Bingo"), ("lottery", "Lottery"),
    ("poker", "Poker"), ("arcade", "ARCADE"), ("lobby", "Lobby"),
]

ICON_BODIES = {
    # cherry pair
    "slots": '<path d="M12 3c2 0 4.5 1 6 3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>'
             '<path d="M12 3c-1 3-3 6-5 9M12 3c1 3 3 6 5 10" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>'
             '<circle cx="7" cy="16" r="4.2" fill="currentColor"/><circle cx="17" cy="17" r="4.2" fill="currentColor"/>',
    # football
    "sports": '<circle cx="12" cy="12" r="9.2" fill="none" stroke="currentColor" stroke-width="1.8"/>'
              '<path d="M12 7.5l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="currentColor"/>'
              '<path d="M12 7.5V3M16.3 10.6l4.3-1.4M14.7 15.6l2.7 3.7M9.3 15.6l-2.7 3.7M7.7 10.6 3.4 9.2" stroke="currentColor" stroke-width="1.5"/>',
    # video camera
    "live": '<rect x="2.5" y="6.5" width="13" height="11" rx="2.2" fill="currentColor"/>'
            '<path d="M16.5 10.5l5-3v9l-5-3z" fill="currentColor"/>'
            '<circle cx="6.5" cy="4" r="1.6" fill="currentColor"/>',
    # fish
    "fishing": '<path d="M2.5 12c3-5 9-6.5 13.5-3.5L21 5v14l-5-3.5C11.5 18.5 5.5 17 2.5 12z" fill="currentColor"/>'
               '<circle cx="7.5" cy="11" r="1.2" fill="#fff" fill-opacity="0"/>'
               '<circle cx="7.5" cy="11" r="1.3" fill="none" stroke="currentColor" stroke-width="0"/>',
    # two cards
    "cards": '<rect x="3" y="5" width="11" height="15" rx="1.8" transform="rotate(-12 8.5 12.5)" fill="none" stroke="currentColor" stroke-width="1.7"/>'
             '<rect x="9.5" y="3.5" width="11" height="15" rx="1.8" fill="currentColor"/>',
    # die
    "mini": '<rect x="3.5" y="3.5" width="17" height="17" rx="3.5" fill="none" stroke="currentColor" stroke-width="1.8"/>'
            '<circle cx="8" cy="8" r="1.6" fill="currentColor"/><circle cx="12" cy="12" r="1.6" fill="currentColor"/>'
            '<circle cx="16" cy="16" r="1.6" fill="currentColor"/>',
    # bingo ball with number ring
    "bingo": '<circle cx="12" cy="12" r="9.5" fill="currentColor"/>'
             '<circle cx="12" cy="12" r="5" fill="none" stroke="currentColor" stroke-width="0"/>'
             '<path d="M12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10zm0 1.8a3.2 3.2 0 1 0 0 6.4a3.2 3.2 0 1 0 0-6.4z" fill="#000" fill-opacity="0"/>',
    # ticket
    "lottery": '<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>'
               '<path d="M14 7.5v1.5M14 11v2M14 15v1.5" stroke="currentColor" stroke-width="1.5"/>'
               '<path d="M8 10.2l.8 1.6 1.7.2-1.3 1.2.3 1.7L8 14.1l-1.5.8.3-1.7-1.3-1.2 1.7-.2z" fill="currentColor"/>',
    # poker chip
    "poker": '<circle cx="12" cy="12" r="9.3" fill="none" stroke="currentColor" stroke-width="1.8"/>'
             '<circle cx="12" cy="12" r="4.6" fill="currentColor"/>'
             '<path d="M12 2.7v3.6M12 17.7v3.6M2.7 12h3.6M17.7 12h3.6M5.4 5.4l2.5 2.5M16.1 16.1l2.5 2.5M18.6 5.4l-2.5 2.5M7.9 16.1l-2.5 2.5" stroke="currentColor" stroke-width="1.8"/>',
    # joystick
    "arcade": '<circle cx="12" cy="6" r="3.3" fill="currentColor"/>'
              '<path d="M12 9v6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
              '<path d="M4 15.5h16l1 4.5H3z" fill="currentColor"/>'
              '<circle cx="17" cy="13.3" r="1.3" fill="currentColor"/>',
    # grid of four tiles
    "lobby": '<rect x="3.5" y="3.5" width="7.5" height="7.5" rx="1.6" fill="currentColor"/>'
             '<rect x="13" y="3.5" width="7.5" height="7.5" rx="1.6" fill="none" stroke="currentColor" stroke-width="1.7"/>'
             '<rect x="3.5" y="13" width="7.5" height="7.5" rx="1.6" fill="none" stroke="currentColor" stroke-width="1.7"/>'
             '<rect x="13" y="13" width="7.5" height="7.5" rx="1.6" fill="currentColor"/>',
}
# tidy-ups of the few bodies above that used placeholder no-op shapes
ICON_BODIES["fishing"] = ('<path d="M2.5 12c3-5 9-6.5 13.5-3.5L21 5v14l-5-3.5C11.5 18.5 5.5 17 2.5 12z" fill="none" '
                          'stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>'
                          '<circle cx="8" cy="11" r="1.4" fill="currentColor"/>'
                          '<path d="M11.5 9.5c1 1.5 1 3.5 0 5" fill="none" stroke="currentColor" stroke-width="1.4"/>')
ICON_BODIES["bingo"] = ('<path fill-rule="evenodd" fill="currentColor" d="M12 2.5a9.5 9.5 0 1 1 0 19a9.5 9.5 0 1 1 0-19z'
                        'M12 6.8a5.2 5.2 0 1 0 0 10.4a5.2 5.2 0 1 0 0-10.4z"/>'
                        '<path d="M10.6 10.3l1.9-1.3v6.2" fill="none" stroke="currentColor" stroke-width="1.5" '
                        'stroke-linecap="round" stroke-linejoin="round"/>')


def write_categories():
    lines = [header("categories", 1), "categories:\n"]
    for cid, name in CATEGORIES:
        lines.append("  - id: %s\n    name: %s\n    labelKey: category.%s\n    icon: icons/categories/%s.svg\n"
                     % (cid, yq(name), cid, cid))
        if cid == "lobby":
            lines.append("    lobby: true\n")
        svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">%s</svg>\n'
               % ICON_BODIES[cid])
        write_text(os.path.join(CONTENT, "icons", "categories", cid + ".svg"), svg)
    write_text(os.path.join(CONTENT, "categories.yaml"), "".join(lines))


# ---------------------------------------------------------------------------
# Vendors
# ---------------------------------------------------------------------------

# id, name, launch prefix, categories, colours (primary, secondary), emblem
VENDORS = [
    ("aurora-reels", "Aurora Reels", "AUR", ["slots", "fishing", "arcade"], ("#19c3a6", "#7b5cff"), "aurora"),
    ("cobalt-fox", "Cobalt Fox Studios", "CFX", ["slots", "mini", "arcade"], ("#1f5bd8", "#ff8a1f"), "fox"),
    ("emberlight", "Emberlight Games", "EMB", ["slots", "poker", "cards"], ("#ff5a1f", "#ffc400"), "flame"),
    ("golden-lantern", "Golden Lantern", "GLN", ["slots", "lottery", "fishing", "cards"], ("#d99a00", "#c0182b"), "lantern"),
    ("ironpeak-play", "Ironpeak Play", "IRP", ["sports", "mini"], ("#4a5866", "#2bb24c"), "peak"),
    ("jadewave", "Jadewave", "JDW", ["fishing", "slots", "bingo"], ("#0f9d6b", "#13b5d8"), "wave"),
    ("lunar-tide", "Lunar Tide", "LUN", ["lottery", "bingo", "slots"], ("#5a4bd1", "#c9b8ff"), "moon"),
    ("nimbus-forge", "Nimbus Forge", "NMB", ["arcade", "mini", "sports"], ("#2a9df4", "#f24b8b"), "cloud"),
    ("oakhollow", "Oakhollow Interactive", "OAK", ["bingo", "cards", "lottery"], ("#6b8e23", "#8b5a2b"), "leaf"),
    ("quartz-rabbit", "Quartz Rabbit", "QRB", ["mini", "arcade", "poker"], ("#e0569b", "#7d6bff"), "gem"),
    ("redcanyon-live", "Redcanyon Live", "RCL", ["live", "cards", "poker"], ("#c2362b", "#f2a541"), "sun"),
    ("silverkoi", "Silverkoi", "SKO", ["live", "sports", "fishing"], ("#8a9bb0", "#ff6f3c"), "koi"),
    ("velvet-ace", "Velvet Ace", "VLV", ["live", "poker", "cards"], ("#7a1f5c", "#e8c170"), "spade"),
]


def write_vendor_yaml():
    for vid, name, _, _, _, _ in VENDORS:
        write_text(os.path.join(CONTENT, "vendors", vid + ".yaml"),
                   header("vendor", 2) + "id: %s\nname: %s\nlogo: logos/%s.png\n" % (vid, yq(name), vid))


# ---------------------------------------------------------------------------
# Games: "Name | tag,tag"
# ---------------------------------------------------------------------------

GAMES = {
    "slots": """
Dragon Fortune | dragon,asian,jackpot
Pharaoh's Lantern | egypt,ancient
Neon Cherry Rush | fruit,classic,neon
Jade Tiger Riches | tiger,asian
Viking Stormreels | viking,adventure
Mermaid's Pearl Vault | ocean,mermaid,jackpot
Cosmic Fruit Blast | fruit,space
Golden Koi Cascade | fish,asian,cascade
Wild Bison Thunder | animals,wild-west
Candy Carnival Spins | candy,sweet
Mystic Owl Moon | magic,night
Fiesta Añejo | mexico,party
Sakura Blossom Reels | asian,flowers
Lucky Clover Stampede | irish,luck
Pirate's Sunken Gold | pirate,ocean,treasure
Volcano Ruby Hold | gems,volcano,hold-and-win
Frost Giant's Hoard | viking,winter
Emerald Sphinx | egypt,gems
Triple Seven Inferno | classic,sevens,fire
Bamboo Panda Bonanza | panda,asian
Thunder Bell Classic | classic,bells
""",
    "sports": """
Penalty Kingdom | football,penalty
Slam Dunk Derby | basketball
Grand Prix Sprint | racing,cars
Midnight Derby | horses,racing
Goalkeeper Glory | football
Cricket Crown Clash | cricket
Tennis Ace Rally | tennis
Hockey Puck Frenzy | ice-hockey,winter
Rugby Thunder Cup | rugby
Home Run Heroes | baseball
Iron Glove Bout | boxing
Greyhound Dash | dogs,racing
Arena Showdown Esports | esports
Volley Beach Blitz | volleyball,beach
Fairway Fortune | golf
""",
    "live": """
Café Royale Roulette | roulette,french
Velvet Baccarat Lounge | baccarat,vip
Midnight Blackjack Salon | blackjack
Crystal Wheel Live | wheel,game-show
Thunder Dice Studio | dice,game-show
Golden Sic Bo Hall | sic-bo,asian,dice
Dragon Tiger Duel Live | dragon-tiger,asian
Monte Azul Roulette | roulette
Speed Baccarat Noir | baccarat,speed
Andar Bahar Palace | andar-bahar,india
Sapphire Blackjack VIP | blackjack,vip
Teen Patti Live Bollywood | teen-patti,india
Riviera Roulette Live | roulette
Lucky Fan Tan Live | fan-tan,asian
Grand Casino Wheel | wheel
Señorita Sic Bo | sic-bo,dice
""",
    "fishing": """
Deep Reef Hunter | ocean,shooting
Golden Shark Bounty | shark,jackpot
Kraken Cannon Blitz | kraken,cannon
Lantern Fish Party | ocean,party
Coral Kingdom Catch | coral,ocean
Abyss Whale Raid | whale,deep-sea
Tidal Dragon Feast | dragon,ocean
Angler's Jackpot Bay | jackpot,angler
Puffer Pop Frenzy | pufferfish
Neon Jellyfish Gala | jellyfish,neon
Pirate Harpoon Fleet | pirate,harpoon
Arctic Seal Splash | arctic,winter
Piranha River Rumble | river,piranha
Sunset Marlin Cup | marlin,tournament
Golden Carp Cannon | carp,asian
""",
    "cards": """
Teen Patti Star | teen-patti,india
Rummy Riviera | rummy
Baccarat Blossom | baccarat
Blackjack Bolt | blackjack,speed
Hi-Lo Horizon | hi-lo
Dragon Tiger Dash | dragon-tiger,asian
Pusoy Palace | pusoy,asian
Tongits Titans | tongits
Andar Bahar Express | andar-bahar,india
Pai Gow Pagoda | pai-gow,asian
Solitaire Sunset | solitaire,relax
Crazy Eights Carnival | eights,party
Gin Rummy Grove | rummy
Niu Niu Fortune | niu-niu,asian
Scopa Siciliana | italian,scopa
Belote Bistro | belote,french
""",
    "mini": """
Dice Duel Deluxe | dice,duel
Plinko Prism | plinko,drop
Rocket Crash Orbit | crash,space
Mines Maze | mines,grid
Coin Flip Clash | coin,duel
Tower Climb Treasure | tower,climb
Limbo Lift | limbo,multiplier
Scratch Star | scratch,instant
Wheel of Whimsy | wheel
Hamster Run | animals,runner
Rooster Road Dash | animals,runner
Balloon Burst | balloon,crash
Penalty Flick | football,instant
Rocket Dice | dice,space
Gem Miner | gems,mines
Dart Dash | darts
""",
    "bingo": """
Bingo Bonanza Bay | beach,75-ball
Ninety Ball Night | 90-ball,night
Jardín Bingo | garden,90-ball
Crème Brûlée Bingo | dessert,french
Disco Daub Party | disco,party
Seaside Bingo Pier | beach,seaside
Cosmic Bingo Quest | space
Farmyard Full House | farm,animals
Bingo Blast Rio | carnival,brazil
Pattern Parade Bingo | patterns,75-ball
Speedy Thirty Bingo | speed,30-ball
Lucky Lucy's Hall | classic,hall
Royal Daubers Club | royal,vip
Neon Number Rush | neon,speed
""",
    "lottery": """
Lucky Numbers Express | numbers,draw
Golden Ball Draw | balls,draw
Keno Comet | keno,space
Fortune Five Draw | draw,fast
Starlight Lotto | lotto,night
Jade Pick Three | pick-3,asian
Mega Moon Lotto | lotto,jackpot
Rainbow Raffle | raffle
Daily Dragon Draw | dragon,daily
Lucky Ticket Temple | ticket,asian
Quick Keno Quest | keno,fast
Pick Ten Paradise | pick-10,tropical
Scratchcard Safari | scratch,safari
Number Nebula | numbers,space
Lucky Lantern Lotto | lotto,asian
""",
    "poker": """
Texas Hold'em Heat | holdem
Omaha Oasis | omaha
Caribbean Stud Sunset | stud,caribbean
Three Card Thunder | three-card
Jacks Jubilee | video-poker,jacks
Deuces Wild Desert | video-poker,deuces
Short Deck Showdown | short-deck
Pineapple Poker Party | pineapple,party
Five Card Frontier | five-card,wild-west
Let It Ride Lagoon | let-it-ride
Hold'em Heroes | holdem,tournament
Royal River Poker | holdem,royal
All-In Aces Arena | tournament,aces
Pai Gow Poker Pavilion | pai-gow,asian
Ace King Duel | heads-up
Midnight Stud Club | stud,night
""",
    "arcade": """
Galaxy Blaster | space,shooter
Neon Snake Sprint | snake,neon,retro
Pixel Pinball Palace | pinball,retro
Retro Racer 88 | racing,retro
Bubble Pop Mania | bubbles,puzzle
Claw Machine Carnival | claw,prizes
Asteroid Ace | space,shooter
Brick Breaker Blitz | bricks,retro
Jungle Jump | platformer,jungle
Tank Tactics | tanks,strategy
Samurai Melon Slice | fruit,samurai
Zombie Dash | zombies,runner
Laser Maze Runner | maze,laser
Mole Mayhem | moles,whack
Dino Dash | dinosaur,runner
Robo Rumble | robots,fighting
""",
}


def build_games():
    """Return list of game dicts, deterministic."""
    games = []
    counters = {v[0]: 0 for v in VENDORS}
    for cat, _ in CATEGORIES:
        if cat == "lobby":
            continue
        makers = [v for v in VENDORS if cat in v[3]]
        rows = [r for r in GAMES[cat].strip().splitlines() if r.strip()]
        for i, row in enumerate(rows):
            name, tags = [p.strip() for p in row.split("|")]
            gid = slug(name)
            v = makers[i % len(makers)]
            counters[v[0]] += 1
            rng = random.Random("game:" + gid)
            games.append({
                "id": gid, "name": name, "vendor": v[0], "category": cat,
                "tags": [t.strip() for t in tags.split(",")][:4],
                "launchId": "%s-%04d" % (v[2], counters[v[0]]),
                "rng": rng,
            })
    # hot ~20%, focus ~ one third, format, size: decided from a global seeded rng so proportions hold
    g = random.Random("games-global")
    n = len(games)
    order = list(range(n))
    g.shuffle(order)
    hot = set(order[: round(n * 0.2)])
    g.shuffle(order)
    focus = set(order[: round(n / 3)])
    g.shuffle(order)
    nj = round(n * 0.55)
    kinds = {}
    for k, idx in enumerate(order):
        if k < nj:
            kinds[idx] = "jpeg-prog" if k < nj // 3 else "jpeg"
        else:
            r = k - nj
            kinds[idx] = "png-rgba" if r < 6 else ("png8" if r < 13 else "png")
    # Art an editor would give: the card's 3:4, or close to it (2:3 and 1:1 lose at
    # most a quarter to the card's crop, placed by the toolchain's automatic crop);
    # landscape art (4:3, 16:9) only with a focus, the point the card keeps, as
    # the editor's guide asks (lobbykit check warns of it otherwise).
    ratios = [(3, 4), (2, 3), (1, 1), (4, 3), (16, 9)]
    for i, gm in enumerate(games):
        rng = gm["rng"]
        gm["hot"] = i in hot
        gm["fmt"] = kinds[i]
        rw, rh = ratios[(i * 7 + rng.randrange(5)) % 5]
        if i in focus or rw > rh:
            gm["focus"] = (round(rng.uniform(0.25, 0.75), 2), round(rng.uniform(0.25, 0.6), 2))
        else:
            gm["focus"] = None
        if gm["fmt"].startswith("jpeg"):
            long_side = rng.choice([800, 960, 1024, 1200, 1400, 2000])
        else:
            long_side = rng.choice([600, 640, 640, 720, 800])
        if rw >= rh:
            w, h = long_side, round(long_side * rh / rw)
        else:
            h, w = long_side, round(long_side * rw / rh)
        # the part the card shows is at least the 2x card (360x480)
        _, _, cw, ch = card_window(w, h, gm["focus"])
        grow = max(1.0, CARD_2X[0] / cw, CARD_2X[1] / ch)
        gm["size"] = (math.ceil(w * grow), math.ceil(h * grow))
    return games


CARD_ASPECT = 3 / 4    # content/site.yaml images.gameCard: 180x240
CARD_2X = (360, 480)


def card_window(w, h, focus):
    """(x, y, width, height) of the art that the 3:4 card shows: the largest 3:4 window,
    centred on the focus as far as the edges allow (lobbykit's cover_window), or on the
    centre without one (the automatic crop moves it only where the art is busier)."""
    fx, fy = focus or (0.5, 0.5)
    if w / h > CARD_ASPECT:
        cw = h * CARD_ASPECT
        return (min(max(fx * w - cw / 2, 0), w - cw), 0, cw, h)
    ch = w / CARD_ASPECT
    return (0, min(max(fy * h - ch / 2, 0), h - ch), w, ch)


def write_game_yaml(gm):
    ext = "jpg" if gm["fmt"].startswith("jpeg") else "png"
    gm["thumb"] = "%s.%s" % (gm["id"], ext)
    out = [header("game", 3),
           "id: %s\n" % gm["id"],
           "name: %s\n" % yq(gm["name"]),
           "vendor: %s\n" % gm["vendor"],
           "category: %s\n" % gm["category"],
           "hot: %s\n" % ("true" if gm["hot"] else "false"),
           "tags: [%s]\n" % ", ".join(gm["tags"]),
           "launchId: %s\n" % gm["launchId"],
           "thumbnail: %s\n" % gm["thumb"]]
    if gm["focus"]:
        out.append("focus: {x: %s, y: %s}\n" % gm["focus"])
    write_text(os.path.join(CONTENT, "games", gm["vendor"], gm["id"] + ".yaml"), "".join(out))


# ---------------------------------------------------------------------------
# Rendering helpers
# ---------------------------------------------------------------------------

def hsl(h, s, l, a=None):
    """h in degrees, s/l 0..1 -> #rrggbb"""
    h = (h % 360) / 360.0
    def f(n):
        k = (n + h * 12) % 12
        return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
    return "#%02x%02x%02x" % tuple(max(0, min(255, round(f(n) * 255))) for n in (0, 8, 4))


def strip_png_chunks(path):
    """Drop tIME/tEXt/zTXt/iTXt chunks so output is byte-stable."""
    with open(path, "rb") as f:
        data = f.read()
    sig, pos, out = data[:8], 8, [data[:8]]
    assert sig == b"\x89PNG\r\n\x1a\n", path
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        ctype = data[pos + 4:pos + 8]
        chunk = data[pos:pos + 12 + length]
        pos += 12 + length
        if ctype in (b"tIME", b"tEXt", b"zTXt", b"iTXt"):
            continue
        out.append(chunk)
    with open(path, "wb") as f:
        f.write(b"".join(out))


def run(cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=dict(os.environ, SOURCE_DATE_EPOCH="0"))


def render(svg, out_path, fmt, w, h, tmpdir):
    """svg text -> out_path. fmt: png (opaque RGB), png-rgba, png8, jpeg, jpeg-prog."""
    base = os.path.join(tmpdir, os.path.basename(out_path))
    with open(base + ".svg", "w", encoding="utf-8") as f:
        f.write(svg)
    run(["rsvg-convert", "-w", str(w), "-h", str(h), "-f", "png", "-o", base + ".raw.png", base + ".svg"])
    common = ["-strip", "-define", "png:exclude-chunks=date,time"]
    opaque = ["-background", "#000000", "-alpha", "remove", "-alpha", "off"]
    if fmt == "png":
        run(["convert", base + ".raw.png"] + opaque + common + ["-define", "png:compression-level=9", "PNG24:" + out_path])
    elif fmt == "png-rgba":
        run(["convert", base + ".raw.png"] + common + ["-define", "png:compression-level=9", "PNG32:" + out_path])
    elif fmt == "png8":
        run(["convert", base + ".raw.png"] + opaque + common + ["-dither", "FloydSteinberg", "-colors", "256", "PNG8:" + out_path])
    elif fmt in ("jpeg", "jpeg-prog"):
        inter = ["-interlace", "Plane"] if fmt == "jpeg-prog" else ["-interlace", "None"]
        run(["convert", base + ".raw.png"] + opaque + ["-strip", "-quality", "80", "-sampling-factor", "2x2,1x1,1x1"]
            + inter + ["JPEG:" + out_path])
    else:
        raise ValueError(fmt)
    if out_path.endswith(".png"):
        strip_png_chunks(out_path)
    for ext in (".svg", ".raw.png"):
        os.remove(base + ext)


# approximate advance widths (em) of DejaVu Sans Bold
_W = {}
for _c in "iljI.,:;'!|": _W[_c] = 0.36
for _c in "frt": _W[_c] = 0.48
for _c in " ": _W[_c] = 0.35
for _c in "-": _W[_c] = 0.42
for _c in "abcdeghknopqsuvxyz0123456789": _W[_c] = 0.69
for _c in "mw": _W[_c] = 1.0
for _c in "MW": _W[_c] = 1.05
for _c in "ABCDEFGHJKLNOPQRSTUVXYZ&": _W[_c] = 0.79


def text_width(s, size):
    total = 0.0
    for ch in s:
        base = unicodedata.normalize("NFKD", ch)[0]
        total += _W.get(base, 0.72)
    return total * size


def fit_title(title, w, h):
    """-> (lines, font size)"""
    maxfs = min(0.17 * h, 0.17 * w)
    avail = 0.86 * w
    one = min(maxfs, avail / (text_width(title, 1) or 1))
    words = title.split()
    if one >= 0.72 * maxfs or len(words) < 2:
        return [title], one
    best = None
    for k in range(1, len(words)):
        a, b = " ".join(words[:k]), " ".join(words[k:])
        wid = max(text_width(a, 1), text_width(b, 1))
        if best is None or wid < best[0]:
            best = (wid, [a, b])
    two = min(maxfs * 0.8, avail / best[0])
    return (best[1], two) if two > one * 1.1 else ([title], one)


def title_svg(lines, fs, cx, cy, pal, uid):
    """Centered title block at (cx, cy)."""
    lh = fs * 1.08
    top = cy - lh * len(lines) / 2 + fs * 0.8
    parts = []
    for i, line in enumerate(lines):
        y = top + i * lh
        t = esc(line)
        parts.append('<text x="%.1f" y="%.1f" fill="#000" fill-opacity="0.45" %s>%s</text>'
                     % (cx + fs * 0.05, y + fs * 0.07, "", t))
        parts.append('<text x="%.1f" y="%.1f" fill="url(#tg%s)" stroke="%s" stroke-width="%.1f" '
                     'stroke-linejoin="round" paint-order="stroke">%s</text>'
                     % (cx, y, uid, pal["ink"], fs * 0.09, t))
    return ('<linearGradient id="tg%s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%s"/>'
            '<stop offset="0.55" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>'
            '<g font-family="%s, sans-serif" font-weight="bold" font-size="%.1f" text-anchor="middle">%s</g>'
            % (uid, pal["t1"], pal["t2"], pal["t3"], FONT, fs, "".join(parts)))


# ---------------------------------------------------------------------------
# Subjects: drawn in a box of about -50..50, centred on 0,0
# ---------------------------------------------------------------------------

SUITS = {
    "spade": "M0-14C-6-6-14-2-14 5c0 5 6 8 11 3l-3 8h12l-3-8c5 5 11 2 11-3C14-2 6-6 0-14z",
    "heart": "M0 13C-8 6-14 1-14-5c0-5 6-9 14-2c8-7 14-3 14 2C14 1 8 6 0 13z",
    "diamond": "M0-15L11 0L0 15L-11 0z",
    "club": "M0-14a6 6 0 0 1 5 9a6 6 0 1 1-3 10l2 9h-8l2-9a6 6 0 1 1-3-10a6 6 0 0 1 5-9z",
}


def card(x, y, rot, rank, suit, back=None):
    col = "#d11f2f" if suit in ("heart", "diamond") else "#1b1b24"
    inner = ('<rect x="-22" y="-31" width="44" height="62" rx="5" fill="#fdfbf5" stroke="#2a2a33" stroke-width="1.2"/>'
             '<text x="-14" y="-15" font-family="%s" font-weight="bold" font-size="13" fill="%s" text-anchor="middle">%s</text>'
             '<path d="%s" transform="scale(0.75)" fill="%s"/>'
             % (FONT, col, rank, SUITS[suit], col))
    return '<g transform="translate(%.1f %.1f) rotate(%.1f)">%s</g>' % (x, y, rot, inner)


def ball(x, y, r, col, num, uid):
    return ('<g transform="translate(%.1f %.1f)"><circle r="%.1f" fill="%s"/>'
            '<circle r="%.1f" fill="url(#shine%s)"/>'
            '<circle r="%.1f" fill="#fff"/>'
            '<text y="%.1f" font-family="%s" font-weight="bold" font-size="%.1f" fill="#222" text-anchor="middle">%s</text></g>'
            % (x, y, r, col, r, uid, r * 0.55, r * 0.2, FONT, r * 0.55, num))


def subj_cherry(p, uid, rng):
    return ('<path d="M-4-40C4-20 -14 0 -18 12M-4-40C6-20 12 0 18 16" fill="none" stroke="#2f7d2a" stroke-width="4"/>'
            '<path d="M-4-40c14-10 28-6 34 4c-14 4-26 2-34-4z" fill="#3fae3a"/>'
            '<circle cx="-20" cy="22" r="19" fill="#d4142a"/><circle cx="20" cy="26" r="19" fill="#e01b36"/>'
            '<circle cx="-26" cy="15" r="5" fill="#fff" fill-opacity="0.6"/><circle cx="14" cy="19" r="5" fill="#fff" fill-opacity="0.6"/>')


def subj_seven(p, uid, rng):
    return ('<path d="M-30-40H32V-28L0 42H-20L10-24H-30z" fill="url(#sg%s)" stroke="%s" stroke-width="4" stroke-linejoin="round"/>'
            '<linearGradient id="sg%s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffef7a"/>'
            '<stop offset="1" stop-color="#e0201a"/></linearGradient>' % (uid, p["ink"], uid))


def subj_gem(p, uid, rng):
    c = p["acc"]
    return ('<path d="M-40-12L-22-34H22L40-12L0 40z" fill="%s" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>'
            '<path d="M-40-12H40M-22-34L-12-12L0-34L12-12L22-34M-12-12L0 40L12-12" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/>'
            '<path d="M-22-34L-12-12H-40z" fill="#fff" fill-opacity="0.35"/><path d="M12-12L0 40L40-12z" fill="#000" fill-opacity="0.2"/>' % c)


def subj_coin(p, uid, rng):
    return ('<circle r="40" fill="#b8860b"/><circle r="36" fill="#ffd34d"/><circle r="28" fill="none" stroke="#c8951a" stroke-width="3"/>'
            '<path d="M0-18L5-6L18-6L8 2L12 15L0 7L-12 15L-8 2L-18-6L-5-6z" fill="#d9a21b"/>'
            '<ellipse cx="-14" cy="-20" rx="10" ry="5" fill="#fff" fill-opacity="0.5" transform="rotate(-30 -14 -20)"/>')


def subj_bell(p, uid, rng):
    return ('<path d="M0-38c-20 0-26 18-26 34c0 14-8 20-14 26h80c-6-6-14-12-14-26c0-16-6-34-26-34z" fill="#ffcc33" stroke="#b07a00" stroke-width="3"/>'
            '<circle cy="30" r="8" fill="#b07a00"/><circle cy="-42" r="5" fill="#b07a00"/>'
            '<path d="M-14-20c-4 8-5 20-5 28" stroke="#fff" stroke-opacity="0.6" stroke-width="4" fill="none" stroke-linecap="round"/>')


def subj_dragon(p, uid, rng):
    c1, c2 = p["acc"], p["acc2"]
    spikes = "".join('<path d="M%d %dl6-14l6 12z" fill="%s"/>' % (x, y, c2) for x, y in [(-44, 6), (-30, -8), (-14, -14), (2, -10)])
    return '<g transform="translate(-12 4)">' + (spikes +
            '<path d="M-50 30C-40 0-20-14 0-6S30 20 44-6" fill="none" stroke="%s" stroke-width="16" stroke-linecap="round"/>'
            '<path d="M-50 30C-40 0-20-14 0-6S30 20 44-6" fill="none" stroke="%s" stroke-width="5" stroke-dasharray="3 7"/>'
            '<path d="M30-14c6-18 26-20 30-6c4 10-6 14-14 14c-8 0-14-2-16-8z" fill="%s"/>'
            '<path d="M40-26l-6-16l12 10M52-24l4-16l4 14" fill="%s"/>'
            '<circle cx="48" cy="-14" r="3.5" fill="#fff"/><circle cx="49" cy="-14" r="1.8" fill="#111"/>'
            '<path d="M60-10c8 0 14 4 18 10M58-4c6 4 10 10 10 16" fill="none" stroke="%s" stroke-width="2.5" stroke-linecap="round"/>'
            % (c1, c2, c1, c2, c2)) + '</g>'


def subj_fish(p, uid, rng):
    c1, c2 = p["acc"], p["acc2"]
    stripes = "".join('<path d="M%d -22q6 22 0 44" fill="none" stroke="%s" stroke-width="5" stroke-opacity="0.7"/>' % (x, c2)
                      for x in (-14, 2))
    bubbles = "".join('<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>' % b
                      for b in [(46, -26, 4), (52, -40, 6), (44, -54, 3)])
    return ('<path d="M-30 0L-52-22V22z" fill="%s"/>'
            '<ellipse cx="4" cy="0" rx="40" ry="26" fill="%s"/>'
            '<path d="M-6-24q10-20 24-4z" fill="%s"/>%s'
            '<circle cx="26" cy="-6" r="6" fill="#fff"/><circle cx="28" cy="-6" r="3" fill="#111"/>'
            '<path d="M38 8q-4 4-8 2" stroke="#111" stroke-width="2" fill="none"/>%s'
            % (c2, c1, c2, stripes, bubbles))


def subj_shark(p, uid, rng):
    return ('<path d="M-50 0L-64-20L-58 0L-64 22z" fill="#5d7489"/>'
            '<path d="M-54 0C-30-22 20-30 54 -2C30 18-20 22-54 0z" fill="#7d96ad"/>'
            '<path d="M-54 0C-30 14 20 16 54-2C30 18-20 22-54 0z" fill="#e8eef3"/>'
            '<path d="M-6-20L4-46L18-20z" fill="#5d7489"/>'
            '<circle cx="32" cy="-8" r="3" fill="#111"/>'
            '<path d="M30 6l4 4l4-4l4 4l4-4" stroke="#fff" stroke-width="2" fill="none"/>')


def subj_soccer(p, uid, rng):
    return ('<circle r="40" fill="#fafafa" stroke="#222" stroke-width="3"/>'
            '<path d="M0-14L13-4L8 12H-8L-13-4z" fill="#222"/>'
            '<path d="M0-14V-38M13-4L36-12M8 12L22 32M-8 12L-22 32M-13-4L-36-12" stroke="#222" stroke-width="3"/>'
            '<path d="M-12-39L0-38L12-39L8-30H-8zM33-24l4 12l-2 10l-8-8zM-33-24l-4 12l2 10l8-8z" fill="#222"/>'
            '<circle cx="-14" cy="-18" r="9" fill="#fff" fill-opacity="0.4"/>')


def subj_basketball(p, uid, rng):
    return ('<circle r="40" fill="#e8731a" stroke="#3a1d08" stroke-width="3"/>'
            '<path d="M-40 0H40M0-40V40M-28-28C-10-10-10 10-28 28M28-28C10-10 10 10 28 28" fill="none" stroke="#3a1d08" stroke-width="3"/>'
            '<circle cx="-14" cy="-18" r="9" fill="#fff" fill-opacity="0.3"/>')


def subj_tennis(p, uid, rng):
    return ('<circle r="38" fill="#d7f03a"/>'
            '<path d="M-30-24C-10-10-10 10-30 24M30-24C10-10 10 10 30 24" fill="none" stroke="#fff" stroke-width="5"/>'
            '<circle cx="-12" cy="-16" r="8" fill="#fff" fill-opacity="0.35"/>')


def subj_trophy(p, uid, rng):
    return ('<path d="M-26-38H26V-10C26 10 12 20 0 20S-26 10-26-10z" fill="#ffcf3f" stroke="#a87400" stroke-width="3"/>'
            '<path d="M-26-30H-40C-40-10-32 0-22 2M26-30H40C40-10 32 0 22 2" fill="none" stroke="#ffcf3f" stroke-width="6"/>'
            '<path d="M-6 20H6V32H-6zM-22 32H22V44H-22z" fill="#e0a81f" stroke="#a87400" stroke-width="2"/>'
            '<path d="M0-30L4-20H14L6-14L9-4L0-10L-9-4L-6-14L-14-20H-4z" fill="#fff" fill-opacity="0.75"/>')


def subj_roulette(p, uid, rng):
    segs = []
    n = 18
    for i in range(n):
        a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
        col = "#0a8a3a" if i == 0 else ("#c8102e" if i % 2 else "#141414")
        segs.append('<path d="M0 0L%.1f %.1fA40 40 0 0 1 %.1f %.1fz" fill="%s"/>'
                    % (40 * math.cos(a0), 40 * math.sin(a0), 40 * math.cos(a1), 40 * math.sin(a1), col))
    return ('<circle r="48" fill="#7a4a1e"/><circle r="44" fill="#d6a94a"/>%s'
            '<circle r="24" fill="#8b5a2b"/><circle r="18" fill="#d6a94a"/>'
            '<path d="M0-16V16M-16 0H16" stroke="#8b5a2b" stroke-width="4"/>'
            '<circle cx="0" cy="-32" r="4" fill="#fff"/>' % "".join(segs))


def subj_wheel(p, uid, rng):
    cols = [p["acc"], p["acc2"], "#ffd23f", "#3fd0ff", "#ff5e9c", "#7cff6b"]
    segs = []
    n = 12
    for i in range(n):
        a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
        segs.append('<path d="M0 0L%.1f %.1fA42 42 0 0 1 %.1f %.1fz" fill="%s"/>'
                    % (42 * math.cos(a0), 42 * math.sin(a0), 42 * math.cos(a1), 42 * math.sin(a1), cols[i % len(cols)]))
    lights = "".join('<circle cx="%.1f" cy="%.1f" r="2.4" fill="#fff8c0"/>' % (46 * math.cos(2 * math.pi * i / 16), 46 * math.sin(2 * math.pi * i / 16))
                     for i in range(16))
    return ('<circle r="50" fill="#3a2a10"/>%s%s<circle r="9" fill="#ffd23f" stroke="#3a2a10" stroke-width="2"/>'
            '<path d="M-6-56H6L0-42z" fill="#fff"/>' % ("".join(segs), lights))


def subj_dice(p, uid, rng):
    def die(x, y, rot, n, col):
        pips = {1: [(0, 0)], 2: [(-9, -9), (9, 9)], 3: [(-9, -9), (0, 0), (9, 9)], 4: [(-9, -9), (9, -9), (-9, 9), (9, 9)],
                5: [(-9, -9), (9, -9), (0, 0), (-9, 9), (9, 9)], 6: [(-9, -10), (9, -10), (-9, 0), (9, 0), (-9, 10), (9, 10)]}[n]
        ps = "".join('<circle cx="%d" cy="%d" r="3.6" fill="%s"/>' % (a, b, "#c8102e" if n == 1 else "#1b1b24") for a, b in pips)
        return ('<g transform="translate(%d %d) rotate(%d)"><rect x="-20" y="-20" width="40" height="40" rx="8" fill="%s" '
                'stroke="#00000055" stroke-width="2"/>%s</g>' % (x, y, rot, col, ps))
    return die(-20, 6, -14, rng.randint(1, 6), "#fdfdf8") + die(22, -8, 12, rng.randint(1, 6), "#fff3d6")


def subj_cards(p, uid, rng):
    suits = ["spade", "heart", "diamond", "club"]
    ranks = ["A", "K", "Q", "J", "10"]
    rng.shuffle(suits)
    rng.shuffle(ranks)
    return "".join(card(-24 + 16 * i, 4 + abs(i - 1.5) * 4, -24 + 16 * i, ranks[i], suits[i]) for i in range(4))


def subj_chips(p, uid, rng):
    def chip(x, y, col):
        notches = "".join('<rect x="-3" y="-26" width="6" height="9" fill="#fff" transform="rotate(%d)"/>' % (a * 45) for a in range(8))
        return ('<g transform="translate(%d %d)"><circle r="26" fill="%s"/>%s<circle r="16" fill="none" stroke="#fff" '
                'stroke-width="2" stroke-dasharray="4 3"/><circle r="12" fill="%s"/></g>' % (x, y, col, notches, col))
    stack = "".join('<ellipse cx="-22" cy="%d" rx="24" ry="8" fill="%s" stroke="#00000066"/>' % (30 - 7 * i, c)
                    for i, c in enumerate(["#c8102e", "#1a56db", "#1b1b24", "#0a8a3a", "#c8102e"]))
    return stack + chip(18, -6, p["acc"]) + card(10, -28, 14, "A", "spade")


def subj_balls(p, uid, rng, kind="bingo"):
    cols = ["#e63946", "#f4a261", "#2a9d8f", "#457b9d", "#9b5de5", "#f15bb5", "#ffd23f"]
    rng.shuffle(cols)
    nums = rng.sample(range(1, 91 if kind == "bingo" else 50), 4)
    pos = [(-26, 14, 22), (22, 18, 20), (0, -20, 24), (40, -24, 14)]
    return "".join(ball(x, y, r, cols[i], nums[i], uid) for i, (x, y, r) in enumerate(pos))


def subj_ticket(p, uid, rng):
    nums = rng.sample(range(1, 50), 6)
    cells = "".join('<circle cx="%d" cy="%d" r="7" fill="none" stroke="#b3261e" stroke-width="1.6"/>'
                    '<text x="%d" y="%d" font-family="%s" font-weight="bold" font-size="8" text-anchor="middle" fill="#333">%d</text>'
                    % (-18 + 18 * (i % 3), -2 + 18 * (i // 3), -18 + 18 * (i % 3), 1 + 18 * (i // 3), FONT, n)
                    for i, n in enumerate(nums))
    return ('<g transform="rotate(-10)"><path d="M-44-30H44V-10a8 8 0 0 0 0 16V30H-44V6a8 8 0 0 0 0-16z" fill="#fff6dc" '
            'stroke="#b3261e" stroke-width="2.5"/><text x="0" y="-16" font-family="%s" font-weight="bold" font-size="10" '
            'text-anchor="middle" fill="#b3261e">LUCKY</text>%s</g>' % (FONT, cells)) + ball(40, -34, 14, p["acc"], nums[0], uid)


def subj_rocket(p, uid, rng):
    return ('<g transform="rotate(35)"><path d="M-8 30l-10 22l14-10zM8 30l10 22l-14-10z" fill="#ffb703"/>'
            '<path d="M0 32l-8 18h16z" fill="#ff5400"/>'
            '<path d="M0-48C18-30 18 10 12 32H-12C-18 10-18-30 0-48z" fill="#eef2f7" stroke="#334" stroke-width="2"/>'
            '<path d="M-12 14L-26 34L-12 30zM12 14L26 34L12 30z" fill="%s"/>'
            '<circle cy="-14" r="8" fill="%s" stroke="#334" stroke-width="3"/></g>' % (p["acc"], p["acc2"]))


def subj_joystick(p, uid, rng):
    return ('<path d="M-46 18H46L40 44H-40z" fill="#22222e"/><rect x="-46" y="8" width="92" height="14" rx="4" fill="%s"/>'
            '<rect x="-4" y="-22" width="8" height="32" fill="#bbb"/><circle cy="-30" r="15" fill="%s"/>'
            '<circle cx="-5" cy="-35" r="5" fill="#fff" fill-opacity="0.5"/>'
            '<circle cx="26" cy="4" r="7" fill="#ffd23f"/><circle cx="38" cy="-4" r="7" fill="#3fd0ff"/>' % (p["acc2"], p["acc"]))


def subj_invader(p, uid, rng):
    rows = ["00100000100", "00010001000", "00111111100", "01101110110", "11111111111", "10111111101", "10100000101", "00011011000"]
    px = []
    for y, row in enumerate(rows):
        for x, c in enumerate(row):
            if c == "1":
                px.append('<rect x="%d" y="%d" width="8.2" height="8.2"/>' % (-44 + x * 8, -32 + y * 8))
    return '<g fill="%s">%s</g>' % (p["acc"], "".join(px))


def subj_crown(p, uid, rng):
    return ('<path d="M-40 24L-46-22L-20 0L0-36L20 0L46-22L40 24z" fill="#ffcf3f" stroke="#a87400" stroke-width="3"/>'
            '<rect x="-40" y="24" width="80" height="12" rx="3" fill="#e0a81f"/>'
            '<circle cx="0" cy="6" r="7" fill="#c8102e"/><circle cx="-24" cy="12" r="5" fill="#1a56db"/><circle cx="24" cy="12" r="5" fill="#0a8a3a"/>')


def subj_balloon(p, uid, rng):
    return ('<path d="M0 26q-6 14 4 26" stroke="#eee" stroke-width="2" fill="none"/>'
            '<path d="M0-44C26-44 34-16 24 4C16 18 6 24 0 26C-6 24-16 18-24 4C-34-16-26-44 0-44z" fill="%s"/>'
            '<path d="M-6 26h12l-6 6z" fill="%s"/><ellipse cx="-12" cy="-22" rx="6" ry="11" fill="#fff" fill-opacity="0.45"/>'
            % (p["acc"], p["acc"]))


def subj_flag(p, uid, rng):
    sq = []
    for r in range(5):
        for c in range(7):
            if (r + c) % 2 == 0:
                sq.append("M%d %dh10v10h-10z" % (-30 + c * 10, -40 + r * 10 + (4 if c % 2 else 0)))
    return ('<rect x="-44" y="-46" width="6" height="96" rx="3" fill="#ccc"/>'
            '<path d="M-38-40C-20-48 0-32 40-40V10C0 18-20 2-38 10z" fill="#fff"/>'
            '<path d="%s" fill="#111" clip-path="url(#flagclip%s)"/>'
            '<clipPath id="flagclip%s"><path d="M-38-40C-20-48 0-32 40-40V10C0 18-20 2-38 10z"/></clipPath>'
            % ("".join(sq).replace("M-30", "M-38"), uid, uid))


def subj_bricks(p, uid, rng):
    cols = [p["acc"], p["acc2"], "#ffd23f", "#3fd0ff"]
    out = []
    for r in range(4):
        for c in range(5):
            if rng.random() < 0.85:
                out.append('<rect x="%d" y="%d" width="17" height="8" rx="1.5" fill="%s"/>' % (-48 + c * 19 + (r % 2) * 4, -44 + r * 11, cols[r]))
    return ("".join(out) + '<circle cx="6" cy="14" r="6" fill="#fff"/>'
            '<path d="M6 14L-14-2" stroke="#fff" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="3 3"/>'
            '<rect x="-10" y="38" width="36" height="7" rx="3.5" fill="#eee"/>')


def subj_snake(p, uid, rng):
    cells = [(-4, 2), (-3, 2), (-2, 2), (-1, 2), (-1, 1), (-1, 0), (0, 0), (1, 0), (2, 0), (2, -1), (2, -2), (3, -2)]
    out = "".join('<rect x="%d" y="%d" width="10" height="10" rx="2" fill="%s"/>' % (x * 12, y * 12, p["acc"]) for x, y in cells)
    return (out + '<rect x="36" y="-24" width="10" height="10" rx="2" fill="#fff"/><circle cx="43" cy="-21" r="1.6" fill="#111"/>'
            '<circle cx="-30" cy="-30" r="6" fill="#ff3b3b"/>')


def pick_subject(gm, rng):
    cat, tags = gm["category"], set(gm["tags"])
    if "dragon" in tags or "dragon-tiger" in tags:
        return subj_dragon
    if "shark" in tags:
        return subj_shark
    if cat == "fishing" or "fish" in tags:
        return subj_fish
    if cat == "slots":
        return rng.choice([subj_cherry, subj_seven, subj_gem, subj_coin, subj_bell, subj_crown])
    if cat == "sports":
        if "football" in tags or "penalty" in tags:
            return subj_soccer
        if "basketball" in tags:
            return subj_basketball
        if "tennis" in tags or "volleyball" in tags:
            return subj_tennis
        if "racing" in tags:
            return subj_flag
        return subj_trophy
    if cat == "live":
        if "roulette" in tags:
            return subj_roulette
        if "wheel" in tags:
            return subj_wheel
        if "dice" in tags:
            return subj_dice
        return subj_cards
    if cat == "cards":
        return subj_cards
    if cat == "mini":
        if "dice" in tags:
            return subj_dice
        if "balloon" in tags:
            return subj_balloon
        if "space" in tags or "crash" in tags:
            return subj_rocket
        if "coin" in tags:
            return subj_coin
        if "gems" in tags or "mines" in tags:
            return subj_gem
        if "balloon" in tags:
            return subj_balloon
        if "wheel" in tags:
            return subj_wheel
        if "football" in tags:
            return subj_soccer
        return rng.choice([subj_dice, subj_coin, subj_gem])
    if cat == "bingo":
        return subj_balls
    if cat == "lottery":
        return subj_ticket if ("ticket" in tags or "scratch" in tags or rng.random() < 0.4) else \
            (lambda p, u, r: subj_balls(p, u, r, "lotto"))
    if cat == "poker":
        return subj_chips if rng.random() < 0.6 else subj_cards
    if cat == "arcade":
        if "space" in tags:
            return subj_rocket
        if "snake" in tags:
            return subj_snake
        if "bricks" in tags or "pinball" in tags:
            return subj_bricks
        if "racing" in tags:
            return subj_flag
        if "retro" in tags:
            return subj_invader
        return rng.choice([subj_joystick, subj_invader])
    return subj_coin


# ---------------------------------------------------------------------------
# Game scenes
# ---------------------------------------------------------------------------

def palette(rng):
    h = rng.uniform(0, 360)
    scheme = rng.choice(["analog", "complement", "triad"])
    h2 = h + {"analog": 40, "complement": 180, "triad": 120}[scheme] * rng.choice([-1, 1])
    return {
        "bg0": hsl(h, rng.uniform(0.5, 0.8), rng.uniform(0.08, 0.18)),
        "bg1": hsl(h + rng.uniform(-25, 25), rng.uniform(0.55, 0.9), rng.uniform(0.28, 0.45)),
        "bg2": hsl(h2, rng.uniform(0.6, 0.9), rng.uniform(0.35, 0.55)),
        "glow": hsl(h2 + 20, 0.9, 0.65),
        "acc": hsl(h2, rng.uniform(0.7, 0.95), rng.uniform(0.5, 0.6)),
        "acc2": hsl(h + 180 + rng.uniform(-30, 30), rng.uniform(0.7, 0.95), rng.uniform(0.55, 0.7)),
        "t1": "#ffffff",
        "t2": hsl(rng.choice([48, 45, 55, 60]), 0.95, rng.uniform(0.72, 0.85)),
        "t3": hsl(rng.choice([40, 30, 25]), 0.95, 0.58),
        "ink": hsl(h, 0.7, 0.08),
        "h": h,
    }


def pattern_svg(kind, w, h, sx, sy, p, rng, uid):
    out = []
    if kind == "rays":
        n = rng.choice([12, 16, 20, 24])
        R = 2 * max(w, h)
        for i in range(n):
            a0 = 2 * math.pi * i / n
            a1 = a0 + math.pi / n
            out.append("M%.0f %.0fL%.0f %.0fL%.0f %.0fz" % (sx, sy, sx + R * math.cos(a0), sy + R * math.sin(a0),
                                                          sx + R * math.cos(a1), sy + R * math.sin(a1)))
        return '<path d="%s" fill="%s" fill-opacity="0.13"/>' % ("".join(out), p["glow"])
    if kind == "bokeh":
        for _ in range(rng.randint(14, 26)):
            r = rng.uniform(0.01, 0.06) * max(w, h)
            out.append('<circle cx="%.0f" cy="%.0f" r="%.0f" fill="%s" fill-opacity="%.2f"/>'
                       % (rng.uniform(0, w), rng.uniform(0, h), r, rng.choice([p["glow"], p["acc2"], "#ffffff"]), rng.uniform(0.08, 0.3)))
        return "".join(out)
    if kind == "stripes":
        step = max(w, h) / rng.choice([10, 14, 18])
        ang = rng.choice([-30, 30, 45, -45])
        n = int(2.5 * max(w, h) / step)
        for i in range(-n, n):
            out.append("M%.0f %.0fh%.0fv%.0fh%.0fz" % (i * step, -2 * h, step / 2, 5 * h, -step / 2))
        return ('<path d="%s" fill="%s" fill-opacity="0.07" transform="rotate(%d %.0f %.0f)"/>'
                % ("".join(out), p["glow"], ang, w / 2, h / 2))
    if kind == "dots":
        step = max(w, h) / rng.choice([16, 22, 28])
        r = step * 0.18
        y = step / 2
        row = 0
        while y < h:
            x = step / 2 + (step / 2 if row % 2 else 0)
            while x < w:
                out.append("M%.1f %.1fa%.1f %.1f 0 1 0 0.1 0z" % (x, y, r, r))
                x += step
            y += step
            row += 1
        return '<path d="%s" fill="%s" fill-opacity="0.12"/>' % ("".join(out), p["glow"])
    if kind == "waves":
        n = rng.randint(5, 8)
        for i in range(n):
            y0 = h * (0.35 + 0.65 * i / n)
            amp = h * 0.03
            seg = w / 4
            d = "M0 %.0f" % y0 + "".join("q%.0f %.0f %.0f 0t%.0f 0" % (seg / 2, -amp * 2, seg, seg) for _ in range(3))
            d += "V%.0fH0z" % h
            out.append('<path d="%s" fill="%s" fill-opacity="0.08"/>' % (d, p["acc2"]))
        return "".join(out)
    if kind == "stars":
        for _ in range(rng.randint(30, 60)):
            x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.6, 2.4) * max(w, h) / 600
            out.append("M%.1f %.1fl%.1f %.1fl%.1f %.1fl%.1f %.1fz" % (x, y - 3 * r, r, 2 * r, -r, r * 1, -r, -r * 1))
            out.append('<circle cx="%.0f" cy="%.0f" r="%.1f" fill="#fff" fill-opacity="%.2f"/>' % (x, y, r, rng.uniform(0.3, 0.9)))
        return "".join(o for o in out if o.startswith("<"))
    if kind == "grid":
        step = max(w, h) / rng.choice([12, 16])
        d = "".join("M%.0f 0V%.0f" % (x * step, h) for x in range(int(w / step) + 1))
        d += "".join("M0 %.0fH%.0f" % (y * step, w) for y in range(int(h / step) + 1))
        return '<path d="%s" stroke="%s" stroke-opacity="0.12" stroke-width="%.1f"/>' % (d, p["glow"], max(w, h) / 500)
    return ""


def _rgb(c):
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def step_gradients(svg, steps):
    """Poster style: replace every smooth gradient by hard colour steps (compresses far better in PNG)."""
    stop_re = re.compile(r'<stop offset="([0-9.]+)" stop-color="(#[0-9a-fA-F]{3,6})"(?: stop-opacity="([0-9.]+)")?/>')

    def fix(m):
        stops = [(float(o), _rgb(c if len(c) == 7 else "#" + "".join(ch * 2 for ch in c[1:])), float(a or 1))
                 for o, c, a in stop_re.findall(m.group(2))]
        if len(stops) < 2:
            return m.group(0)

        def at(t):
            if t <= stops[0][0]:
                return stops[0]
            for a, b in zip(stops, stops[1:]):
                if t <= b[0]:
                    f = (t - a[0]) / ((b[0] - a[0]) or 1)
                    return (t, tuple(round(x + (y - x) * f) for x, y in zip(a[1], b[1])), a[2] + (b[2] - a[2]) * f)
            return stops[-1]
        out = []
        for i in range(steps):
            _, col, op = at((i + 0.5) / steps)
            for off in (i / steps, (i + 1) / steps):
                out.append('<stop offset="%.4f" stop-color="#%02x%02x%02x" stop-opacity="%.3f"/>' % ((off,) + col + (op,)))
        return m.group(1) + "".join(out) + m.group(3)
    return re.sub(r'(<(?:linear|radial)Gradient[^>]*>)(.*?)(</(?:linear|radial)Gradient>)', fix, svg)


PATTERNS_BY_CAT = {
    "slots": ["rays", "bokeh", "stripes", "stars"], "sports": ["grid", "stripes", "rays"], "live": ["bokeh", "dots", "stripes"],
    "fishing": ["waves", "bokeh"], "cards": ["dots", "stripes", "bokeh"], "mini": ["grid", "dots", "rays"],
    "bingo": ["dots", "bokeh", "rays"], "lottery": ["rays", "stars", "bokeh"], "poker": ["dots", "stripes", "bokeh"],
    "arcade": ["grid", "stars", "stripes"],
}


def game_svg(gm):
    rng = random.Random("art:" + gm["id"])
    w, h = gm["size"]
    p = palette(rng)
    uid = "g"
    # The title and the subject are drawn inside the part the card shows; the
    # background fills the whole art.
    wx, wy, ww, wh = card_window(w, h, gm["focus"])
    m = min(ww, wh)
    if gm["focus"]:
        fx, fy = gm["focus"]   # the subject is drawn at the focus
    else:
        fx, fy = 0.5 + rng.uniform(-0.05, 0.05) * ww / w, 0.38 + rng.uniform(-0.04, 0.04)
    sx, sy = fx * w, fy * h
    title_top = (sy - wy) / wh > 0.52
    lines, fs = fit_title(gm["name"], ww, wh)
    block = fs * 1.08 * len(lines)
    ty = wy + ((wh * 0.06 + block / 2) if title_top else (wh * 0.94 - block / 2))
    # keep subject clear of the title block
    free = (ty + block / 2 + wh * 0.02, wy + wh) if title_top else (wy, ty - block / 2 - wh * 0.02)
    scale = min(0.62 * m, 0.9 * (free[1] - free[0])) / 110.0
    sy = min(max(sy, free[0] + 57 * scale), free[1] - 52 * scale)
    sx = min(max(sx, wx + 55 * scale), wx + ww - 55 * scale)
    subj = pick_subject(gm, rng)(p, uid, rng)
    rot = rng.uniform(-10, 10)
    kinds = PATTERNS_BY_CAT[gm["category"]]
    k1 = rng.choice(kinds)
    k2 = rng.choice([k for k in kinds if k != k1] + [""])
    ang = rng.choice([0, 20, 45, 70, 90, 135])
    defs = ('<linearGradient id="bg" gradientTransform="rotate(%d .5 .5)"><stop offset="0" stop-color="%s"/>'
            '<stop offset="0.6" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>'
            '<radialGradient id="glow" cx="%.3f" cy="%.3f" r="%.3f" gradientUnits="objectBoundingBox">'
            '<stop offset="0" stop-color="%s" stop-opacity="0.85"/><stop offset="0.4" stop-color="%s" stop-opacity="0.35"/>'
            '<stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>'
            '<radialGradient id="glow2" cx="%.3f" cy="%.3f" r="0.5"><stop offset="0" stop-color="%s" stop-opacity="0.5"/>'
            '<stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>'
            '<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>'
            '<stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>'
            '<linearGradient id="band" x1="0" y1="%d" x2="0" y2="%d"><stop offset="0" stop-color="#000" stop-opacity="0"/>'
            '<stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>'
            '<radialGradient id="shine%s" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/>'
            '<stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>'
            % (ang, p["bg0"], p["bg1"], p["bg2"], fx, fy, 0.45, p["glow"], p["acc"], p["acc"],
               rng.uniform(0, 1), rng.uniform(0, 1), p["acc2"], p["acc2"], 1 if title_top else 0, 0 if title_top else 1, uid))
    rgba = gm["fmt"] == "png-rgba"
    clip = '<clipPath id="clip"><rect width="%d" height="%d" rx="%.0f"/></clipPath>' % (w, h, m * 0.08)
    band_y = (0, ty + block / 2 + wh * 0.08) if title_top else (ty - block / 2 - wh * 0.08, h)
    body = ('<rect width="%d" height="%d" fill="url(#bg)"/>'
            '<rect width="%d" height="%d" fill="url(#glow2)"/>%s%s'
            '<circle cx="%.0f" cy="%.0f" r="%.0f" fill="url(#glow)"/>'
            '<g transform="translate(%.1f %.1f) rotate(%.1f) scale(%.3f)">'
            '<g transform="translate(3 5)" opacity="0.35" filter="url(#blur)">%s</g>%s</g>'
            '<rect width="%d" height="%d" fill="url(#vig)"/>'
            '<rect y="%.0f" width="%d" height="%.0f" fill="url(#band)"/>%s'
            % (w, h, w, h, pattern_svg(k1, w, h, sx, sy, p, rng, uid), pattern_svg(k2, w, h, sx, sy, p, rng, uid),
               sx, sy, 0.6 * max(w, h), sx, sy, rot, scale, subj, subj, w, h,
               band_y[0], w, band_y[1] - band_y[0],
               title_svg(lines, fs, wx + ww / 2, ty, p, uid)))
    defs += '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>'
    if rgba:
        defs += clip
        body = '<g clip-path="url(#clip)">%s</g>' % body
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d"><defs>%s</defs>%s</svg>'
           % (w, h, w, h, defs, body))
    if gm["fmt"].startswith("png"):
        svg = step_gradients(svg, rng.choice([6, 7, 8]))
    return svg


# ---------------------------------------------------------------------------
# Vendor logos (480x240, transparent)
# ---------------------------------------------------------------------------

EMBLEMS = {
    "aurora": lambda a, b: ('<circle r="46" fill="%s"/><path d="M-40 10C-20-20 0 20 40-14V4C0 36-20-4-40 26z" fill="%s"/>'
                            '<path d="M-42-6C-20-36 4 4 42-30V-16C4 18-20-22-42 8z" fill="#fff" fill-opacity="0.6"/>' % (a, b)),
    "fox": lambda a, b: ('<path d="M-44-40L-14-18H14L44-40L36 6L0 44L-36 6z" fill="%s"/>'
                         '<path d="M-36 6L0 44L36 6L14 10L0 24L-14 10z" fill="#fff"/>'
                         '<circle cx="-14" cy="0" r="5" fill="%s"/><circle cx="14" cy="0" r="5" fill="%s"/>' % (b, a, a)),
    "flame": lambda a, b: ('<path d="M0-48C10-26 36-14 32 12C30 34 14 46 0 46S-32 34-32 12C-32-6-18-10-16-26C-8-14-4-8 0-48z" fill="%s"/>'
                           '<path d="M0-6C6 6 16 12 14 26C12 38 6 42 0 42S-14 38-14 26C-14 14-4 10 0-6z" fill="%s"/>' % (a, b)),
    "lantern": lambda a, b: ('<path d="M-8-48H8V-40H-8z" fill="%s"/><ellipse rx="38" ry="40" fill="%s"/>'
                             '<path d="M-20-36Q-30 0-20 36M0-40V40M20-36Q30 0 20 36" stroke="%s" stroke-width="4" fill="none"/>'
                             '<path d="M-18 40H18V48H-18z" fill="%s"/>' % (a, b, a, a)),
    "peak": lambda a, b: ('<path d="M-48 40L-10-36L12 6L22-10L48 40z" fill="%s"/>'
                          '<path d="M-10-36L2-12L-6-6L-14-14L-22-12z" fill="#fff"/><circle cx="30" cy="-30" r="10" fill="%s"/>' % (a, b)),
    "wave": lambda a, b: ('<circle r="46" fill="%s"/><path d="M-46 4C-30-10-16 18 0 4S30-10 46 4V20C30 8 16 34 0 20S-30 8-46 20z" fill="%s"/>'
                          '<path d="M-40-14C-26-26-14-2 0-14S26-26 40-14" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>' % (a, b)),
    "moon": lambda a, b: ('<path d="M10-46A46 46 0 1 0 40 24A36 36 0 1 1 10-46z" fill="%s"/>'
                          '<path d="M26-30l4 10l10 4l-10 4l-4 10l-4-10l-10-4l10-4z" fill="%s"/>' % (a, b)),
    "cloud": lambda a, b: ('<path d="M-34 24A20 20 0 0 1-30-14A26 26 0 0 1 18-22A22 22 0 0 1 36 24z" fill="%s"/>'
                           '<path d="M-6 20L6-4H-2L8-28" stroke="%s" stroke-width="7" fill="none" stroke-linejoin="round"/>' % (a, b)),
    "leaf": lambda a, b: ('<path d="M-40 40C-44-10-10-44 44-44C44 10 10 44-40 40z" fill="%s"/>'
                          '<path d="M-40 40L20-20M-10 10H14M-2 2V-22" stroke="%s" stroke-width="5" stroke-linecap="round"/>' % (a, b)),
    "gem": lambda a, b: ('<path d="M-44-12L-24-38H24L44-12L0 42z" fill="%s"/><path d="M-44-12H44L0 42z" fill="%s"/>'
                         '<path d="M-24-38L-12-12L0-38L12-12L24-38" stroke="#fff" stroke-width="3" fill="none"/>' % (a, b)),
    "sun": lambda a, b: ("".join('<rect x="-4" y="-50" width="8" height="18" rx="3" fill="%s" transform="rotate(%d)"/>' % (b, k * 30)
                                 for k in range(12)) + '<circle r="28" fill="%s"/><path d="M-28 6H28" stroke="%s" stroke-width="5"/>' % (a, b)),
    "koi": lambda a, b: ('<circle r="46" fill="%s"/><path d="M-30 20C-10 30 20 20 30-10C24 6 4 10-12 4L-24-14L-20 8L-36 2z" fill="%s"/>'
                         '<path d="M30-10C30-30 10-36-6-26C6-22 14-16 12-6z" fill="#fff"/>' % (a, b)),
    "spade": lambda a, b: ('<circle r="46" fill="%s"/><path d="M0-32C-10-16-26-8-26 6c0 10 12 16 22 6l-6 18h20l-6-18c10 10 22 4 22-6C26-8 10-16 0-32z" '
                           'fill="%s"/>' % (a, b)),
}


def logo_svg(v):
    vid, name, _, _, (c1, c2), emblem = v
    words = name.split()
    main = words[0]
    sub = " ".join(words[1:]).upper()
    avail = 480 - 200 - 16
    fs = min(64, avail / text_width(main, 1))
    parts = ['<g transform="translate(104 120) scale(1.7)">%s</g>' % EMBLEMS[emblem](c1, c2)]
    if sub:
        sfs = min(30, avail / (text_width(sub, 1) + 0.12 * len(sub)))
        parts.append('<text x="200" y="%.1f" font-size="%.1f" fill="%s">%s</text>' % (124, fs, c1, esc(main)))
        parts.append('<text x="202" y="%.1f" font-size="%.1f" letter-spacing="%.1f" fill="%s">%s</text>'
                     % (124 + sfs * 1.35, sfs, sfs * 0.12, c2, esc(sub)))
    else:
        parts.append('<text x="200" y="%.1f" font-size="%.1f" fill="%s">%s</text>' % (120 + fs * 0.36, fs, c1, esc(main)))
        parts.append('<rect x="202" y="%.1f" width="%.1f" height="6" rx="3" fill="%s"/>'
                     % (120 + fs * 0.36 + 14, text_width(main, fs) * 0.6, c2))
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">'
            '<g font-family="%s, sans-serif" font-weight="bold">%s</g></svg>' % (FONT, "".join(parts)))


# ---------------------------------------------------------------------------
# Avatars (256x256 friendly faces)
# ---------------------------------------------------------------------------

SKIN = ["#fde0c8", "#f6c9a0", "#e8b48a", "#d39a6a", "#b57b4f", "#8d5a36", "#6b4226", "#4a2c1a"]
HAIR = ["#1d1410", "#3b2416", "#6a3f22", "#a0622d", "#d9a441", "#e8d08a", "#b03a2e", "#8a8a8a", "#2d3a8c", "#d65db1"]
BG = ["#ffd166", "#06d6a0", "#118ab2", "#ef476f", "#8ecae6", "#b5e48c", "#cdb4db", "#ffafcc", "#f4a261", "#90be6d", "#a0c4ff"]
SHIRT = ["#264653", "#2a9d8f", "#e76f51", "#6d597a", "#e63946", "#457b9d", "#ffb703", "#3a86ff", "#8338ec"]
HAIR_STYLES = ["short", "long", "bun", "curly", "bald", "mohawk", "bob", "spiky", "ponytail", "afro", "cap"]


def avatar_svg(i):
    rng = random.Random("avatar:%d" % i)
    skin = SKIN[(i * 3) % len(SKIN)]
    hair = HAIR[(i * 7 + rng.randrange(3)) % len(HAIR)]
    style = HAIR_STYLES[(i - 1) % len(HAIR_STYLES)] if i <= len(HAIR_STYLES) else rng.choice(HAIR_STYLES)
    bg = BG[(i * 5) % len(BG)]
    bg2 = BG[(i * 5 + 3) % len(BG)]
    shirt = SHIRT[(i * 2 + rng.randrange(2)) % len(SHIRT)]
    back, front = "", ""
    if style == "long":
        back = '<path d="M62 120C56 28 200 28 194 120L204 220H52z" fill="%s"/>' % hair
        front = '<path d="M68 112C66 30 190 30 188 112C160 84 110 80 70 112z" fill="%s"/>' % hair
    elif style == "short":
        front = '<path d="M70 120C60 30 196 30 186 120C176 86 150 78 128 80C104 80 84 88 72 118z" fill="%s"/>' % hair
    elif style == "bun":
        back = '<circle cx="128" cy="48" r="26" fill="%s"/>' % hair
        front = '<path d="M70 116C64 32 192 32 186 116C170 84 86 84 72 116z" fill="%s"/>' % hair
    elif style == "curly":
        front = "".join('<circle cx="%d" cy="%d" r="18" fill="%s"/>' % (128 + 58 * math.cos(a), 100 + 44 * math.sin(a), hair)
                        for a in [math.pi * (1 + k / 8) for k in range(9)])
    elif style == "bald":
        front = ('<path d="M92 176Q128 206 164 176Q160 196 128 200Q96 196 92 176z" fill="%s"/>' % hair +
                 '<path d="M104 82Q128 74 152 82" stroke="#fff" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-linecap="round"/>')
    elif style == "mohawk":
        front = '<path d="M112 52Q128 30 144 52L140 92H116z" fill="%s"/>' % hair
    elif style == "bob":
        back = '<path d="M64 118C58 30 198 30 192 118V168H64z" fill="%s"/>' % hair
        front = '<path d="M70 112C68 34 188 34 186 112H150L140 92L100 112z" fill="%s"/>' % hair
    elif style == "spiky":
        front = '<path d="M70 112L64 70L86 80L90 50L110 70L124 40L138 68L158 46L164 78L192 70L186 112C160 92 100 92 70 112z" fill="%s"/>' % hair
    elif style == "ponytail":
        back = '<path d="M180 90C220 100 222 170 196 196C200 160 196 120 176 108z" fill="%s"/>' % hair
        front = '<path d="M70 116C64 32 192 32 186 116C160 88 100 84 72 116z" fill="%s"/>' % hair
    elif style == "afro":
        back = '<circle cx="128" cy="100" r="80" fill="%s"/>' % hair
    elif style == "cap":
        c = SHIRT[(i + 4) % len(SHIRT)]
        front = ('<path d="M68 106C66 32 190 32 188 106z" fill="%s"/><path d="M150 100H214Q206 112 150 112z" fill="%s"/>'
                 '<circle cx="128" cy="56" r="5" fill="#fff"/>' % (c, c))
    eye_y = 126 + rng.randint(-3, 3)
    eyes = ('<ellipse cx="106" cy="%d" rx="7" ry="9" fill="#2b1d14"/><ellipse cx="150" cy="%d" rx="7" ry="9" fill="#2b1d14"/>'
            '<circle cx="108" cy="%d" r="2.6" fill="#fff"/><circle cx="152" cy="%d" r="2.6" fill="#fff"/>'
            % (eye_y, eye_y, eye_y - 3, eye_y - 3))
    brows = ('<path d="M94 %d Q106 %d 118 %d M138 %d Q150 %d 162 %d" stroke="%s" stroke-width="5" fill="none" stroke-linecap="round"/>'
             % (eye_y - 18, eye_y - 25, eye_y - 18, eye_y - 18, eye_y - 25, eye_y - 18, hair if style != "bald" else "#3b2416"))
    mouth = rng.choice([
        '<path d="M110 160Q128 176 146 160" stroke="#7a2e22" stroke-width="5" fill="none" stroke-linecap="round"/>',
        '<path d="M108 156Q128 184 148 156z" fill="#7a2e22"/><path d="M114 158H142Q128 164 114 158z" fill="#fff"/>',
        '<path d="M114 160Q128 170 142 160" stroke="#7a2e22" stroke-width="5" fill="none" stroke-linecap="round"/>',
    ])
    extras = ""
    if rng.random() < 0.3:
        extras += ('<g fill="none" stroke="#222" stroke-width="4"><circle cx="106" cy="%d" r="16"/><circle cx="150" cy="%d" r="16"/>'
                   '<path d="M122 %d H134"/></g>' % (eye_y, eye_y, eye_y))
    if rng.random() < 0.35:
        extras += '<circle cx="72" cy="150" r="5" fill="#ffd23f"/><circle cx="184" cy="150" r="5" fill="#ffd23f"/>'
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">'
            '<defs><radialGradient id="b" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></radialGradient></defs>'
            '<rect width="256" height="256" fill="url(#b)"/>'
            '<circle cx="%d" cy="%d" r="%d" fill="#fff" fill-opacity="0.18"/>%s'
            '<path d="M40 256C44 206 80 188 128 188S212 206 216 256z" fill="%s"/>'
            '<path d="M110 170H146V196Q128 210 110 196z" fill="%s"/><path d="M110 186Q128 198 146 186V196Q128 210 110 196z" fill="#000" fill-opacity="0.12"/>'
            '<ellipse cx="74" cy="132" rx="12" ry="16" fill="%s"/><ellipse cx="182" cy="132" rx="12" ry="16" fill="%s"/>'
            '<ellipse cx="128" cy="124" rx="56" ry="64" fill="%s"/>'
            '<ellipse cx="96" cy="150" rx="10" ry="6" fill="#ff6b81" fill-opacity="0.35"/><ellipse cx="160" cy="150" rx="10" ry="6" fill="#ff6b81" fill-opacity="0.35"/>'
            '<path d="M128 132Q122 146 130 148" stroke="#000" stroke-opacity="0.2" stroke-width="3" fill="none" stroke-linecap="round"/>'
            '%s%s%s%s%s</svg>'
            % (bg, bg2, rng.randint(30, 226), rng.randint(20, 90), rng.randint(20, 50), back, shirt, skin, skin, skin, skin,
               eyes, brows, mouth, front, extras))


def write_avatars(pool, tmp):
    lines = [header("avatars", 2), "avatars:\n"]
    jobs = []
    for i in range(1, 22):
        fn = "avatar-%02d.png" % i
        lines.append("  - id: %d\n    image: %s\n" % (i, fn))
        jobs.append(pool.submit(render, avatar_svg(i), os.path.join(CONTENT, "avatars", fn), "png", 256, 256, tmp))
    write_text(os.path.join(CONTENT, "avatars", "avatars.yaml"), "".join(lines))
    return jobs


def write_logos(pool, tmp):
    os.makedirs(os.path.join(CONTENT, "vendors", "logos"), exist_ok=True)
    return [pool.submit(render, logo_svg(v), os.path.join(CONTENT, "vendors", "logos", v[0] + ".png"), "png-rgba", 480, 240, tmp)
            for v in VENDORS]



def self_check(games):
    idre = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
    problems = []
    ids = [g["id"] for g in games]
    lids = [g["launchId"] for g in games]
    if len(games) < 150:
        problems.append("only %d games" % len(games))
    if len(set(ids)) != len(ids) or len(set(lids)) != len(lids):
        problems.append("duplicate game id or launchId")
    for g in games:
        if not idre.match(g["id"]) or not 1 <= len(g["tags"]) <= 4 or not all(idre.match(t) for t in g["tags"]):
            problems.append("bad id/tags: " + g["id"])
        if not os.path.isfile(os.path.join(CONTENT, "games", g["vendor"], g["thumb"])):
            problems.append("missing art: " + g["id"])
    per_cat = {c: sum(g["category"] == c for g in games) for c, _ in CATEGORIES if c != "lobby"}
    problems += ["category %s has %d games" % (c, n) for c, n in per_cat.items() if n < 8]
    per_vendor = {v[0]: sorted({g["category"] for g in games if g["vendor"] == v[0]}) for v in VENDORS}
    problems += ["vendor %s in <2 categories" % v for v, cs in per_vendor.items() if len(cs) < 2]
    if len(VENDORS) < 12:
        problems.append("fewer than 12 vendors")
    accented = [g["name"] for g in games if any(ord(ch) > 127 for ch in g["name"])]
    if len(accented) < 3:
        problems.append("fewer than 3 accented names")
    total = 0
    for top in ["games", "vendors", "avatars", os.path.join("icons", "categories")]:
        for dp, _, fns in os.walk(os.path.join(CONTENT, top)):
            total += sum(os.path.getsize(os.path.join(dp, f)) for f in fns)
    total += os.path.getsize(os.path.join(CONTENT, "categories.yaml"))
    if total > BUDGET_BYTES:
        problems.append("total %d bytes over budget" % total)
    fmts = {}
    for g in games:
        fmts[g["fmt"]] = fmts.get(g["fmt"], 0) + 1
    print("games %d, hot %d, focus %d, accented %s" % (len(games), sum(g["hot"] for g in games),
                                                     sum(1 for g in games if g["focus"]), ", ".join(accented)))
    print("per category:", ", ".join("%s %d" % kv for kv in per_cat.items()))
    print("per vendor:", ", ".join("%s %d" % (v, sum(g["vendor"] == v for g in games)) for v in per_vendor))
    print("formats:", ", ".join("%s %d" % kv for kv in sorted(fmts.items())))
    print("total bytes:", total)
    for p in problems:
        print("PROBLEM:", p)
    return not problems


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def clean():
    for p in ["games", "vendors", "avatars", os.path.join("icons", "categories")]:
        shutil.rmtree(os.path.join(CONTENT, p), ignore_errors=True)
    try:
        os.remove(os.path.join(CONTENT, "categories.yaml"))
    except FileNotFoundError:
        pass


def main():
    if not os.path.isdir(CONTENT) or not os.path.isdir(os.path.join(ROOT, "tools")):
        sys.exit("run from the repository root")
    clean()
    write_categories()
    write_vendor_yaml()
    games = build_games()
    for gm in games:
        write_game_yaml(gm)
    only = os.environ.get("DEMO_ONLY")  # debugging: comma-separated game ids to render
    jobs = []
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 4) as pool:
        jobs += write_logos(pool, tmp) + write_avatars(pool, tmp)
        for gm in games:
            if only and gm["id"] not in only.split(","):
                continue
            out = os.path.join(CONTENT, "games", gm["vendor"], gm["thumb"])
            jobs.append(pool.submit(render, game_svg(gm), out, gm["fmt"], gm["size"][0], gm["size"][1], tmp))
        for j in jobs:
            j.result()
    if not only and not self_check(games):
        sys.exit(1)


if __name__ == "__main__":
    main()
