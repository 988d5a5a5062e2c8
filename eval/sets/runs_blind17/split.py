#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl and write FROZEN."""
import json, random, hashlib, os
HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 51407
CATS = ["factual", "statistical", "reasoning", "absent"]

def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()

def main():
    qs = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl")) if l.strip()]
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
        counts[cat] = {"dev": len(d), "heldout": len(h)}
    byid = {q["id"]: q for q in qs}
    for name, ids in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w") as f:
            for i in sorted(ids):
                f.write(json.dumps(byid[i]) + "\n")
    with open(os.path.join(HERE, "FROZEN"), "w") as f:
        f.write("seed %d\n" % SEED)
        for cat in CATS:
            f.write("%s dev %d heldout %d\n" % (cat, counts[cat]["dev"], counts[cat]["heldout"]))
        f.write("total dev %d heldout %d\n" % (len(dev), len(held)))
        for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
            f.write("sha256 %s %s\n" % (name, sha(os.path.join(HERE, name))))

if __name__ == "__main__":
    main()
