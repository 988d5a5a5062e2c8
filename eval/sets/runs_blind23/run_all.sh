#!/bin/bash
# Re-run every run folder from scratch, then rebuild README.md from the outputs.
cd "$(dirname "$0")"
export OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
for r in runs/*/; do
    name=$(basename "$r")
    echo ">>> $name"
    bash "$r/run.sh" || echo "    run.sh for $name exited non-zero"
done
python3 make_readme.py
