#!/usr/bin/env python3
"""Split questions.jsonl into dev/held-out halves per category and write FROZEN."""
import hashlib, json, os, random
SEED = 88463
HERE = os.path.dirname(os.path.abspath(__file__))
CATS = ["factual", "statistical", "reasoning", "absent"]


def sha(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def main():
    qs = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"))]
    by_id = {q["id"]: q for q in qs}
    dev, held = [], []
    spare_to_dev = True
    counts = {}
    for cat in CATS:
        ids = sorted(q["id"] for q in qs if q["category"] == cat)
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        d, h = ids[:half], ids[half:2 * half]
        if len(ids) % 2:
            (d if spare_to_dev else h).append(ids[-1])
            spare_to_dev = not spare_to_dev
        dev += d
        held += h
        counts[cat] = {"total": len(ids), "dev": len(d), "heldout": len(h)}
    for name, ids in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w") as f:
            for i in sorted(ids):
                f.write(json.dumps(by_id[i], ensure_ascii=False) + "\n")
    frozen = {"seed": SEED, "counts": counts,
              "sha256": {n: sha(os.path.join(HERE, n)) for n in ("questions.jsonl", "dev.jsonl", "heldout.jsonl")}}
    with open(os.path.join(HERE, "FROZEN"), "w") as f:
        json.dump(frozen, f, indent=2)
        f.write("\n")
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
