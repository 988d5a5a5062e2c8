#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl and heldout.jsonl (half each).

Stratified by store, and within a store by channel (runs) or manual (manuals).
Deterministic: a fixed seed shuffles each stratum; when a stratum has an odd
size, the extra question goes to whichever split is currently smaller (dev on a
tie), so the two files end up the same size. Lines keep the order they have in
questions.jsonl. Standard library only.
"""
import json
import os
import random
from collections import defaultdict

SEED = 37380
HERE = os.path.dirname(os.path.abspath(__file__))


def stratum(rec):
    return (rec["store"], str(rec.get("channel")), str(rec.get("manual")))


def main():
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        lines = [l for l in f.read().splitlines() if l.strip()]
    recs = [json.loads(l) for l in lines]

    groups = defaultdict(list)
    for rec in recs:
        groups[stratum(rec)].append(rec["id"])

    rng = random.Random(SEED)
    dev_ids, held_ids = set(), set()
    for key in sorted(groups):
        ids = sorted(groups[key])
        rng.shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2 and len(dev_ids) <= len(held_ids):
            half += 1
        dev_ids.update(ids[:half])
        held_ids.update(ids[half:])

    with open(os.path.join(HERE, "dev.jsonl"), "w", encoding="utf-8") as fd, \
         open(os.path.join(HERE, "heldout.jsonl"), "w", encoding="utf-8") as fh:
        for line, rec in zip(lines, recs):
            (fd if rec["id"] in dev_ids else fh).write(line + "\n")
    print(f"dev: {len(dev_ids)}  heldout: {len(held_ids)}")


if __name__ == "__main__":
    main()
