"""Cost of keeping run logs and timing reports quotable: run ingest with and without storing their text.

    python benchmarks/bench_run_store.py [--runs DIR] [--rounds N]

Evidence-first answers quote the lines of Yosys logs and STA reports, so ingest now stores their text
beside the RTL, scripts and netlists (``runs.store.ingest.QUOTED_KINDS``). Both variants ingest the same
folder into fresh data dirs in the same process, alternating, after the encoder is loaded; printed: wall
time and the size of the run graph's SQLite files.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from edabot.settings import Settings  # noqa: E402
from runs.store import ingest  # noqa: E402
from runs.store.graph import graph_path  # noqa: E402

WITHOUT_LOGS = tuple(kind for kind in ingest.QUOTED_KINDS if kind not in ("yosys_log", "sta_report", "openroad_log"))


def _ingest(runs: Path, kinds: tuple[str, ...]) -> tuple[float, int]:
    ingest.QUOTED_KINDS = kinds
    data = Path(tempfile.mkdtemp())
    started = time.perf_counter()
    ingest.ingest_run_paths([runs], "bench:store", Settings(EDABOT_DATA_DIR=str(data)))
    seconds = time.perf_counter() - started
    store = graph_path(data)
    return seconds, sum(f.stat().st_size for f in store.parent.glob(store.name + "*"))


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=Path, default=REPO / "eval/sets/runs_blind2/runs")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    from index.encoder import get_base_encoder

    get_base_encoder(Settings(EDABOT_DATA_DIR=tempfile.mkdtemp()))  # the model loads outside the timing
    variants = (("without log/report text", WITHOUT_LOGS), ("with log/report text", ingest.QUOTED_KINDS))
    for round_ in range(1, args.rounds + 1):
        for name, kinds in variants:
            seconds, size = _ingest(args.runs, kinds)
            print(f"round {round_} {name}: {seconds:.2f} s, run graph {size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
