#!/usr/bin/env python3
"""Writes the campaign's level specs to levels.json (without par and fingerprint).

The difficulty curve lives here, in one readable place; docs/campaign.md explains it.
After running this, fill in the stored par and fingerprint with:

    swift run mz validate levels.json --update

Seeds are fixed, so running this again gives the same file.
"""
import json, sys

ADJ = ["Quiet", "Winding", "Narrow", "Hidden", "Crooked", "Silent", "Twisted", "Frozen", "Muddy", "Lost",
       "Gilded", "Hollow", "Tangled", "Distant", "Broken", "Shifting", "Ancient", "Sunken", "Bright", "Deep"]
NOUN = ["Steps", "Hall", "Turn", "Passage", "Garden", "Cellar", "Gallery", "Lane", "Court", "Cloister",
        "Vault", "Walk", "Chamber", "Crossing", "Burrow", "Span", "Keep", "Warren", "Spiral", "Labyrinth"]
SHOWCASE = {10: ("Heart of Ice", "heart"), 20: ("Ring of Mud", "ring"), 30: ("The Diamond", "diamond"),
            40: ("Crossroads", "cross"), 50: ("Monogram", "mz"), 60: ("Frozen Heart", "heart"),
            70: ("Sunken Ring", "ring"), 80: ("Diamond Mine", "diamond"), 90: ("Grand Cross", "cross"),
            100: ("The Last Letter", "mz")}


def mask_size(name):
    rows = [r for r in open(f"Resources/masks/{name}.txt").read().split("\n") if r]
    return len(rows[0]), len(rows)


MASK_SIZES = {name: mask_size(name) for name in ["heart", "ring", "diamond", "cross", "mz"]}


def lerp(a, b, t):
    return a + (b - a) * t


def level(i):
    t = (i - 1) / 99.0
    spec = {"id": i}
    spec["seed"] = 7919 * i + 104729
    # Size grows from 6x4 to 36x18; cells are drawn 4 columns by 2 rows, so these fit a
    # terminal with scrolling for the largest.
    w = round(lerp(6, 36, t ** 0.8))
    h = round(lerp(4, 18, t ** 0.8))
    spec["width"], spec["height"] = w, h
    # Mostly recursive backtracker (long rivers, as the game post chose); other textures
    # for variety once the player knows the rules.
    algorithm = "recursive-backtracker"
    if i > 12 and i % 7 == 3:
        algorithm = "hunt-and-kill"
    elif i > 25 and i % 11 == 5:
        algorithm = "wilson"
    elif i > 40 and i % 13 == 7:
        algorithm = "growing-tree"
    elif i > 55 and i % 17 == 9:
        algorithm = "kruskal"
    spec["algorithm"] = algorithm
    # Terrain: ice from level 10, mud from level 20, both together from 30.
    ice = 0.0 if i < 10 else min(0.25, 0.08 + 0.002 * i)
    mud = 0.0 if i < 20 else min(0.18, 0.05 + 0.0015 * i)
    if 20 <= i < 30:
        ice = 0.0 if i % 2 == 0 else ice  # the mud chapter alternates with icy levels
    # Crates from level 3, farther off the path as the campaign goes on.
    crates = 0 if i < 3 else min(4, 1 + i // 25)
    depth = 1 + i // 15
    gems = 1 if (i % 7 == 0 and i >= 14) else 0
    slack = round(max(0.15, lerp(1.0, 0.15, t ** 0.7)), 2)
    braid = 0.0
    if i > 60 and i % 9 == 4:
        braid = 0.15
    name = f"{ADJ[(i * 7) % len(ADJ)]} {NOUN[(i * 3 + i // 20) % len(NOUN)]}"
    if i % 10 == 0:
        name, mask = SHOWCASE[i]
        spec["mask"] = mask
        spec["width"], spec["height"] = MASK_SIZES[mask]
        spec["algorithm"] = "recursive-backtracker" if i % 20 else "wilson"
        gems = 1 if i >= 30 else 0
        crates = max(crates, 2)
        slack = round(slack + 0.1, 2)
    spec["name"] = name
    if braid:
        spec["braid"] = braid
    if ice:
        spec["ice"] = round(ice, 3)
    if mud:
        spec["mud"] = round(mud, 3)
    if crates:
        spec["crates"] = crates
    if depth > 1:
        spec["crateDepth"] = depth
    if gems:
        spec["gems"] = gems
    spec["slack"] = slack
    return spec


def main():
    order = ["id", "name", "seed", "width", "height", "algorithm", "mask", "braid", "ice", "mud",
             "crates", "crateDepth", "gems", "slack"]
    levels = [level(i) for i in range(1, 101)]
    lines = []
    for spec in levels:
        fields = [f'"{k}": {json.dumps(spec[k])}' for k in order if k in spec]
        lines.append("    {" + ", ".join(fields) + "}")
    text = ('{\n  "formatVersion": 1,\n  "generatorVersion": 1,\n'
            '  "shop": {"jump": 40, "demolish": 60},\n  "levels": [\n' + ",\n".join(lines) + "\n  ]\n}\n")
    path = sys.argv[1] if len(sys.argv) > 1 else "levels.json"
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
