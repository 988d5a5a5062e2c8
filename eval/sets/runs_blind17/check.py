#!/usr/bin/env python3
"""Validates the question files against the run folders. Exit 1 on any problem."""
import json, os, sys, re, hashlib
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CATS = {"factual", "statistical", "reasoning", "absent"}
SCOPE = "proj:blind17"
problems = []

def bad(msg):
    problems.append(msg)

def load(name):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        bad("missing file %s" % name)
        return []
    out = []
    for n, line in enumerate(open(path), 1):
        if not line.strip():
            continue
        try:
            out.append(json.loads(line))
        except ValueError as e:
            bad("%s:%d not JSON (%s)" % (name, n, e))
    return out

def folder_text(folder):
    texts = []
    for root, _, files in os.walk(folder):
        for fn in files:
            try:
                with open(os.path.join(root, fn), errors="replace") as f:
                    texts.append(f.read())
            except OSError:
                pass
    return texts

qs = load("questions.jsonl")
seen = []
cache = {}
for q in qs:
    qid = q.get("id", "?")
    if list(q.keys()) != KEYS:
        bad("%s: keys/order %s" % (qid, list(q.keys())))
        continue
    if q["category"] not in CATS:
        bad("%s: category %s" % (qid, q["category"]))
    if q["scope"] != SCOPE:
        bad("%s: scope %s" % (qid, q["scope"]))
    if not re.fullmatch(r"q\d{3}", qid):
        bad("%s: id format" % qid)
    seen.append(qid)
    mc = q["must_contain"]
    if not isinstance(mc, list) or not 1 <= len(mc) <= 4 or not all(isinstance(s, str) and s for s in mc):
        bad("%s: must_contain should be 1-4 non-empty strings" % qid)
    if not q["question"].strip() or not q["notes"].strip():
        bad("%s: empty question or notes" % qid)
    m = re.fullmatch(r"(.+):(\d+)", q["evidence"])
    if not m:
        bad("%s: evidence format %s" % (qid, q["evidence"]))
        continue
    efile, eline = m.group(1), int(m.group(2))
    if not (efile == "README.md" or re.match(r"runs/[^/]+/.+", efile)):
        bad("%s: evidence must be README.md or runs/<run>/<file>" % qid)
        continue
    if efile == "README.md" and q["category"] != "statistical":
        bad("%s: README evidence only for statistical questions" % qid)
    path = os.path.join(HERE, efile)
    if not os.path.isfile(path):
        bad("%s: evidence file missing %s" % (qid, efile))
        continue
    lines = open(path, errors="replace").read().split("\n")
    if eline < 1 or eline > len(lines) or not lines[eline - 1].strip():
        bad("%s: evidence line %d missing or blank in %s" % (qid, eline, efile))
    if q["category"] != "absent":
        if efile == "README.md":
            texts = [open(path, errors="replace").read()]
        else:
            folder = os.path.join(HERE, *efile.split("/")[:2])
            if folder not in cache:
                cache[folder] = folder_text(folder)
            texts = cache[folder]
        for s in mc:
            if not any(s in t for t in texts):
                bad("%s: must_contain %r not found under %s" % (qid, s, efile if efile == "README.md" else os.path.dirname(efile)))

if len(set(seen)) != len(seen):
    bad("duplicate ids")
if seen != sorted(seen):
    bad("ids not in order")
expected = ["q%03d" % i for i in range(1, len(seen) + 1)]
if seen != expected:
    bad("ids not consecutive from q001")

dev = load("dev.jsonl")
held = load("heldout.jsonl")
byid = {q["id"]: q for q in qs}
dids = [q["id"] for q in dev]
hids = [q["id"] for q in held]
if set(dids) & set(hids):
    bad("dev and heldout overlap")
if set(dids) | set(hids) != set(byid):
    bad("dev + heldout do not cover questions.jsonl")
for q in dev + held:
    if byid.get(q["id"]) != q:
        bad("%s: split copy differs from questions.jsonl" % q["id"])

syn = load("dev_synonyms.jsonl")
if [q["id"] for q in syn] != dids:
    bad("dev_synonyms ids differ from dev")
for s in syn:
    d = byid.get(s["id"])
    if d is None:
        continue
    if list(s.keys()) != KEYS:
        bad("%s: synonym keys/order" % s["id"])
    if s["question"].strip().lower() == d["question"].strip().lower():
        bad("%s: synonym question not reworded" % s["id"])
    for k in KEYS:
        if k != "question" and s.get(k) != d.get(k):
            bad("%s: synonym changed %s" % (s["id"], k))

frozen = os.path.join(HERE, "FROZEN")
if os.path.exists(frozen):
    ft = open(frozen).read()
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        h = hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest()
        if ("sha256 %s %s" % (name, h)) not in ft:
            bad("FROZEN hash mismatch for %s" % name)
else:
    bad("FROZEN missing")

for root, _, files in os.walk(HERE):
    for fn in files:
        p = os.path.join(root, fn)
        if os.path.getsize(p) > 2 * 1024 * 1024:
            bad("file over 2 MB: %s" % os.path.relpath(p, HERE))

if problems:
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1)
print("check.py: %d questions, dev %d, heldout %d, synonyms %d - all OK" % (len(qs), len(dev), len(held), len(syn)))
