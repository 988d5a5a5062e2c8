#!/usr/bin/env python3
"""Freeze questions.jsonl and split it into dev / held-out halves per category."""
import json, random, hashlib
from collections import OrderedDict

SEED = 29311
CATS = ["factual", "statistical", "reasoning", "absent"]

qs = [json.loads(l) for l in open("questions.jsonl") if l.strip()]
by = OrderedDict((c, sorted(q["id"] for q in qs if q["category"] == c)) for c in CATS)
dev, held = set(), set()
spare_to_dev = True
counts = {}
for c in CATS:
    ids = list(by[c])
    random.Random(SEED).shuffle(ids)
    half = len(ids) // 2
    d, h = ids[:half], ids[half:2 * half]
    if len(ids) % 2:
        (d if spare_to_dev else h).append(ids[-1])
        spare_to_dev = not spare_to_dev
    dev.update(d); held.update(h)
    counts[c] = {"total": len(ids), "dev": len(d), "heldout": len(h)}

with open("dev.jsonl", "w") as f:
    for q in qs:
        if q["id"] in dev:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open("heldout.jsonl", "w") as f:
    for q in qs:
        if q["id"] in held:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")

sha = lambda p: hashlib.sha256(open(p, "rb").read()).hexdigest()
frozen = {"seed": SEED, "counts": counts,
          "sha256": {p: sha(p) for p in ["questions.jsonl", "dev.jsonl", "heldout.jsonl"]}}
json.dump(frozen, open("FROZEN", "w"), indent=2)
print(json.dumps(frozen, indent=2))
