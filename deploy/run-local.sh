#!/usr/bin/env sh
# Laptop demo: Redis (if none answers), a Chroma server, the API and one ingest worker.
# Set EDABOT_API_TOKEN first, or `edabot up` makes one up and prints it. Ctrl-C stops everything.
set -eu
cd "$(dirname "$0")/.."
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
exec .venv/bin/python -m app.cli "$@" up
