#!/usr/bin/env python3
"""Validate questions.jsonl (and dev.jsonl / heldout.jsonl / dev_synonyms.jsonl when present) for runs_blind16.

Checks: exact keys in order, categories, ids q001.. in order and unique, scope, evidence
"path:line" (README.md or runs/<run>/<file>) exists and is not blank; for non-absent questions every
must_contain string appears verbatim in README.md or in some file of the evidence's run folder (for
README evidence: README.md or the folder of a run named in the question), and every number inside a
must_contain item appears on the evidence line or in that searched text.
Split files: subsets of questions.jsonl, disjoint, covering it. dev_synonyms.jsonl: exactly the dev ids,
same category / scope / must_contain / evidence / notes, and a question text that differs.
Standard library only. Exit status 1 on any problem.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "category", "scope", "question", "must_contain", "evidence", "notes"]
CATS = {"factual", "statistical", "reasoning", "absent"}
SCOPE = "proj:blind16"
NUM = re.compile(r"-?\d+(?:\.\d+)?")
RUNS = sorted(os.listdir(os.path.join(HERE, "runs")))


def load(name):
    rows = []
    with open(os.path.join(HERE, name)) as fh:
        for n, line in enumerate(fh, 1):
            if line.strip():
                rows.append((n, json.loads(line)))
    return rows


def folder_text(run):
    out = []
    d = os.path.join(HERE, "runs", run)
    for f in sorted(os.listdir(d)):
        try:
            with open(os.path.join(d, f), errors="replace") as fh:
                out.append(fh.read())
        except OSError:
            pass
    return "\n".join(out)


def check_rows(name, rows, errors, readme):
    seen = set()
    for n, d in rows:
        where = f"{name}:{n}"
        if list(d.keys()) != KEYS:
            errors.append(f"{where}: keys {list(d.keys())} != {KEYS}")
            continue
        if not re.fullmatch(r"q\d{3}", d["id"]):
            errors.append(f"{where}: bad id {d['id']}")
        if d["id"] in seen:
            errors.append(f"{where}: duplicate id {d['id']}")
        seen.add(d["id"])
        if d["category"] not in CATS:
            errors.append(f"{where}: bad category {d['category']}")
        if d["scope"] != SCOPE:
            errors.append(f"{where}: bad scope {d['scope']}")
        if not isinstance(d["question"], str) or not d["question"].strip():
            errors.append(f"{where}: empty question")
        if not isinstance(d["notes"], str):
            errors.append(f"{where}: notes must be a string")
        mc = d["must_contain"]
        if not isinstance(mc, list) or not mc or not all(isinstance(x, str) and x.strip() for x in mc):
            errors.append(f"{where}: must_contain must be a non-empty list of non-empty strings")
            continue
        m = re.fullmatch(r"(.+):(\d+)", d["evidence"])
        if not m:
            errors.append(f"{where}: bad evidence {d['evidence']!r}")
            continue
        path, ln = m.group(1), int(m.group(2))
        rm = re.match(r"runs/([^/]+)/[^/]+$", path)
        if not (path == "README.md" or rm):
            errors.append(f"{where}: evidence must be README.md or runs/<run>/<file>, got {path}")
            continue
        full = os.path.join(HERE, path)
        if not os.path.isfile(full):
            errors.append(f"{where}: evidence file missing {path}")
            continue
        with open(full) as fh:
            lines = fh.read().split("\n")
        if ln < 1 or ln > len(lines) or not lines[ln - 1].strip():
            errors.append(f"{where}: evidence line {ln} missing or blank in {path}")
            continue
        if d["category"] == "absent":
            continue
        evline = lines[ln - 1]
        if rm:
            hay = readme + "\n" + folder_text(rm.group(1))
        else:
            hay = readme + "\n" + "\n".join(folder_text(r) for r in RUNS if r in d["question"])
        for item in mc:
            if item not in hay:
                errors.append(f"{where}: must_contain {item!r} not found in README / run folder")
            for num in NUM.findall(item):
                if num not in evline and num not in hay:
                    errors.append(f"{where}: number {num} (from {item!r}) not on evidence line or in searched text")
    return seen


def main():
    errors = []
    with open(os.path.join(HERE, "README.md")) as fh:
        readme = fh.read()
    qrows = load("questions.jsonl")
    check_rows("questions.jsonl", qrows, errors, readme)
    if [d.get("id") for _, d in qrows] != [f"q{i:03d}" for i in range(1, len(qrows) + 1)]:
        errors.append("questions.jsonl: ids are not q001..qNNN in order")
    byid = {d["id"]: d for _, d in qrows}
    for name in ("dev.jsonl", "heldout.jsonl"):
        if os.path.exists(os.path.join(HERE, name)):
            for n, d in load(name):
                if byid.get(d["id"]) != d:
                    errors.append(f"{name}:{n}: differs from questions.jsonl entry {d['id']}")
    if os.path.exists(os.path.join(HERE, "dev.jsonl")) and os.path.exists(os.path.join(HERE, "heldout.jsonl")):
        dev = {d["id"] for _, d in load("dev.jsonl")}
        held = {d["id"] for _, d in load("heldout.jsonl")}
        if dev & held:
            errors.append(f"dev/heldout overlap: {sorted(dev & held)}")
        if dev | held != set(byid):
            errors.append("dev + heldout do not cover questions.jsonl")
    syn = os.path.join(HERE, "dev_synonyms.jsonl")
    if os.path.exists(syn):
        srows = load("dev_synonyms.jsonl")
        check_rows("dev_synonyms.jsonl", srows, errors, readme)
        dev_ids = sorted(d["id"] for _, d in load("dev.jsonl"))
        if sorted(d["id"] for _, d in srows) != dev_ids:
            errors.append("dev_synonyms.jsonl: ids differ from dev.jsonl")
        for n, d in srows:
            o = byid.get(d["id"])
            if not o:
                continue
            for k in ("category", "scope", "must_contain", "evidence", "notes"):
                if d.get(k) != o[k]:
                    errors.append(f"dev_synonyms.jsonl:{n}: {k} differs from questions.jsonl")
            if d.get("question", "").strip().lower() == o["question"].strip().lower():
                errors.append(f"dev_synonyms.jsonl:{n}: question not rewritten")
    for e in errors:
        print("ERROR", e)
    cats = {}
    for _, d in qrows:
        cats[d["category"]] = cats.get(d["category"], 0) + 1
    print(f"questions: {len(qrows)} {cats}; synonyms: {'yes' if os.path.exists(syn) else 'no'}; errors: {len(errors)}")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
