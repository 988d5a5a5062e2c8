#!/usr/bin/env python3
"""Validate the set19 evaluation folder; prints OK and exits 0 when everything holds."""
import json, os, re, sys, hashlib, random
from collections import Counter

os.chdir(os.path.dirname(os.path.abspath(__file__)))
SCOPE = "proj:blind19"
SEED = 29311
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CATS = ["factual", "statistical", "reasoning", "absent"]
problems = []
def bad(msg): problems.append(msg)

def load(p):
    out = []
    if not os.path.isfile(p):
        return out
    for n, l in enumerate(open(p), 1):
        if not l.strip():
            bad(f"{p}:{n} blank line"); continue
        try:
            out.append(json.loads(l))
        except Exception as e:
            bad(f"{p}:{n} not JSON: {e}")
    return out

def folder_text(folder):
    txt = []
    for root, _, files in os.walk(folder):
        for fn in files:
            try:
                txt.append(open(os.path.join(root, fn), errors="replace").read())
            except OSError:
                pass
    return "\n".join(txt)

# ---- designs / runs ----
designs = sorted(d for d in os.listdir("designs") if os.path.isdir(f"designs/{d}"))
runs = sorted(d for d in os.listdir("runs") if os.path.isdir(f"runs/{d}"))
if not 15 <= len(designs) <= 16: bad(f"{len(designs)} designs")
if len(runs) != 18: bad(f"{len(runs)} runs")
for d in designs:
    if not d[0] in "abcdefghijklm": bad(f"design {d} does not start with a-m")
    if not any(f.endswith(".v") for f in os.listdir(f"designs/{d}")): bad(f"design {d} has no .v")
for r in runs:
    if not os.path.isfile(f"runs/{r}/run.sh"): bad(f"run {r} lacks run.sh")
for p in ["README.md", "make_readme.py", "run_all.sh", "split.py", "questions.jsonl", "dev.jsonl",
          "heldout.jsonl", "FROZEN", "dev_synonyms.jsonl"]:
    if not os.path.isfile(p): bad(f"missing {p}")

# ---- sizes ----
total = 0
for root, _, files in os.walk("."):
    for fn in files:
        s = os.path.getsize(os.path.join(root, fn))
        total += s
        if s > 2 * 1024 * 1024: bad(f"file over 2 MB: {root}/{fn}")
        if fn.endswith(".lib"): bad(f"liberty copied into folder: {root}/{fn}")
if total > 15 * 1024 * 1024: bad(f"folder is {total} bytes (>15 MB)")

# ---- questions ----
qs = load("questions.jsonl")
if not 105 <= len(qs) <= 115: bad(f"{len(qs)} questions")
cache = {}
for i, q in enumerate(qs, 1):
    qid = q.get("id")
    if list(q.keys()) != KEYS: bad(f"{qid}: keys {list(q.keys())}")
    if qid != f"q{i:03d}": bad(f"id {qid} out of order (expected q{i:03d})")
    if q.get("category") not in CATS: bad(f"{qid}: category {q.get('category')}")
    if q.get("scope") != SCOPE: bad(f"{qid}: scope")
    if not isinstance(q.get("question"), str) or not q["question"].strip(): bad(f"{qid}: empty question")
    if not isinstance(q.get("notes"), str) or not q["notes"].strip(): bad(f"{qid}: empty notes")
    mc = q.get("must_contain")
    if not isinstance(mc, list) or not 1 <= len(mc) <= 4 or not all(isinstance(s, str) and s for s in mc):
        bad(f"{qid}: must_contain shape"); continue
    m = re.fullmatch(r"(runs/([^/]+)/[^:]+|README\.md):(\d+)", q.get("evidence", ""))
    if not m: bad(f"{qid}: evidence format {q.get('evidence')}"); continue
    path, run, ln = m.group(1), m.group(2), int(m.group(3))
    if path == "README.md" and q["category"] != "statistical":
        bad(f"{qid}: README evidence for non-statistical question")
    if not os.path.isfile(path): bad(f"{qid}: evidence file {path} missing"); continue
    lines = open(path, errors="replace").read().splitlines()
    if not 1 <= ln <= len(lines) or not lines[ln - 1].strip():
        bad(f"{qid}: evidence line {ln} missing or blank in {path}")
    scope_dir = f"runs/{run}" if run else "README.md"
    if scope_dir not in cache:
        cache[scope_dir] = folder_text(scope_dir) if run else open("README.md").read()
    for s in mc:
        if s not in cache[scope_dir]:
            bad(f"{qid}: must_contain {s!r} not found in {scope_dir}")
cnt = Counter(q.get("category") for q in qs)
for c, want in zip(CATS, [28, 31, 27, 22]):
    if abs(cnt[c] - want) > 3: bad(f"category {c}: {cnt[c]} (want about {want})")
if len({q["question"] for q in qs}) != len(qs): bad("duplicate question text")

# ---- split ----
dev, held = load("dev.jsonl"), load("heldout.jsonl")
ids = [q["id"] for q in qs]
dev_ids, held_ids = [q["id"] for q in dev], [q["id"] for q in held]
if set(dev_ids) & set(held_ids): bad("dev/heldout overlap")
if sorted(dev_ids + held_ids) != sorted(ids): bad("split does not cover all ids exactly once")
byid = {q["id"]: q for q in qs}
for q in dev + held:
    if q != byid.get(q["id"]): bad(f"{q['id']}: split copy differs from questions.jsonl")
# recompute the split from the seed
spare_dev, exp_dev, exp_held = True, set(), set()
for c in CATS:
    cids = sorted(q["id"] for q in qs if q["category"] == c)
    random.Random(SEED).shuffle(cids)
    h = len(cids) // 2
    d, hh = cids[:h], cids[h:2 * h]
    if len(cids) % 2:
        (d if spare_dev else hh).append(cids[-1]); spare_dev = not spare_dev
    exp_dev |= set(d); exp_held |= set(hh)
    nd = sum(1 for x in dev if x["category"] == c); nh = sum(1 for x in held if x["category"] == c)
    if abs(nd - nh) > 1: bad(f"category {c} unbalanced: dev {nd} heldout {nh}")
if set(dev_ids) != exp_dev or set(held_ids) != exp_held: bad("split does not match seed 29311 recomputation")

# ---- FROZEN ----
try:
    fr = json.load(open("FROZEN"))
    if fr.get("seed") != SEED: bad("FROZEN seed")
    for p in ["questions.jsonl", "dev.jsonl", "heldout.jsonl"]:
        if fr["sha256"].get(p) != hashlib.sha256(open(p, "rb").read()).hexdigest():
            bad(f"FROZEN hash mismatch for {p}")
    for c in CATS:
        if fr["counts"][c]["total"] != cnt[c]: bad(f"FROZEN count for {c}")
except Exception as e:
    bad(f"FROZEN unreadable: {e}")

# ---- synonyms ----
syn = load("dev_synonyms.jsonl")
sids = [q["id"] for q in syn]
if sids != dev_ids: bad("dev_synonyms ids differ from dev.jsonl (order or set)")
devby = {q["id"]: q for q in dev}
def words(s): return set(re.findall(r"[a-z]+", s.lower()))
for s in syn:
    d = devby.get(s["id"])
    if not d: continue
    if list(s.keys()) != KEYS: bad(f"synonym {s['id']}: keys")
    for k in KEYS:
        if k != "question" and s[k] != d[k]: bad(f"synonym {s['id']}: field {k} differs")
    if s["question"].strip().lower() == d["question"].strip().lower():
        bad(f"synonym {s['id']}: question not reworded")
    # cue words: ordinary (non-identifier) words of the original should mostly be gone
    stop = {"the", "a", "an", "of", "in", "on", "to", "for", "and", "or", "is", "it", "what", "s", "i",
            "did", "does", "do", "how", "why", "which", "any", "was", "with", "at", "by", "from", "vs", "be"}
    orig = {w for w in words(d["question"]) - stop if len(w) > 2}
    ident = set()
    for tok in re.findall(r"[A-Za-z0-9_\[\]\.]+", d["question"]):
        if "_" in tok or any(ch.isdigit() for ch in tok):
            ident |= words(tok)
    for n in designs + runs:
        ident |= set(n.lower().split("_"))
    ident |= {"mclk", "bclk", "lrclk", "opensta", "yosys", "env", "mult", "icarus", "insbuf", "osu035", "cfg", "clk"}
    cue = orig - ident
    kept = cue & words(s["question"])
    if cue and len(kept) > max(1, len(cue) // 3):
        bad(f"synonym {s['id']}: too many cue words kept {sorted(kept)}")

if problems:
    for p in problems: print("FAIL:", p)
    sys.exit(1)
print("OK")
