#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl per type and write FROZEN.

For each type (types in sorted order) the sorted ids of that type are shuffled with a
single random.Random(81529) instance; the first half goes to dev, the rest to heldout.
For odd counts the dev half is rounded up on even-indexed types (0, 2, 4, ...) and
rounded down on odd-indexed types. Lines are copied verbatim, in file order.
"""
import hashlib, json, os, random
from collections import defaultdict

SEED = 81529
HERE = os.path.dirname(os.path.abspath(__file__))
Q, DEV, HELD, FROZEN = (os.path.join(HERE, n) for n in
                        ("questions.jsonl", "dev.jsonl", "heldout.jsonl", "FROZEN"))


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    with open(Q, encoding="utf-8") as f:
        lines = [l for l in f.read().splitlines(keepends=True) if l.strip()]
    recs = [json.loads(l) for l in lines]
    by_type = defaultdict(list)
    for r in recs:
        by_type[r["type"]].append(r["id"])
    rng = random.Random(SEED)
    dev_ids, counts = set(), {"dev": {}, "heldout": {}}
    for k, t in enumerate(sorted(by_type)):
        ids = sorted(by_type[t])
        rng.shuffle(ids)
        n = len(ids)
        half = (n + 1) // 2 if k % 2 == 0 else n // 2
        dev_ids.update(ids[:half])
        counts["dev"][t] = half
        counts["heldout"][t] = n - half
    with open(DEV, "w", encoding="utf-8") as fd, open(HELD, "w", encoding="utf-8") as fh:
        for line, r in zip(lines, recs):
            (fd if r["id"] in dev_ids else fh).write(line if line.endswith("\n") else line + "\n")
    frozen = {
        "seed": SEED,
        "counts": counts,
        "sha256": {n: sha256(os.path.join(HERE, n))
                   for n in ("questions.jsonl", "dev.jsonl", "heldout.jsonl")},
    }
    with open(FROZEN, "w", encoding="utf-8") as f:
        json.dump(frozen, f, indent=2, sort_keys=True)
        f.write("\n")
    print(json.dumps(counts, indent=2))


if __name__ == "__main__":
    main()
