#!/usr/bin/env bash
# Fresh machine -> installed edabot -> example manual indexed -> a cited answer.
# Runs entirely on embedded defaults: local ChromaDB, bundled MiniLM encoder, offline generator.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash deploy/install.sh
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 EDABOT_LOG_LEVEL="${EDABOT_LOG_LEVEL:-WARNING}"
.venv/bin/edabot ingest examples/manuals
.venv/bin/edabot stats
question="${1:-What is the default target density of place_global, and what happens above 0.90?}"
echo "Q: $question"
.venv/bin/edabot ask "$question"
