#!/bin/bash
# Rerun every run in runs/ and regenerate README.md from the outputs.
cd "$(dirname "$0")"
for r in runs/*/; do
    echo "== ${r}"
    bash "${r}run.sh"
done
python3 make_readme.py
