#!/bin/bash
# Makefile-driven mapped flow of the SPI master (DIV=3), logs under out.d/logs
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/wasabi_spim/wasabi_spim.v rtl/
make clean > /dev/null
make OSU035_LIB=$OSU035_LIB > make_transcript.txt 2>&1
