#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl and heldout.jsonl (standard library only).

Stratified by category: each category's questions (in file order) are shuffled with
one random.Random(2126) generator, categories taken in sorted order, and cut in half.
When a category has an odd count the spare question alternates between dev and
held-out (first odd category -> dev, next -> held-out, ...), so the halves stay equal
in size. Output files keep the original question order (by id).
"""
import json
import random
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 2126


def main() -> None:
    lines = [text for text in (HERE / "questions.jsonl").read_text().splitlines() if text.strip()]
    questions = [json.loads(text) for text in lines]
    by_cat: defaultdict[str, list[dict[str, object]]] = defaultdict(list)
    for q in questions:
        by_cat[q["category"]].append(q)

    rng = random.Random(SEED)
    dev_ids: set[object] = set()
    held_ids: set[object] = set()
    spare_to_dev = True
    for cat in sorted(by_cat):
        items = list(by_cat[cat])
        rng.shuffle(items)
        n_dev = len(items) // 2
        if len(items) % 2:
            n_dev += 1 if spare_to_dev else 0
            spare_to_dev = not spare_to_dev
        dev_ids.update(q["id"] for q in items[:n_dev])
        held_ids.update(q["id"] for q in items[n_dev:])

    with open(HERE / "dev.jsonl", "w") as dev, open(HERE / "heldout.jsonl", "w") as held:
        for line, q in zip(lines, questions, strict=True):
            (dev if q["id"] in dev_ids else held).write(line + "\n")

    for name, ids in (("dev", dev_ids), ("heldout", held_ids)):
        counts: defaultdict[object, int] = defaultdict(int)
        for q in questions:
            if q["id"] in ids:
                counts[q["category"]] += 1
        print(name, len(ids), dict(sorted(counts.items())))


if __name__ == "__main__":
    main()
