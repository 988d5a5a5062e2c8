#!/bin/bash
# rerun every run folder's run.sh, then rebuild README.md
cd "$(dirname "$0")" || exit 1
for r in runs/*/; do
  echo "== ${r%/}"
  bash "${r}run.sh"
done
python3 make_readme.py
