#!/usr/bin/env python3
"""Validate questions.jsonl, the dev/heldout split and FROZEN. Prints OK on success."""
import hashlib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "..", "..", "shared", "corpus")  # the checkout beside ../shared
KEYS = ["id", "type", "hops", "question", "reference", "atomic_facts", "gold"]
GKEYS = ["source", "start_line", "end_line"]
TYPES = {"single-module config localization", "cross-module config localization",
         "behavioural process analysis", "signal dependency", "control path tracing"}
errors = []


def err(msg):
    errors.append(msg)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return [l for l in f.read().splitlines() if l.strip()]


qlines = load("questions.jsonl")
recs, cache = [], {}
for i, line in enumerate(qlines, 1):
    try:
        r = json.loads(line)
    except Exception as e:
        err(f"line {i}: bad json {e}")
        continue
    recs.append(r)
    if list(r.keys()) != KEYS:
        err(f"line {i}: keys/order {list(r.keys())}")
    if r.get("id") != "sq-%03d" % i:
        err(f"line {i}: id {r.get('id')} out of sequence")
    if r.get("type") not in TYPES:
        err(f"{r.get('id')}: bad type {r.get('type')}")
    hops = r.get("hops")
    if not isinstance(hops, int) or not 2 <= hops <= 5:
        err(f"{r.get('id')}: bad hops {hops}")
    for k in ("question", "reference"):
        if not isinstance(r.get(k), str) or not r[k].strip():
            err(f"{r.get('id')}: empty {k}")
    af = r.get("atomic_facts")
    if not isinstance(af, list) or not 2 <= len(af) <= 6 or not all(isinstance(a, str) and a.strip() for a in af):
        err(f"{r.get('id')}: bad atomic_facts")
    gold = r.get("gold")
    if not isinstance(gold, list) or not gold:
        err(f"{r.get('id')}: no gold")
        continue
    if isinstance(hops, int) and len(gold) < hops:
        err(f"{r.get('id')}: {len(gold)} gold ranges < {hops} hops")
    for g in gold:
        if not isinstance(g, dict) or list(g.keys()) != GKEYS:
            err(f"{r.get('id')}: bad gold entry {g}")
            continue
        src, s, e = g["source"], g["start_line"], g["end_line"]
        if not src.startswith("opentitan/hw/") or not src.endswith(".md"):
            err(f"{r.get('id')}: bad source path {src}")
        path = os.path.join(CORPUS, src)
        if not os.path.isfile(path):
            err(f"{r.get('id')}: missing file {src}")
            continue
        if path not in cache:
            with open(path, encoding="utf-8") as f:
                cache[path] = f.read().split("\n")
        L = cache[path]
        n = len(L) - 1 if L and L[-1] == "" else len(L)
        if not (isinstance(s, int) and isinstance(e, int) and 1 <= s <= e <= n):
            err(f"{r.get('id')}: range {s}-{e} outside {src} ({n} lines)")
            continue
        if e - s + 1 > 15:
            err(f"{r.get('id')}: range {s}-{e} longer than 15 lines")
        seg = L[s - 1:e]
        if not seg[0].strip() or not seg[-1].strip():
            err(f"{r.get('id')}: range {s}-{e} in {src} starts or ends on a blank line")

# split and FROZEN
try:
    dev, held = load("dev.jsonl"), load("heldout.jsonl")
    ids = [json.loads(l)["id"] for l in qlines]
    dids = [json.loads(l)["id"] for l in dev]
    hids = [json.loads(l)["id"] for l in held]
    if sorted(dids + hids) != sorted(ids) or set(dids) & set(hids):
        err("dev/heldout do not partition questions")
    qset = set(qlines)
    if not all(l in qset for l in dev + held):
        err("dev/heldout lines are not verbatim copies")
    order = {i: k for k, i in enumerate(ids)}
    for name, lst in (("dev", dids), ("heldout", hids)):
        if [order[i] for i in lst] != sorted(order[i] for i in lst):
            err(f"{name} not in file order")
    with open(os.path.join(HERE, "FROZEN"), encoding="utf-8") as f:
        frozen = json.load(f)
    if frozen.get("seed") != 81529:
        err("FROZEN seed mismatch")
    for name in ("questions.jsonl", "dev.jsonl", "heldout.jsonl"):
        if frozen.get("sha256", {}).get(name) != sha256(os.path.join(HERE, name)):
            err(f"FROZEN sha256 mismatch for {name}")
    types = {json.loads(l)["id"]: json.loads(l)["type"] for l in qlines}
    for name, lst in (("dev", dids), ("heldout", hids)):
        cnt = {}
        for i in lst:
            cnt[types[i]] = cnt.get(types[i], 0) + 1
        if cnt != frozen.get("counts", {}).get(name):
            err(f"FROZEN counts mismatch for {name}")
except FileNotFoundError as e:
    err(f"missing file: {e}")

if errors:
    print("\n".join(errors))
    sys.exit(1)
print("OK")
