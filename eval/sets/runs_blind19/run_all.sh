#!/bin/bash
# Re-run every run folder, then regenerate README.md.
cd "$(dirname "$0")"
for r in runs/*/; do
    echo "== ${r}"
    bash "${r}run.sh"
done
python3 make_readme.py
