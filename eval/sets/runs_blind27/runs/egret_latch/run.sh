#!/bin/bash
# egret_hold: intended latches mapped to the OSU035 LATCH cell; STA with latch and gated-clock checks
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results
mkdir -p rtl results
cp ../../designs/egret_hold/egret_hold.v rtl/
yosys -l results/egret_yosys.log -p "
read_verilog rtl/egret_hold.v
synth -top egret_hold
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr results/egret_hold_mapped.v
" > /dev/null
sta -no_splash -exit > results/egret_sta.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog results/egret_hold_mapped.v
link_design egret_hold
read_sdc egret.sdc
report_checks -path_delay max -format full_clock -digits 3
report_checks -path_delay min -digits 3
report_check_types -all_violators -digits 3
report_wns -digits 3
TCL
rm -f .history_sta
