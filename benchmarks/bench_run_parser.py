"""Parser throughput: a >= 1 GB Yosys log made of real logs, parsed vs ``grep -c Warning``.

    .venv/bin/python benchmarks/bench_run_parser.py [--size-mb 1024] [--keep PATH]

Prints MB/s and peak RSS of the streaming Yosys parser (in a child process, so RSS is its
own) next to grep on the same file in the same run. Memory must stay flat as size grows.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LOGS = sorted((REPO / "tests/fixtures/runs/runs").glob("*/yosys.log"))
_CHILD = (
    "import sys; sys.path.insert(0, sys.argv[2]);"
    "from pathlib import Path; from runs.parse.artifacts import parse_artifact;"
    "f = parse_artifact(Path(sys.argv[1]), 'yosys_log', 'big.log', 0);"
    "print(int(f.metric('synth__log__warning__count').value), f.lines)"
)


def build(path: Path, size_mb: int) -> int:
    """Concatenate the fixture logs until the file reaches ``size_mb`` MiB."""
    block = b"".join(log.read_bytes() for log in LOGS)
    if not block:
        raise SystemExit(f"no Yosys logs under {REPO / 'tests/fixtures/runs/runs'} to build the file from")
    target = size_mb * 1024 * 1024
    with open(path, "wb") as out:
        written = 0
        while written < target:
            out.write(block)
            written += len(block)
    return written


def timed(cmd: list[str]) -> tuple[float, float, str]:
    """Wall seconds, peak RSS (MB) of the child, and its stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, max(peak, before) / 1024, done.stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mb", type=int, default=1024)
    parser.add_argument("--keep", type=Path, help="reuse/keep the big log at this path")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.keep or Path(tmp) / "big_yosys.log"
        if not path.exists() or path.stat().st_size < args.size_mb * 1024 * 1024:
            build(path, args.size_mb)
        size_mb = path.stat().st_size / 1e6
        grep_s, grep_rss, grep_out = timed(["grep", "-c", "Warning", str(path)])
        parse_s, parse_rss, parse_out = timed([sys.executable, "-c", _CHILD, str(path), str(REPO)])
    print(f"file: {size_mb:.0f} MB ({len(LOGS)} real Yosys logs concatenated)")
    print(f"grep -c Warning : {grep_s:6.1f} s  {size_mb / grep_s:7.1f} MB/s  lines={grep_out}")
    print(f"edabot parser   : {parse_s:6.1f} s  {size_mb / parse_s:7.1f} MB/s  peak RSS (max of children) "
          f"{parse_rss:.0f} MB  warnings,lines={parse_out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
