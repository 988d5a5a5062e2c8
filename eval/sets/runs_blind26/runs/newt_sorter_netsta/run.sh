#!/bin/bash
# Netlist-only timing: a quiet Yosys call (no log kept) produces the OSU035 netlist, then OpenSTA reports it.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlist sta_out
mkdir -p rtl netlist sta_out
cp ../../designs/newt_sorter/newt_sorter.v rtl/
yosys -q -p "
read_verilog rtl/newt_sorter.v
synth -flatten -top newt_sorter
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
write_verilog -noattr netlist/newt_sorter.vg
" > /dev/null 2>&1
cat > sta_out/newt.sdc <<'SDC'
create_clock -name sclk -period 7.5 [get_ports clk]
set_input_delay 1.0 -clock sclk [get_ports {k0[*] k1[*] k2[*] k3[*]}]
set_output_delay 1.0 -clock sclk [all_outputs]
SDC
cat > sta_out/newt_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/newt_sorter.vg
link_design newt_sorter
read_sdc sta_out/newt.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
report_check_types -max_delay -min_delay -format slack_only
TCL
sta -no_init -exit sta_out/newt_sta.tcl > sta_out/sorter_timing.txt 2>&1
