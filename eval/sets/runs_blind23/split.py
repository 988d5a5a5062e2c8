#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl per category and write FROZEN."""
import hashlib
import json
import os
import random

SEED = 58211
CATEGORIES = ["factual", "statistical", "reasoning", "absent"]
HERE = os.path.dirname(os.path.abspath(__file__))


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def compute_split(lines):
    """Return (dev_ids, held_ids, counts) for the raw question lines."""
    by_cat = {c: [] for c in CATEGORIES}
    for line in lines:
        obj = json.loads(line)
        by_cat[obj["category"]].append(obj["id"])
    dev, held, counts = set(), set(), {}
    odd_turn = 0  # odd extra goes to dev, then heldout, then dev, ...
    for cat in CATEGORIES:
        ids = sorted(by_cat[cat])
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2:
            if odd_turn % 2 == 0:
                half += 1
            odd_turn += 1
        dev.update(ids[:half])
        held.update(ids[half:])
        counts[cat] = {"total": len(ids), "dev": half, "heldout": len(ids) - half}
    return dev, held, counts


def main():
    qpath = os.path.join(HERE, "questions.jsonl")
    with open(qpath) as f:
        lines = [l for l in f.read().splitlines() if l.strip()]
    dev, held, counts = compute_split(lines)
    with open(os.path.join(HERE, "dev.jsonl"), "w") as fd, open(os.path.join(HERE, "heldout.jsonl"), "w") as fh:
        for line in lines:
            qid = json.loads(line)["id"]
            (fd if qid in dev else fh).write(line + "\n")
    frozen = {
        "seed": SEED,
        "counts": counts,
        "sha256": {name: sha256(os.path.join(HERE, name))
                   for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl")},
    }
    with open(os.path.join(HERE, "FROZEN"), "w") as f:
        json.dump(frozen, f, indent=2)
        f.write("\n")
    print(json.dumps(frozen["counts"]))


if __name__ == "__main__":
    main()
