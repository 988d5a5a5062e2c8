#!/bin/bash
# Rerun every run folder (Yosys, then OpenSTA where timed; Icarus in radix4_booth_seq), then rebuild README.md.
# Each folder is emptied first (except run.sh) so that only what run.sh writes remains.
cd "$(dirname "$0")"
for d in runs/*/; do
    find "$d" -maxdepth 1 -type f ! -name run.sh -delete
    bash "$d/run.sh"
done
python3 make_readme.py
