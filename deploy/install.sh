#!/usr/bin/env bash
# Create .venv and install edabot with its test tools, CPU torch first.
# Idempotent: skips pip when pyproject.toml has not changed since the last install.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python_bin="${PYTHON:-python3.11}"
command -v "$python_bin" >/dev/null 2>&1 || python_bin=python3
[ -x .venv/bin/python ] || "$python_bin" -m venv .venv

stamp=.venv/.edabot-installed
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    .venv/bin/pip install -q --upgrade pip
    # torch first: a bare `torch` requirement would pull a multi-GB CUDA build.
    .venv/bin/pip install -q torch==2.13.0
    .venv/bin/pip install -q -e ".[dev]"
    echo "$want" > "$stamp"
fi
