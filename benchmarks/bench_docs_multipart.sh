#!/usr/bin/env bash
# The multi-part doc set (eval/sets/docs_multipart), one half, original code beside this checkout, in one invocation.
#
# Usage: benchmarks/bench_docs_multipart.sh SPLIT BASE_CHECKOUT WORK_DIR      (SPLIT: dev or heldout)
#        MULTIPART_SET=docs_multipart2 benchmarks/bench_docs_multipart.sh ...  (the set's folder under eval/sets)
#
# For each corpus (OpenROAD, Yosys): index it once in WORK_DIR/data-<corpus> with this checkout (chunking is
# the same in both), answer the half with the original code (BASE_CHECKOUT, e.g. a worktree of the commit
# before the change) through `edabot retrieve/ask --questions --json`, then run bm25, rrf, hybrid and hybrid
# without decomposition (hybrid-whole) of this checkout in one process, score the original's output beside
# them, and print the table BENCHMARKS.md records.
set -euo pipefail
SPLIT=$1; BASE=$(realpath "$2"); WORK=$3
HERE=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-$HERE/.venv/bin/python}
CORPORA=${CORPORA_DIR:-$HERE/../shared/corpus}
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false EDABOT_LOG_LEVEL=WARNING
mkdir -p "$WORK"; WORK=$(realpath "$WORK")
for corpus in openroad yosys; do
  SET=$HERE/eval/sets/${MULTIPART_SET:-docs_multipart}/$corpus.$SPLIT.jsonl
  DATA=$WORK/data-$corpus
  OUT=$WORK/$SPLIT-$corpus; mkdir -p "$OUT"
  (cd "$HERE" && EDABOT_DATA_DIR=$DATA "$PY" -m app.cli ingest "$CORPORA/$corpus" >/dev/null)
  for cmd in retrieve ask; do
    (cd "$BASE" && EDABOT_DATA_DIR=$DATA PYTHONPATH=$BASE "$PY" -m app.cli "$cmd" --questions "$SET" --json \
      --mode hybrid > "$OUT/base-hybrid.$cmd.jsonl")
  done
  (cd "$HERE" && PYTHONPATH=$HERE "$PY" benchmarks/bench_docs_quality.py --questions "$SET" --corpus "$CORPORA/$corpus" \
     --data-dir "$DATA" --modes bm25,rrf,hybrid --variants hybrid-whole,parts-unvetted \
     --score "original-hybrid=$OUT/base-hybrid.retrieve.jsonl,$OUT/base-hybrid.ask.jsonl" --out "$OUT/results.json" \
     > "$OUT/log.txt")
  echo "### $corpus $SPLIT"
  (cd "$HERE" && "$PY" benchmarks/bench_docs_quality.py --questions "$SET" --corpus "$CORPORA/$corpus" --out "$OUT/results.json" --render)
done
