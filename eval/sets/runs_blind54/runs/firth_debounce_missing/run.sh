#!/bin/bash
# firth_debounce: synthesis script with an incomplete file list (firth_tick.v is not read).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl log firth_debounce_osu.v .history_sta
mkdir -p rtl log
cp ../../designs/firth_debounce/firth_debounce.v ../../designs/firth_debounce/firth_chan.v rtl/
yosys -l log/yosys.log -s scripts/synth_osu.ys > /dev/null 2>&1
echo "yosys exit code: $?" >> log/yosys.log
