#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# Makefile-driven: map the divider once, then a clock-period sweep with OpenSTA
rm -rf *.v synth.log sweep
cp ../../designs/gar_divider/gar_divider.v .
make -s OSU035_LIB=$OSU035_LIB all
rm -f .history_sta
