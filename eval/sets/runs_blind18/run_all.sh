#!/bin/bash
# Re-run every run folder of runs_blind18, one after another.
cd "$(dirname "$0")"
export OSU035_LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
for d in runs/*/; do
  echo "== ${d%/}"
  bash "${d}run.sh" > /dev/null 2>&1
done
