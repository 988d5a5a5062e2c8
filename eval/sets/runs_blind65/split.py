#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl per category with a fixed seed, and write FROZEN."""
import hashlib, json, os, random

SEED = 65237
ROOT = os.path.dirname(os.path.abspath(__file__))


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def compute_split(lines):
    """Return (dev_ids, held_ids, counts) for the raw question lines."""
    by_cat = {}
    for line in lines:
        obj = json.loads(line)
        by_cat.setdefault(obj["category"], []).append(obj["id"])
    dev, held, counts = set(), set(), {}
    extra_to_dev = True          # odd extra goes alternately to dev / heldout
    for cat in sorted(by_cat):
        ids = sorted(by_cat[cat])
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2:
            n_dev = half + 1 if extra_to_dev else half
            extra_to_dev = not extra_to_dev
        else:
            n_dev = half
        dev.update(ids[:n_dev])
        held.update(ids[n_dev:])
        counts[cat] = {"total": len(ids), "dev": n_dev, "heldout": len(ids) - n_dev}
    return dev, held, counts


def main():
    qpath = os.path.join(ROOT, "questions.jsonl")
    with open(qpath) as f:
        lines = [l for l in f.read().splitlines() if l.strip()]
    dev, held, counts = compute_split(lines)
    with open(os.path.join(ROOT, "dev.jsonl"), "w") as fd, open(os.path.join(ROOT, "heldout.jsonl"), "w") as fh:
        for line in lines:                      # questions order, lines verbatim
            qid = json.loads(line)["id"]
            (fd if qid in dev else fh).write(line + "\n")
    frozen = {
        "seed": SEED,
        "counts": counts,
        "total": {"total": len(lines), "dev": len(dev), "heldout": len(held)},
        "sha256": {name: sha256(os.path.join(ROOT, name))
                   for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl")},
    }
    with open(os.path.join(ROOT, "FROZEN"), "w") as f:
        json.dump(frozen, f, indent=2)
        f.write("\n")
    print(json.dumps(frozen["counts"]), "dev", len(dev), "heldout", len(held))


if __name__ == "__main__":
    main()
