#!/usr/bin/env python3
"""Seeded per-category split of questions.jsonl into dev.jsonl / heldout.jsonl, writes FROZEN."""
import json, os, random, hashlib
HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 70253
CATS = ['factual', 'statistical', 'reasoning', 'absent']


def split_ids(rows, seed=SEED):
    dev, held = set(), set()
    odd_to_dev = True
    for cat in CATS:
        ids = sorted(r['id'] for r in rows if r['category'] == cat)
        random.Random(seed).shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2:
            cut = half + 1 if odd_to_dev else half
            odd_to_dev = not odd_to_dev
        else:
            cut = half
        dev.update(ids[:cut])
        held.update(ids[cut:])
    return dev, held


def sha(p):
    return hashlib.sha256(open(p, 'rb').read()).hexdigest()


def main():
    qp = os.path.join(HERE, 'questions.jsonl')
    lines = [l for l in open(qp) if l.strip()]
    rows = [json.loads(l) for l in lines]
    dev, held = split_ids(rows)
    with open(os.path.join(HERE, 'dev.jsonl'), 'w') as fd, open(os.path.join(HERE, 'heldout.jsonl'), 'w') as fh:
        for l, r in zip(lines, rows):
            (fd if r['id'] in dev else fh).write(l if l.endswith('\n') else l + '\n')
    counts = {}
    for cat in CATS:
        c = [r for r in rows if r['category'] == cat]
        counts[cat] = {'total': len(c), 'dev': sum(r['id'] in dev for r in c), 'heldout': sum(r['id'] in held for r in c)}
    frozen = {'seed': SEED, 'counts': counts,
              'sha256': {n: sha(os.path.join(HERE, n)) for n in ('questions.jsonl', 'dev.jsonl', 'heldout.jsonl')}}
    with open(os.path.join(HERE, 'FROZEN'), 'w') as f:
        json.dump(frozen, f, indent=2)
        f.write('\n')
    print(json.dumps(counts))


if __name__ == '__main__':
    main()
