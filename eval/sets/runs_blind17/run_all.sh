#!/bin/bash
# Re-runs every run folder, one after another (tools are not run in parallel).
# Needs yosys 0.23, OpenSTA 2.0.17 (sta), Icarus Verilog; OSU035_LIB may point
# at osu035_stdcells.lib if it is not at the default qflow location.
cd "$(dirname "$0")"
for r in runs/*/; do
    echo "== ${r}"
    bash "${r}run.sh" > /dev/null 2>&1
done
python3 make_readme.py
