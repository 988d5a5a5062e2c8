#!/usr/bin/env bash
# Fetch the Compose specification's JSON schema for the manifest tests (once, into .tools/).
#
# The schema ships inside the docker-compose 1.29.2 wheel on PyPI; only that file is kept, the
# package is never installed. Prints the schema's path on its last line.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="$repo_root/.tools/compose"
schema="$dest/compose_spec.json"
if [ ! -s "$schema" ]; then
    mkdir -p "$dest"
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    "$repo_root/.venv/bin/pip" download -q --no-deps --dest "$scratch" docker-compose==1.29.2 >&2
    "$repo_root/.venv/bin/python" - "$scratch" "$schema" <<'PY'
import sys, zipfile, pathlib
wheel = next(pathlib.Path(sys.argv[1]).glob("docker_compose-*.whl"))
with zipfile.ZipFile(wheel) as archive:
    pathlib.Path(sys.argv[2]).write_bytes(archive.read("compose/config/compose_spec.json"))
PY
fi
echo "$schema"
