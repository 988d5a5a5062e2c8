#!/bin/bash
# Rerun every run folder in order, then regenerate README.md.
cd "$(dirname "$0")"
for r in runs/*/; do
    echo "== ${r%/}"
    bash "${r}run.sh" > /dev/null 2>&1
done
python3 make_readme.py
