#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ticker_scroll: elaboration error expected: u_cols connects port load_en, but window_cols names it ld_en; yosys -l -p; return code kept in ticker_rc.txt; no netlist
cp ../../designs/ticker_scroll/window_cols.v ../../designs/ticker_scroll/ticker_scroll.v .
yosys -l ticker.log -p "read_verilog window_cols.v ticker_scroll.v; hierarchy -check -top ticker_scroll; synth -top ticker_scroll; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr ticker_scroll_net.v" > /dev/null 2>&1
echo "rc=$?" > ticker_rc.txt
