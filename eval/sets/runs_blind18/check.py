#!/usr/bin/env python3
"""Validate questions.jsonl, dev/heldout split, FROZEN and dev_synonyms.jsonl.
Exit status 1 on any problem."""
import json, os, sys, hashlib

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CATS = ["factual", "statistical", "reasoning", "absent"]
SCOPE = "proj:blind18"
problems = []

def bad(msg):
    problems.append(msg)

def load(name):
    rows = []
    p = os.path.join(HERE, name)
    if not os.path.exists(p):
        bad(f"{name}: missing")
        return rows
    for n, line in enumerate(open(p, encoding="utf-8"), 1):
        if not line.strip():
            bad(f"{name}:{n}: blank line")
            continue
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            bad(f"{name}:{n}: bad json ({e})")
    return rows

def folder_text(folder):
    chunks = []
    for dp, dn, fn in os.walk(folder):
        for f in fn:
            try:
                with open(os.path.join(dp, f), errors="replace") as fh:
                    chunks.append(fh.read())
            except OSError:
                pass
    return "\n".join(chunks)

def check_rows(name, rows):
    prev = None
    seen = set()
    for r in rows:
        rid = r.get("id", "?")
        if list(r.keys()) != KEYS:
            bad(f"{name} {rid}: keys/order {list(r.keys())}")
            continue
        if r["category"] not in CATS:
            bad(f"{name} {rid}: category {r['category']}")
        if r["scope"] != SCOPE:
            bad(f"{name} {rid}: scope {r['scope']}")
        if rid in seen:
            bad(f"{name} {rid}: duplicate id")
        seen.add(rid)
        if prev is not None and rid <= prev:
            bad(f"{name} {rid}: ids not increasing")
        prev = rid
        mc = r["must_contain"]
        if not isinstance(mc, list) or not 1 <= len(mc) <= 4 or not all(isinstance(s, str) and s for s in mc):
            bad(f"{name} {rid}: must_contain must be 1-4 non-empty strings")
            continue
        if not isinstance(r["question"], str) or not r["question"].strip():
            bad(f"{name} {rid}: empty question")
        ev = r["evidence"]
        if ":" not in ev:
            bad(f"{name} {rid}: evidence lacks :line")
            continue
        path, line = ev.rsplit(":", 1)
        full = os.path.join(HERE, path)
        if not (path.startswith("runs/") or path == "README.md"):
            bad(f"{name} {rid}: evidence must be runs/<run>/<file> or README.md")
            continue
        if path == "README.md" and r["category"] != "statistical":
            bad(f"{name} {rid}: README evidence only for statistical questions")
        if not os.path.isfile(full):
            bad(f"{name} {rid}: evidence file {path} missing")
            continue
        lines = open(full, errors="replace").read().split("\n")
        if not line.isdigit() or not 1 <= int(line) <= len(lines) or not lines[int(line) - 1].strip():
            bad(f"{name} {rid}: evidence line {line} missing or blank")
            continue
        if r["category"] != "absent":
            if path == "README.md":
                hay = open(full, errors="replace").read()
            else:
                parts = path.split("/")
                folder = os.path.join(HERE, parts[0], parts[1])
                hay = folder_text(folder) + "\n" + parts[1]
            for s in mc:
                if s not in hay:
                    bad(f"{name} {rid}: must_contain {s!r} not found under {path if path == 'README.md' else '/'.join(path.split('/')[:2])}")

q = load("questions.jsonl")
check_rows("questions.jsonl", q)
ids = [r.get("id") for r in q]
if ids != [f"q{i:03d}" for i in range(1, len(q) + 1)]:
    bad("questions.jsonl: ids are not q001..qNNN in order")
if not 105 <= len(q) <= 115:
    bad(f"questions.jsonl: {len(q)} questions, expected 105-115")

dev = load("dev.jsonl")
held = load("heldout.jsonl")
syn = load("dev_synonyms.jsonl")
qmap = {r["id"]: r for r in q}
dset = {r["id"] for r in dev}
hset = {r["id"] for r in held}
if dset & hset:
    bad(f"dev/heldout overlap: {sorted(dset & hset)}")
if dset | hset != set(qmap):
    bad("dev + heldout do not cover questions.jsonl exactly")
for name, rows in (("dev.jsonl", dev), ("heldout.jsonl", held)):
    for r in rows:
        if qmap.get(r.get("id")) != r:
            bad(f"{name} {r.get('id')}: differs from questions.jsonl")
    check_rows(name, rows) if rows else None
for c in CATS:
    nd = sum(1 for r in dev if r["category"] == c)
    nh = sum(1 for r in held if r["category"] == c)
    if abs(nd - nh) > 1:
        bad(f"split: category {c} unbalanced {nd}/{nh}")

# synonyms: same ids as dev, question reworded, everything else identical
smap = {r.get("id"): r for r in syn}
if set(smap) != dset or len(syn) != len(dev):
    bad("dev_synonyms.jsonl: ids differ from dev.jsonl")
for r in dev:
    s = smap.get(r["id"])
    if not s:
        continue
    if list(s.keys()) != KEYS:
        bad(f"dev_synonyms {r['id']}: keys/order")
        continue
    if s["question"].strip().lower() == r["question"].strip().lower():
        bad(f"dev_synonyms {r['id']}: question not reworded")
    for k in KEYS:
        if k != "question" and s[k] != r[k]:
            bad(f"dev_synonyms {r['id']}: field {k} changed")

# FROZEN
fz = os.path.join(HERE, "FROZEN")
if not os.path.exists(fz):
    bad("FROZEN missing")
else:
    txt = open(fz).read()
    for f in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        h = hashlib.sha256(open(os.path.join(HERE, f), "rb").read()).hexdigest()
        if h not in txt:
            bad(f"FROZEN: sha256 of {f} does not match")
    if "73019" not in txt:
        bad("FROZEN: seed missing")

# size limits
total = 0
for dp, dn, fn in os.walk(HERE):
    for f in fn:
        sz = os.path.getsize(os.path.join(dp, f))
        total += sz
        if sz > 2 * 1024 * 1024:
            bad(f"file over 2 MB: {os.path.join(dp, f)}")
if total > 15 * 1024 * 1024:
    bad(f"folder is {total} bytes, over 15 MB")

if problems:
    for p in problems:
        print("PROBLEM:", p)
    print(f"{len(problems)} problem(s)")
    sys.exit(1)
print(f"OK: {len(q)} questions, dev {len(dev)}, heldout {len(held)}, synonyms {len(syn)}")
