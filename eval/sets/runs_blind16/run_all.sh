#!/bin/bash
# Rerun every run folder (Yosys, then OpenSTA where timed; Icarus in run_length_enc), then rebuild README.md.
cd "$(dirname "$0")"
for d in runs/*/; do bash "$d/run.sh"; done
python3 make_readme.py
