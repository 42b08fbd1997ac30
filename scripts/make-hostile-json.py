#!/usr/bin/env python3
"""Writes JSON files shaped to make a parser slow or deep, for timing and fuzz seeds.

    scripts/make-hostile-json.py DIR [--size BYTES]     full-size files (default 8 MiB)
    scripts/make-hostile-json.py --small DIR            fuzz seeds, each under 64 KiB

Every file is one JSON object, so `mz replay --headless` and `mz validate` get past their
"is it an object" check only after the whole text is parsed:

  ten-500-deep.json   {"a":[c,…]} with ten c = 500-deep [[…]]: 38 s in Foundation's decoder
  wide-64-deep.json   {"a":[…]} full of sibling arrays nested to exactly the 64-level limit
  deep-prefix.json    {"a": then half the size in '[' and half in ']'
  flat-numbers.json   {"a":[0,1,2,…]}: the most values per byte
  flat-object.json    {"a":{"k0":0,"k1":0,…}}: one object with the most distinct keys
  escapes.json        {"a":["\u00e9\u00e9…",…]}: strings decoded escape by escape
"""
import argparse
import os

LIMIT = 64


def nested(depth):
    return "[" * depth + "]" * depth


def filled(prefix, unit, suffix, size):
    """prefix + unit, unit, … + suffix, as many units as fit in size bytes."""
    count = max(1, (size - len(prefix) - len(suffix)) // (len(unit) + 1))
    return prefix + ",".join([unit] * count) + suffix


def counted(prefix, item, suffix, size):
    """prefix + item(0), item(1), … + suffix, as many items as fit in size bytes."""
    items, total, n = [], len(prefix) + len(suffix), 0
    while total + len(item(n)) + 1 <= size:
        items.append(item(n))
        total += len(items[-1]) + 1
        n += 1
    return prefix + ",".join(items) + suffix


def files(size):
    # {"a":[ opens two levels, so siblings may nest LIMIT - 2 deeper.
    half = (size - 7) // 2
    return {
        "ten-500-deep.json": '{"a":[' + ",".join([nested(500)] * 10) + "]}",
        "wide-64-deep.json": filled('{"a":[', nested(LIMIT - 2), "]}", size),
        "deep-prefix.json": '{"a":' + "[" * half + "]" * half + "}",
        "flat-numbers.json": counted('{"a":[', str, "]}", size),
        "flat-object.json": counted('{"a":{', lambda n: f'"k{n}":0', "}}", size),
        "escapes.json": filled('{"a":[', '"' + "\\u00e9" * 100 + '"', "]}", size),
    }


def small_files():
    out = files(60_000)
    out["depth-64.json"] = '{"a":' + nested(LIMIT - 1) + "}"
    out["depth-65.json"] = '{"a":' + nested(LIMIT) + "}"
    out["objects-64.json"] = '{"a":' * LIMIT + "1" + "}" * LIMIT
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--size", type=int, default=8 * 1024 * 1024)
    parser.add_argument("--small", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    for name, text in (small_files() if args.small else files(args.size)).items():
        assert len(text) <= args.size or args.small, name
        with open(os.path.join(args.dir, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
