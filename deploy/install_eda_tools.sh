#!/usr/bin/env bash
# Install the open EDA tools the run-analysis tests need, and cache the osu035 library.
#
# Idempotent and quick when everything is present: apt runs only for missing binaries, and
# the library is fetched only when .tools/osu035 lacks it. The library is GPL, so it lives in
# the git-ignored .tools/ directory and is never committed.
#
# Usage: deploy/install_eda_tools.sh [TOOLS_DIR]   (default: <repo>/.tools)
# Prints the path of osu035_stdcells.lib on its last line.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools_dir="${1:-$repo_root/.tools}"
lib_dir="$tools_dir/osu035"
lib_path="$lib_dir/usr/share/qflow/tech/osu035/osu035_stdcells.lib"

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
fi

missing=()
command -v yosys >/dev/null 2>&1 || missing+=(yosys)
command -v iverilog >/dev/null 2>&1 || missing+=(iverilog)
command -v sta >/dev/null 2>&1 || missing+=(opensta)

if [ "${#missing[@]}" -gt 0 ]; then
    echo "installing: ${missing[*]}" >&2
    "${sudo_cmd[@]}" apt-get update -qq >&2 || true
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if [ ! -s "$lib_path" ]; then
    echo "fetching qflow-tech-osu035 into $lib_dir" >&2
    download_dir="$(mktemp -d)"
    trap 'rm -rf "$download_dir"' EXIT
    (cd "$download_dir" && apt-get download qflow-tech-osu035 >&2 2>/dev/null \
        || { "${sudo_cmd[@]}" apt-get update -qq >&2; apt-get download qflow-tech-osu035 >&2; })
    mkdir -p "$lib_dir"
    dpkg -x "$download_dir"/qflow-tech-osu035_*.deb "$lib_dir"
fi

test -s "$lib_path" || { echo "osu035_stdcells.lib missing after install" >&2; exit 1; }
echo "$lib_path"
