#!/bin/bash
# glitch filter bank: hierarchy preserved, per-module area; STA on the hierarchical netlist
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
export OSU035_LIB="$LIB"
mkdir -p rtl && cp ../../designs/glitch_bank/*.v rtl/
cat > gbank.ys <<YS
read_verilog rtl/glitch_filter.v rtl/edge_pulse.v rtl/glitch_bank.v
hierarchy -check -top glitch_bank
synth -top glitch_bank
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
stat -top glitch_bank -liberty $LIB
write_verilog -noattr glitch_bank_hier.v
YS
yosys -l gbank_yosys.log -s gbank.ys > /dev/null
sta -no_splash -exit gbank_sta.tcl > gbank_sta.log 2>&1
