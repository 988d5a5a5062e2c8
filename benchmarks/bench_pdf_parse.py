"""PDF parse rate: ``read_pdf`` over a set of PDFs, best of a few passes, in CPU and wall time.

Usage::

    PYTHONPATH=<checkout> python benchmarks/bench_pdf_parse.py PDF_OR_FOLDER... [--passes 3] [--profile 15]

Only ``ingest.formats.pdf.read_pdf`` is imported, so the script measures whichever checkout
``PYTHONPATH`` names (run it from one checkout against another for before/after). CPU time
(``process_time``) is printed beside wall time because a shared machine stretches wall time;
``--profile N`` prints the N costliest functions of one more pass by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections.abc import Sequence
from pathlib import Path

from ingest.formats.pdf import read_pdf


def pdf_files(paths: Sequence[Path]) -> list[Path]:
    """The PDFs named, and those directly inside the folders named, each list sorted."""
    files: list[Path] = []
    for path in paths:
        files.extend(sorted(path.glob("*.pdf")) if path.is_dir() else [path])
    return files


def best_rate(datas: Sequence[bytes], passes: int) -> tuple[int, float, float]:
    """``(pages, best CPU seconds, best wall seconds)`` of reading every PDF, over ``passes`` passes."""
    pages, cpu, wall = 0, float("inf"), float("inf")
    for _ in range(passes):
        cpu_start, wall_start = time.process_time(), time.perf_counter()
        pages = sum(len(read_pdf(data, max_pages=100_000).page_starts) for data in datas)
        cpu, wall = min(cpu, time.process_time() - cpu_start), min(wall, time.perf_counter() - wall_start)
    return pages, cpu, wall


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--profile", type=int, default=0, help="print this many top functions of a profiled pass")
    args = parser.parse_args(argv)
    datas = [path.read_bytes() for path in pdf_files(args.paths)]
    pages, cpu, wall = best_rate(datas, args.passes)
    print(f"{len(datas)} PDFs, {pages} pages; CPU {cpu:.2f} s = {pages / cpu:.1f} pages/s; "
          f"wall {wall:.2f} s = {pages / wall:.1f} pages/s")
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(best_rate, datas, 1)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(args.profile)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
