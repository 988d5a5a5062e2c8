#!/usr/bin/env bash
# Rerun every run under runs/ (alphabetical), then regenerate README.md from the outputs.
set -u
cd "$(dirname "$0")"
export OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
for r in runs/*/; do
  name=$(basename "$r")
  echo "=== $name"
  bash "$r/run.sh" > /dev/null 2>&1
  echo "    run.sh exit: $?"
done
python3 make_readme.py
