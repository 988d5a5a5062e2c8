#!/bin/bash
# xylem_spis via the Makefile (hierarchical, mapped)
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src
mkdir -p src
cp ../../designs/xylem_spis/xylem_spis.v src/
make clean > /dev/null
make OSU035_LIB=$OSU035_LIB > make_stdout.txt 2>&1
