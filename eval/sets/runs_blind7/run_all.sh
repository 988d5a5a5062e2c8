#!/bin/bash
# Regenerate every run folder, then the README.
cd "$(dirname "$0")"
for d in runs/*/; do bash "$d/run.sh"; done
python3 make_readme.py
