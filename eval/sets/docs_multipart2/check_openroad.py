#!/usr/bin/env python3
"""Validate openroad.jsonl (multi-part doc QA set). Standard library only.

Checks every line for:
  - exact top-level keys and types, id format/uniqueness, allowed category
  - 2..4 parts, each with a non-empty "ask" and a "gold" list of <= 3 spans
  - every span: source under openroad/, file exists in the corpus, 1 <= start <= end <= file length,
    and the spanned lines are not all blank
  - top-level "gold" equals the union of the parts' gold (no extras, no missing, no duplicates)
  - at most two parts of one question draw on the same file
  - set-level: >= 60 questions with gold from 2+ files; reports categories / no-gold parts
Usage: python3 check_openroad.py [jsonl] [corpus_root]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
JSONL = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "openroad.jsonl")
CORPUS = sys.argv[2] if len(sys.argv) > 2 else "/work/shared/corpus"

KEYS = {"id", "category", "question", "parts", "gold", "reference"}
CATS = {"procedure", "troubleshooting", "set-then-check", "define-then-use", "options"}
SPAN_KEYS = {"source", "start_line", "end_line"}

_cache = {}


def file_lines(rel):
    if rel not in _cache:
        path = os.path.join(CORPUS, rel)
        if not os.path.isfile(path):
            _cache[rel] = None
        else:
            with open(path, encoding="utf-8", errors="replace") as f:
                _cache[rel] = f.read().split("\n")
            # a trailing newline does not make an extra line
            if _cache[rel] and _cache[rel][-1] == "":
                _cache[rel].pop()
    return _cache[rel]


def span_key(s):
    return (s["source"], s["start_line"], s["end_line"])


def check_span(s, where, errs):
    if not isinstance(s, dict) or set(s) != SPAN_KEYS:
        errs.append(f"{where}: span must have exactly keys {sorted(SPAN_KEYS)}: {s!r}")
        return False
    src, a, b = s["source"], s["start_line"], s["end_line"]
    if not isinstance(src, str) or not src.startswith("openroad/"):
        errs.append(f"{where}: source must start with 'openroad/': {src!r}")
        return False
    if not (isinstance(a, int) and isinstance(b, int)) or isinstance(a, bool) or isinstance(b, bool):
        errs.append(f"{where}: start_line/end_line must be ints")
        return False
    lines = file_lines(src)
    if lines is None:
        errs.append(f"{where}: file not found: {src}")
        return False
    if a < 1 or b < a or b > len(lines):
        errs.append(f"{where}: bad range {a}-{b} for {src} ({len(lines)} lines)")
        return False
    if all(not ln.strip() for ln in lines[a - 1:b]):
        errs.append(f"{where}: span {src}:{a}-{b} is empty (only blank lines)")
        return False
    return True


def main():
    errs = []
    ids = set()
    cats = collections.Counter()
    nogold_parts = 0
    multi_file_q = 0
    files_cited = set()
    n = 0
    with open(JSONL, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            if not raw.strip():
                errs.append(f"line {lineno}: blank line")
                continue
            n += 1
            try:
                o = json.loads(raw)
            except json.JSONDecodeError as e:
                errs.append(f"line {lineno}: invalid JSON: {e}")
                continue
            w = f"line {lineno}"
            if not isinstance(o, dict) or set(o) != KEYS:
                errs.append(f"{w}: keys must be exactly {sorted(KEYS)}, got {sorted(o) if isinstance(o, dict) else type(o)}")
                continue
            qid = o["id"]
            w = f"line {lineno} ({qid})"
            if not isinstance(qid, str) or not re.fullmatch(r"mp2-or-\d{3}", qid):
                errs.append(f"{w}: bad id format")
            if qid in ids:
                errs.append(f"{w}: duplicate id")
            ids.add(qid)
            if o["category"] not in CATS:
                errs.append(f"{w}: bad category {o['category']!r}")
            cats[o["category"]] += 1
            for k in ("question", "reference"):
                if not isinstance(o[k], str) or not o[k].strip():
                    errs.append(f"{w}: empty {k}")
            parts = o["parts"]
            if not isinstance(parts, list) or not (2 <= len(parts) <= 4):
                errs.append(f"{w}: parts must be a list of 2-4 items")
                continue
            union = []
            part_files = collections.Counter()
            for pi, p in enumerate(parts):
                pw = f"{w} part {pi + 1}"
                if not isinstance(p, dict) or set(p) != {"ask", "gold"}:
                    errs.append(f"{pw}: part must have exactly keys ['ask', 'gold']")
                    continue
                if not isinstance(p["ask"], str) or not p["ask"].strip():
                    errs.append(f"{pw}: empty ask")
                g = p["gold"]
                if not isinstance(g, list) or len(g) > 3:
                    errs.append(f"{pw}: gold must be a list of at most 3 spans")
                    continue
                if not g:
                    nogold_parts += 1
                seen_here = set()
                for si, s in enumerate(g):
                    if check_span(s, f"{pw} span {si + 1}", errs):
                        key = span_key(s)
                        if key in seen_here:
                            errs.append(f"{pw}: duplicate span {key}")
                        seen_here.add(key)
                        if key not in union:
                            union.append(key)
                for src in {s["source"] for s in g if isinstance(s, dict) and "source" in s}:
                    part_files[src] += 1
            for src, c in part_files.items():
                if c > 2:
                    errs.append(f"{w}: {c} parts share file {src} (max 2)")
            top = o["gold"]
            if not isinstance(top, list):
                errs.append(f"{w}: top-level gold must be a list")
                continue
            top_keys = []
            for si, s in enumerate(top):
                if check_span(s, f"{w} top gold span {si + 1}", errs):
                    top_keys.append(span_key(s))
            if len(top_keys) != len(set(top_keys)):
                errs.append(f"{w}: duplicate spans in top-level gold")
            if set(top_keys) != set(union):
                missing = set(union) - set(top_keys)
                extra = set(top_keys) - set(union)
                errs.append(f"{w}: top-level gold != union of parts (missing {sorted(missing)}, extra {sorted(extra)})")
            srcs = {k[0] for k in union}
            files_cited |= srcs
            if len(srcs) >= 2:
                multi_file_q += 1
            if not union:
                errs.append(f"{w}: question has no gold at all")
    if len(ids) != n:
        pass
    if multi_file_q < 60:
        errs.append(f"set: only {multi_file_q} questions draw gold from 2+ files (need >= 60)")
    print(f"questions: {n}")
    print("categories: " + ", ".join(f"{c}={cats[c]}" for c in sorted(cats)))
    print(f"parts without gold: {nogold_parts}")
    print(f"questions with gold from 2+ files: {multi_file_q}")
    print(f"distinct files cited: {len(files_cited)}")
    if errs:
        print(f"FAIL: {len(errs)} problem(s)")
        for e in errs:
            print("  " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
