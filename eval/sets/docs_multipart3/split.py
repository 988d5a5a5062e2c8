#!/usr/bin/env python3
"""Freeze the set and split each corpus file into a dev half and a held-out half (standard library only).

Per corpus and per category, questions in id order alternate dev, held-out, dev...; FROZEN records
the sha256 of every file, written before any scoring.
"""
import hashlib
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    lines = ["Frozen before any scoring: written by two helpers from the manuals alone (no code, no other set read).",
             "Split by category, alternating in id order: .dev is studied, .heldout is scored once at the end.", ""]
    for corpus in ("openroad", "yosys"):
        rows = [json.loads(line) for line in (HERE / f"{corpus}.jsonl").read_text().splitlines() if line.strip()]
        dev, held = [], []
        for category in sorted({r["category"] for r in rows}):
            for i, row in enumerate(sorted((r for r in rows if r["category"] == category), key=lambda r: r["id"])):
                (dev if i % 2 == 0 else held).append(row)
        for name, half in (("dev", dev), ("heldout", held)):
            half.sort(key=lambda r: r["id"])
            (HERE / f"{corpus}.{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in half))
    for path in sorted(HERE.glob("*.jsonl")):
        lines.append(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}")
    (HERE / "FROZEN").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
