#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl and write FROZEN.
Per category: sort ids, shuffle with random.Random(SEED), first half dev,
second half held-out; an odd spare goes alternately to dev / held-out across
categories (starting with dev)."""
import json, os, random, hashlib

SEED = 73019
CATS = ["factual", "statistical", "reasoning", "absent"]
HERE = os.path.dirname(os.path.abspath(__file__))

def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") if l.strip()]
    dev_ids, held_ids = set(), set()
    counts = {}
    spare_to_dev = True
    for c in CATS:
        ids = sorted(r["id"] for r in rows if r["category"] == c)
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2:
            cut = half + 1 if spare_to_dev else half
            spare_to_dev = not spare_to_dev
        else:
            cut = half
        dev_ids.update(ids[:cut])
        held_ids.update(ids[cut:])
        counts[c] = (cut, len(ids) - cut)
    def write(name, keep):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                if r["id"] in keep:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write("dev.jsonl", dev_ids)
    write("heldout.jsonl", held_ids)
    sha = lambda n: hashlib.sha256(open(os.path.join(HERE, n), "rb").read()).hexdigest()
    lines = [f"seed: {SEED}", "counts (dev / heldout):"]
    for c in CATS:
        lines.append(f"  {c}: {counts[c][0]} / {counts[c][1]}")
    lines.append(f"  total: {len(dev_ids)} / {len(held_ids)}")
    for n in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        lines.append(f"sha256 {n}: {sha(n)}")
    with open(os.path.join(HERE, "FROZEN"), "w") as f:
        f.write("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()
