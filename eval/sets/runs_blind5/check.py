#!/usr/bin/env python3
"""Sanity checks for runs_blind5 (standard library only).

For every question in questions.jsonl (and dev_synonyms.jsonl if present):
  - keys are exactly id/category/scope/question/must_contain/evidence/notes;
  - absent questions have evidence "" and their made-up name occurs in no
    file of this folder's runs/ and designs/;
  - other questions have evidence "path:line" inside this folder, the line
    exists, and every must_contain string occurs in that file.
Also warns (does not fail) when a must_contain string is not within
WINDOW lines of the cited line.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CATS = {"factual", "statistical", "reasoning", "absent"}
WINDOW = 40


def all_text():
    out = []
    for top in ("runs", "designs"):
        for dp, _, fns in os.walk(os.path.join(HERE, top)):
            for fn in fns:
                with open(os.path.join(dp, fn), encoding="utf-8", errors="replace") as f:
                    out.append(f.read().lower())
    return out


def check_file(name, corpus):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        return 0, 0
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    errors = warns = 0
    seen = set()
    for r in rows:
        rid = r.get("id")
        def err(msg):
            nonlocal errors
            errors += 1
            print("ERROR %s %s: %s" % (name, rid, msg))
        if list(r.keys()) != KEYS:
            err("keys %s" % list(r.keys()))
        if rid in seen:
            err("duplicate id")
        seen.add(rid)
        if r["category"] not in CATS:
            err("category %r" % r["category"])
        if r["scope"] != "proj:blind5":
            err("scope %r" % r["scope"])
        if not r["must_contain"] or not all(isinstance(s, str) and s for s in r["must_contain"]):
            err("empty must_contain")
        if r["category"] == "absent":
            if r["evidence"] != "":
                err("absent question with evidence")
            for s in r["must_contain"]:
                if any(s.lower() in t for t in corpus):
                    err("absent name %r occurs in the set" % s)
            continue
        rel, _, ln = r["evidence"].rpartition(":")
        fpath = os.path.join(HERE, rel)
        if not rel or not ln.isdigit() or not os.path.isfile(fpath):
            err("bad evidence %r" % r["evidence"])
            continue
        lines = open(fpath, encoding="utf-8", errors="replace").read().split("\n")
        n = int(ln)
        if not 1 <= n <= len(lines):
            err("line %d out of range (%d lines)" % (n, len(lines)))
            continue
        text = "\n".join(lines)
        near = "\n".join(lines[max(0, n - 1 - WINDOW): n + WINDOW])
        for s in r["must_contain"]:
            if s not in text:
                err("%r not in %s" % (s, rel))
            elif s not in near:
                warns += 1
                print("warn  %s %s: %r not within %d lines of %s" % (name, rid, s, WINDOW, r["evidence"]))
    print("%s: %d rows, %d errors, %d warnings" % (name, len(rows), errors, warns))
    return errors, len(rows)


def main():
    corpus = all_text()
    total = 0
    for name in ("questions.jsonl", "dev_synonyms.jsonl", "dev.jsonl", "heldout.jsonl"):
        e, _ = check_file(name, corpus)
        total += e
    if total:
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
