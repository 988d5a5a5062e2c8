#!/bin/bash
# nightshade_bcd: quick "flops only" mapping (dfflibmap, ABC step skipped to save time), then OpenSTA at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build
mkdir -p rtl build
cp ../../designs/nightshade_bcd/nightshade_bcd.v rtl/

yosys -l build/synth.log -p "
read_verilog rtl/nightshade_bcd.v
synth -top nightshade_bcd -flatten
dfflibmap -liberty $OSU035_LIB
opt_clean
stat
write_verilog -noattr build/nightshade_bcd_ff.v
" > /dev/null

cat > build/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog build/nightshade_bcd_ff.v
link_design nightshade_bcd
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_init -no_splash -exit build/sta.tcl > build/sta.log 2>&1
rm -f .history_sta
