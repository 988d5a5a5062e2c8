#!/bin/bash
# Rerun every run folder's run.sh, then regenerate README.md
cd "$(dirname "$0")"
for r in runs/*/run.sh; do
  echo "== $r"
  bash "$r" || echo "   (run.sh exited $?)"
done
python3 make_readme.py
