#!/usr/bin/env bash
# First and final scores on a blind doc-QA set, in one invocation.
#
# Usage: benchmarks/bench_docs_blind.sh SET.jsonl CORPUS_DIR DATA_DIR BASE_CHECKOUT OUT_DIR [extra bench args]
#
# 1. the original code (BASE_CHECKOUT, e.g. a detached worktree of d339ca4) answers the set with
#    `edabot retrieve/ask --questions --json` in its three modes, on the same index (DATA_DIR; the
#    chunking is unchanged, so one ingest serves both);
# 2. benchmarks/bench_docs_quality.py runs bm25, chunk, rrf and hybrid of this checkout in one process,
#    scores the original code's output beside them, and writes OUT_DIR/results.json.
set -euo pipefail
SET=$(realpath "$1"); CORPUS=$(realpath "$2"); DATA=$3; BASE=$(realpath "$4"); OUT=$5; shift 5
PY=${PYTHON:-python}
HERE=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$OUT"; OUT=$(realpath "$OUT")
export EDABOT_DATA_DIR=$DATA EDABOT_LOG_LEVEL=WARNING HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
SCORES=()
for mode in bm25 chunk hybrid; do
  for cmd in retrieve ask; do
    (cd "$BASE" && PYTHONPATH=$BASE "$PY" -m app.cli "$cmd" --questions "$SET" --json --mode "$mode" \
      > "$OUT/base-$mode.$cmd.jsonl")
  done
  SCORES+=(--score "base-$mode=$OUT/base-$mode.retrieve.jsonl,$OUT/base-$mode.ask.jsonl")
done
cd "$HERE"
PYTHONPATH=$HERE "$PY" benchmarks/bench_docs_quality.py --questions "$SET" --corpus "$CORPUS" --data-dir "$DATA" \
  "${SCORES[@]}" --out "$OUT/results.json" "$@"
