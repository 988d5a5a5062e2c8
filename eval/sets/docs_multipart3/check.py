#!/usr/bin/env python3
"""Validate openroad.jsonl or yosys.jsonl of multi-part doc QA set 3. Standard library only.

Usage: python3 check.py openroad|yosys [path/to/file.jsonl] [--corpus /work/shared/corpus]
Exits non-zero if any error is found.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = "/work/shared/corpus"

TOP_KEYS = {"id", "category", "question", "parts", "gold", "reference"}
PART_KEYS = {"ask", "gold"}
SPAN_KEYS = {"source", "start_line", "end_line"}
CATEGORIES = {"procedure", "troubleshooting", "set-then-check", "define-then-use", "options"}
PLAN = {"openroad": ("or", 80, 64), "yosys": ("ys", 60, 48)}  # id tag, questions, multi-file minimum


def main():
    args = sys.argv[1:]
    corpus = DEFAULT_CORPUS
    if "--corpus" in args:
        i = args.index("--corpus")
        corpus = args[i + 1]
        del args[i:i + 2]
    corpus_name = args.pop(0) if args and args[0] in PLAN else "yosys"
    tag, expected, min_multi = PLAN[corpus_name]
    id_re = re.compile(r"^mp3-%s-\d{3}$" % tag)
    path = args[0] if args else os.path.join(HERE, corpus_name + ".jsonl")

    errors = []
    line_cache = {}

    def file_lines(src):
        if src not in line_cache:
            full = os.path.join(corpus, src)
            if not os.path.isfile(full):
                line_cache[src] = None
            else:
                with open(full, encoding="utf-8", errors="replace") as f:
                    line_cache[src] = f.read().splitlines()
        return line_cache[src]

    def check_span(where, sp):
        if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
            errors.append("%s: span must have exactly keys %s, got %r" % (where, sorted(SPAN_KEYS), sp))
            return False
        src, a, b = sp["source"], sp["start_line"], sp["end_line"]
        if not isinstance(src, str) or not src.startswith(corpus_name + "/"):
            errors.append("%s: source must be a path starting with the corpus name and '/': %r" % (where, src))
            return False
        if not (isinstance(a, int) and isinstance(b, int)) or isinstance(a, bool) or isinstance(b, bool):
            errors.append("%s: line numbers must be integers: %r" % (where, sp))
            return False
        lines = file_lines(src)
        if lines is None:
            errors.append("%s: file does not exist: %s" % (where, os.path.join(corpus, src)))
            return False
        if a < 1 or b < a:
            errors.append("%s: bad range %d-%d" % (where, a, b))
            return False
        if b > len(lines):
            errors.append("%s: range %d-%d beyond end of %s (%d lines)" % (where, a, b, src, len(lines)))
            return False
        if not any(l.strip() for l in lines[a - 1:b]):
            errors.append("%s: span %s %d-%d contains only blank lines" % (where, src, a, b))
            return False
        return True

    records = []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            if not raw.strip():
                errors.append("line %d: blank line" % n)
                continue
            try:
                records.append((n, json.loads(raw)))
            except json.JSONDecodeError as e:
                errors.append("line %d: invalid JSON: %s" % (n, e))

    ids = Counter()
    cats = Counter()
    files_cited = set()
    multi_file = 0
    no_gold_parts = 0
    total_parts = 0

    for n, r in records:
        where = "line %d" % n
        if not isinstance(r, dict) or set(r) != TOP_KEYS:
            errors.append("%s: keys must be exactly %s, got %s" % (where, sorted(TOP_KEYS), sorted(r) if isinstance(r, dict) else type(r)))
            continue
        rid = r["id"]
        where = "line %d (%s)" % (n, rid)
        ids[rid] += 1
        if not isinstance(rid, str) or not id_re.match(rid):
            errors.append("%s: bad id format" % where)
        if r["category"] not in CATEGORIES:
            errors.append("%s: bad category %r" % (where, r["category"]))
        cats[r["category"]] += 1
        for k in ("question", "reference"):
            if not isinstance(r[k], str) or not r[k].strip():
                errors.append("%s: %s must be a non-empty string" % (where, k))
        parts = r["parts"]
        if not isinstance(parts, list) or not (2 <= len(parts) <= 4):
            errors.append("%s: parts must be a list of 2..4 items" % where)
            continue
        union = []
        part_files = []
        for i, p in enumerate(parts):
            pw = "%s part %d" % (where, i + 1)
            total_parts += 1
            if not isinstance(p, dict) or set(p) != PART_KEYS:
                errors.append("%s: part keys must be exactly %s" % (pw, sorted(PART_KEYS)))
                part_files.append(set())
                continue
            if not isinstance(p["ask"], str) or not p["ask"].strip():
                errors.append("%s: ask must be a non-empty string" % pw)
            g = p["gold"]
            if not isinstance(g, list):
                errors.append("%s: gold must be a list" % pw)
                part_files.append(set())
                continue
            if len(g) > 3:
                errors.append("%s: at most 3 spans per part (has %d)" % (pw, len(g)))
            if not g:
                no_gold_parts += 1
            pf = set()
            for j, sp in enumerate(g):
                if check_span("%s span %d" % (pw, j + 1), sp):
                    pf.add(sp["source"])
                    files_cited.add(sp["source"])
                    key = (sp["source"], sp["start_line"], sp["end_line"])
                    if key not in union:
                        union.append(key)
            part_files.append(pf)
        # gold must equal union of parts' gold
        gold = r["gold"]
        if not isinstance(gold, list):
            errors.append("%s: top-level gold must be a list" % where)
        else:
            gkeys = []
            for j, sp in enumerate(gold):
                if check_span("%s top gold span %d" % (where, j + 1), sp):
                    gkeys.append((sp["source"], sp["start_line"], sp["end_line"]))
            if len(gkeys) != len(set(gkeys)):
                errors.append("%s: duplicate spans in top-level gold" % where)
            if set(gkeys) != set(union):
                errors.append("%s: top-level gold != union of parts' gold (missing %s, extra %s)"
                              % (where, sorted(set(union) - set(gkeys)), sorted(set(gkeys) - set(union))))
        # at most two parts may share one file
        fc = Counter()
        for pf in part_files:
            for src in pf:
                fc[src] += 1
        for src, c in fc.items():
            if c > 2:
                errors.append("%s: %d parts share file %s (max 2)" % (where, c, src))
        if not any(part_files):
            errors.append("%s: no part has gold" % where)
        if len(set().union(*part_files)) >= 2:
            multi_file += 1

    for rid, c in ids.items():
        if c > 1:
            errors.append("duplicate id %s (%d times)" % (rid, c))

    n = len(records)
    print("file: %s" % path)
    print("questions: %d" % n)
    print("categories: %s" % ", ".join("%s=%d" % (k, cats[k]) for k in sorted(cats)))
    print("parts: %d (without gold: %d)" % (total_parts, no_gold_parts))
    print("questions citing >=2 files: %d" % multi_file)
    print("distinct files cited: %d" % len(files_cited))
    if n != expected:
        errors.append("expected %d questions, found %d" % (expected, n))
    if multi_file < min_multi:
        errors.append("only %d questions draw gold from 2+ files (need >= %d)" % (multi_file, min_multi))

    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
