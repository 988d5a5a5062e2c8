"""Time the RTL/netlist reader's parse of one Verilog file: the tree as it is built now (``syntax_tree``: the text read
in Python, Verilog-2005 keywords set on its first line) against pyslang reading the file itself, interleaved.

    python benchmarks/bench_verilog_reader.py [FILE] [--rounds 9]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import pyslang  # noqa: E402

from runs.parse.verilog import syntax_tree  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    largest = max((REPO / "eval/sets").rglob("*.v"), key=lambda path: path.stat().st_size)
    parser.add_argument("file", nargs="?", type=Path, default=largest)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    readers = {"pyslang fromFile (before)": lambda: pyslang.syntax.SyntaxTree.fromFile(str(args.file)),
               "syntax_tree (now)": lambda: syntax_tree(args.file)}
    times: dict[str, list[float]] = {name: [] for name in readers}
    for _ in range(args.rounds + 1):  # the first round warms the caches and is dropped
        for name, read in readers.items():
            started = time.perf_counter()
            read()
            times[name].append(time.perf_counter() - started)
    print(f"{args.file} ({args.file.stat().st_size:,} bytes), {args.rounds} rounds")
    for name, seconds in times.items():
        kept = sorted(seconds[1:])
        print(f"{name:28s} median {1000 * kept[len(kept) // 2]:.2f} ms, min {1000 * kept[0]:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
