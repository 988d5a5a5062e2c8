#!/usr/bin/env bash
# Install everything the tests need, start what they talk to, then lint, type-check and test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash deploy/install.sh --with-llm
bash deploy/ensure_redis.sh
# /dev/null must stay writable by every user: `iverilog -o /dev/null` run as root (the lint runs of the blind sets)
# makes it 0755, and initdb, which the PostgreSQL restart test runs as the postgres user, then fails writing to it.
if [ "$(id -u)" = 0 ] && [ -c /dev/null ]; then chmod 666 /dev/null; fi
bash deploy/install_eda_tools.sh >/dev/null
bash deploy/install_test_schemas.sh >/dev/null
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
.venv/bin/ruff check .
.venv/bin/lint-imports  # one-way layers and no cycles, as .importlinter and docs/architecture.md say
.venv/bin/mypy text charts edabot index ingest retrieval specs runs app service bot eval benchmarks
.venv/bin/python -m pytest -q "$@"
