#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl and write FROZEN. Standard library only."""
import hashlib
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["factual", "statistical", "reasoning", "absent"]


def sha(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def main():
    src = os.path.join(HERE, "questions.jsonl")
    with open(src, encoding="utf-8") as fh:
        rows = [json.loads(l) for l in fh if l.strip()]
    rng = random.Random(6271)
    dev_ids, held_ids = set(), set()
    spare_to_dev = True
    for cat in ORDER:
        ids = [q["id"] for q in rows if q["category"] == cat]
        rng.shuffle(ids)
        half = len(ids) // 2
        dev_ids.update(ids[:half])
        held_ids.update(ids[half:2 * half])
        if len(ids) % 2:
            (dev_ids if spare_to_dev else held_ids).add(ids[-1])
            spare_to_dev = not spare_to_dev
    out = {"dev.jsonl": [q for q in rows if q["id"] in dev_ids],
           "heldout.jsonl": [q for q in rows if q["id"] in held_ids]}
    for name, qs in out.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            for q in qs:
                fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    lines = ["seed: 6271", "category order: " + ", ".join(ORDER)]
    for name, qs in out.items():
        per = {c: sum(1 for q in qs if q["category"] == c) for c in ORDER}
        lines.append(f"{name}: {len(qs)} " + " ".join(f"{c}={per[c]}" for c in ORDER))
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        lines.append(f"sha256 {name} {sha(os.path.join(HERE, name))}")
    with open(os.path.join(HERE, "FROZEN"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
