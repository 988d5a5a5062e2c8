#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl (standard library only).

Each category is shuffled with one random.Random(5157) instance (categories
processed in the fixed order below) and cut in half.  When a category has an
odd count, the spare question goes to dev for the first odd category, to
heldout for the next, and so on alternately.  Output files keep the original
id order.  Also writes FROZEN with counts and sha256 of the three files.
"""
import hashlib
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["factual", "statistical", "reasoning", "absent"]


def main():
    path = os.path.join(HERE, "questions.jsonl")
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    rng = random.Random(5157)
    dev_ids, held_ids = set(), set()
    spare_to_dev = True
    for cat in ORDER:
        ids = [r["id"] for r in rows if r["category"] == cat]
        rng.shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2:
            if spare_to_dev:
                dev_ids.update(ids[: half + 1]); held_ids.update(ids[half + 1:])
            else:
                dev_ids.update(ids[:half]); held_ids.update(ids[half:])
            spare_to_dev = not spare_to_dev
        else:
            dev_ids.update(ids[:half]); held_ids.update(ids[half:])
    cats = {r["category"] for r in rows}
    assert cats <= set(ORDER), cats
    for name, keep in (("dev.jsonl", dev_ids), ("heldout.jsonl", held_ids)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                if r["id"] in keep:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
    lines = ["count questions.jsonl %d" % len(rows),
             "count dev.jsonl %d" % len(dev_ids),
             "count heldout.jsonl %d" % len(held_ids)]
    for cat in ORDER:
        lines.append("count %s dev=%d heldout=%d" % (
            cat,
            sum(1 for r in rows if r["category"] == cat and r["id"] in dev_ids),
            sum(1 for r in rows if r["category"] == cat and r["id"] in held_ids)))
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        h = hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest()
        lines.append("sha256 %s %s" % (name, h))
    with open(os.path.join(HERE, "FROZEN"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
