"""Time file-kind detection (``runs.parse.detect.artifact_kind``) of this checkout against another commit's, in turns.

Every ingest of a run folder asks it of each file, so a change to what it reads (a suffix it now sniffs) is measured
here on the files the repository holds, both versions in one process and alternated so load hits both alike::

    python benchmarks/bench_detect.py --before 04de9d3 --rounds 3
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from runs.parse import detect  # noqa: E402

ROOTS = ("tests/fixtures", "eval/sets")


def _module_at(revision: str):  # type: ignore[no-untyped-def]
    """``runs/parse/detect.py`` as it was at ``revision``, loaded beside the current one."""
    source = subprocess.run(["git", "show", f"{revision}:runs/parse/detect.py"], cwd=REPO, check=True,
                            capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / "detect_before.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("detect_before", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the commit whose detection is the baseline")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    files = [p for root in ROOTS for p in (REPO / root).rglob("*") if p.is_file()]
    versions = (("before", _module_at(args.before)), ("after", detect))
    best: dict[str, float] = {}
    for round_ in range(args.rounds):
        for name, module in versions:
            started = time.perf_counter()
            kinds = [module.artifact_kind(path) for path in files]
            took = time.perf_counter() - started
            best[name] = min(best.get(name, took), took)
            print(f"round {round_} {name}: {len(files)} files, {took * 1000:.0f} ms, "
                  f"{sum(kind is not None for kind in kinds)} with a kind")
    print(f"best: before {best['before'] * 1000:.0f} ms, after {best['after'] * 1000:.0f} ms, "
          f"after/before {best['after'] / best['before']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
