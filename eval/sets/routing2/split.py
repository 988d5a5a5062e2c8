#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl and heldout.jsonl (half each).

Stratified by store, and within it by channel (runs) or manual (manuals).
Deterministic: fixed seed, strata and items processed in sorted order.
Stdlib only. Run from any directory: paths are relative to this file.
"""
import json
import os
import random
from collections import defaultdict

SEED = 1729
HERE = os.path.dirname(os.path.abspath(__file__))


def stratum(q):
    return (q["store"], q.get("channel") or "", q.get("manual") or "")


def main():
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]
    groups = defaultdict(list)
    for q in qs:
        groups[stratum(q)].append(q)
    rng = random.Random(SEED)
    dev, held = [], []
    carry = 0  # alternates who gets the extra item of an odd-sized stratum
    for key in sorted(groups):
        items = sorted(groups[key], key=lambda q: q["id"])
        rng.shuffle(items)
        half = len(items) // 2
        if len(items) % 2:
            half += carry
            carry ^= 1
        dev.extend(items[:half])
        held.extend(items[half:])
    for name, part in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        part.sort(key=lambda q: q["id"])
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for q in part:
                f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"dev {len(dev)}, heldout {len(held)}")


if __name__ == "__main__":
    main()
