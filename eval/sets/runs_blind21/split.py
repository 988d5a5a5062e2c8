#!/usr/bin/env python3
"""Split questions.jsonl into dev.jsonl / heldout.jsonl per category and write FROZEN.
Per category: ids sorted, random.Random(SEED).shuffle, first half dev, second half held-out.
For a category with an odd count the extra question goes to dev or held-out alternately,
starting with dev, over the categories in the order factual, statistical, reasoning, absent."""
import json, os, random, hashlib
HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 40617
CATS = ['factual', 'statistical', 'reasoning', 'absent']


def plan(rows):
    dev, held = set(), set()
    extra_to_dev = True
    for cat in CATS:
        ids = sorted(r['id'] for r in rows if r['category'] == cat)
        random.Random(SEED).shuffle(ids)
        half = len(ids) // 2
        if len(ids) % 2:
            cut = half + 1 if extra_to_dev else half
            extra_to_dev = not extra_to_dev
        else:
            cut = half
        dev.update(ids[:cut])
        held.update(ids[cut:])
    return dev, held


def sha(p):
    return hashlib.sha256(open(p, 'rb').read()).hexdigest()


def main():
    qpath = os.path.join(HERE, 'questions.jsonl')
    lines = open(qpath).read().splitlines()
    rows = [json.loads(l) for l in lines]
    dev, held = plan(rows)
    with open(os.path.join(HERE, 'dev.jsonl'), 'w') as fd, open(os.path.join(HERE, 'heldout.jsonl'), 'w') as fh:
        for l, r in zip(lines, rows):
            (fd if r['id'] in dev else fh).write(l + '\n')
    counts = {}
    for cat in CATS:
        counts[cat] = {'total': sum(r['category'] == cat for r in rows),
                       'dev': sum(r['category'] == cat and r['id'] in dev for r in rows),
                       'heldout': sum(r['category'] == cat and r['id'] in held for r in rows)}
    frozen = {'seed': SEED, 'counts': counts,
              'sha256': {f: sha(os.path.join(HERE, f)) for f in ('questions.jsonl', 'dev.jsonl', 'heldout.jsonl')}}
    json.dump(frozen, open(os.path.join(HERE, 'FROZEN'), 'w'), indent=2)
    print(json.dumps(counts))


if __name__ == '__main__':
    main()
