#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl (standard library only).

Per category, ids are shuffled with random.Random(SEED); the first half goes to dev, the
second half to heldout; an odd spare alternates dev / heldout across categories, starting
with dev. FROZEN records the seed, per-file counts per category and sha256 of the files.
"""
import hashlib
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 61223
CATS = ["factual", "statistical", "reasoning", "absent"]


def sha(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def main():
    rows = []
    with open(os.path.join(HERE, "questions.jsonl")) as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    byid = {d["id"]: d for d in rows}
    rng = random.Random(SEED)
    dev_ids, held_ids = [], []
    spare_to_dev = True
    counts = {"dev.jsonl": {}, "heldout.jsonl": {}}
    for cat in CATS:
        ids = sorted(d["id"] for d in rows if d["category"] == cat)
        rng.shuffle(ids)
        half = len(ids) // 2
        dev, held = ids[:half], ids[half:2 * half]
        if len(ids) % 2:
            if spare_to_dev:
                dev.append(ids[-1])
            else:
                held.append(ids[-1])
            spare_to_dev = not spare_to_dev
        dev_ids += dev
        held_ids += held
        counts["dev.jsonl"][cat] = len(dev)
        counts["heldout.jsonl"][cat] = len(held)
    for name, ids in (("dev.jsonl", dev_ids), ("heldout.jsonl", held_ids)):
        with open(os.path.join(HERE, name), "w") as fh:
            for i in sorted(ids):
                fh.write(json.dumps(byid[i]) + "\n")
    lines = [f"seed: {SEED}"]
    for name in ("dev.jsonl", "heldout.jsonl"):
        c = counts[name]
        lines.append(f"{name}: total {sum(c.values())}; " + ", ".join(f"{k} {c[k]}" for k in CATS))
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        lines.append(f"sha256 {name}: {sha(os.path.join(HERE, name))}")
    with open(os.path.join(HERE, "FROZEN"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines[:3]))


if __name__ == "__main__":
    main()
