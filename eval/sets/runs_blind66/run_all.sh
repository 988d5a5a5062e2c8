#!/bin/bash
# Rerun every run folder's run.sh, then regenerate README.md from the outputs.
cd "$(dirname "$0")"
for r in runs/*/; do
    echo "== ${r%/}"
    bash "${r}run.sh" || echo "   run.sh exited with $?"
done
python3 make_readme.py
