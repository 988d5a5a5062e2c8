#!/usr/bin/env python3
"""Validate questions.jsonl (and dev_synonyms.jsonl when present). Standard library only."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CATS = {"factual": 30, "statistical": 28, "reasoning": 22, "absent": 16}
SCOPE = "proj:blind6"

errors = []


def err(msg):
    errors.append(msg)


def load(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}:{n}: bad JSON: {e}")
    return rows


def corpus_text():
    texts = []
    for top in ("runs", "designs"):
        for root, _dirs, files in os.walk(os.path.join(HERE, top)):
            for f in files:
                p = os.path.join(root, f)
                texts.append(f.lower())
                try:
                    with open(p, encoding="utf-8", errors="replace") as fh:
                        texts.append(fh.read().lower())
                except OSError:
                    pass
        for root, dirs, _files in os.walk(os.path.join(HERE, top)):
            texts.extend(d.lower() for d in dirs)
    return "\n".join(texts)


CORPUS = corpus_text()
_file_cache = {}


def read_rel(rel):
    if rel not in _file_cache:
        p = os.path.join(HERE, rel)
        if not os.path.isfile(p):
            _file_cache[rel] = None
        else:
            with open(p, encoding="utf-8", errors="replace") as fh:
                _file_cache[rel] = fh.read()
    return _file_cache[rel]


def check_row(q, tag):
    qid = q.get("id", "?")
    if list(q.keys()) != KEYS:
        err(f"{tag} {qid}: keys {list(q.keys())} != {KEYS}")
    if not re.fullmatch(r"q\d{3}", str(qid)):
        err(f"{tag} {qid}: bad id")
    cat = q.get("category")
    if cat not in CATS:
        err(f"{tag} {qid}: bad category {cat!r}")
    if q.get("scope") != SCOPE:
        err(f"{tag} {qid}: bad scope {q.get('scope')!r}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        err(f"{tag} {qid}: empty question")
    mc = q.get("must_contain")
    if not isinstance(mc, list) or not mc or not all(isinstance(s, str) and s for s in mc):
        err(f"{tag} {qid}: must_contain must be a non-empty list of strings")
        return
    ev = q.get("evidence")
    if cat == "absent":
        if ev != "":
            err(f"{tag} {qid}: absent question must have empty evidence")
        for s in mc:
            if s.lower() in CORPUS:
                err(f"{tag} {qid}: absent name {s!r} occurs under runs/ or designs/")
        return
    m = re.fullmatch(r"(.+):(\d+)", ev or "")
    if not m:
        err(f"{tag} {qid}: evidence {ev!r} is not path:line")
        return
    rel, line = m.group(1), int(m.group(2))
    text = read_rel(rel)
    if text is None:
        err(f"{tag} {qid}: evidence file {rel} missing")
        return
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        err(f"{tag} {qid}: evidence line {line} out of range for {rel} ({len(lines)} lines)")
    for s in mc:
        if s not in text:
            err(f"{tag} {qid}: must_contain {s!r} not in {rel}")


def main():
    qs = load(os.path.join(HERE, "questions.jsonl"))
    counts = {c: 0 for c in CATS}
    ids = set()
    for q in qs:
        check_row(q, "questions.jsonl")
        counts[q.get("category")] = counts.get(q.get("category"), 0) + 1
        if q.get("id") in ids:
            err(f"duplicate id {q.get('id')}")
        ids.add(q.get("id"))
    if counts != CATS:
        err(f"category counts {counts} != {CATS}")
    ordered = [q.get("id") for q in qs]
    if ordered != [f"q{i:03d}" for i in range(1, len(qs) + 1)]:
        err("ids are not q001..qNNN in order")
    byid = {q.get("id"): q for q in qs}

    for name in ("dev.jsonl", "heldout.jsonl"):
        p = os.path.join(HERE, name)
        if os.path.exists(p):
            for q in load(p):
                check_row(q, name)
                if q != byid.get(q.get("id")):
                    err(f"{name} {q.get('id')}: differs from questions.jsonl")

    syn = os.path.join(HERE, "dev_synonyms.jsonl")
    if os.path.exists(syn):
        dev = {q["id"]: q for q in load(os.path.join(HERE, "dev.jsonl"))}
        srows = load(syn)
        if sorted(q.get("id") for q in srows) != sorted(dev):
            err("dev_synonyms.jsonl ids differ from dev.jsonl")
        for q in srows:
            check_row(q, "dev_synonyms.jsonl")
            d = dev.get(q.get("id"))
            if d is None:
                continue
            for k in KEYS:
                if k != "question" and q.get(k) != d.get(k):
                    err(f"dev_synonyms.jsonl {q['id']}: field {k} differs from dev.jsonl")
            if q.get("question") == d.get("question"):
                err(f"dev_synonyms.jsonl {q['id']}: question not rewritten")

    if errors:
        for e in errors:
            print("FAIL", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print(f"OK: {len(qs)} questions {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
