#!/bin/bash
# chipmunk_scan_stabad: 7-segment scanner, OSU035 flow where the dfflibmap step was left
# out of the script: abc maps the logic, but the flip-flops stay yosys-internal cells,
# and OpenSTA then has to read that netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl gate sta_out
mkdir -p rtl gate sta_out
cp ../../designs/chipmunk_segscan/chipmunk_segscan.v rtl/

yosys -l gate/yosys.log -p "
read_verilog rtl/chipmunk_segscan.v
synth -top chipmunk_segscan
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr gate/chipmunk_segscan_gate.v
"

sta -no_init -no_splash -exit <<'TCL' > sta_out/sta.log 2>&1
read_liberty $::env(OSU035_LIB)
read_verilog gate/chipmunk_segscan_gate.v
link_design chipmunk_segscan
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max -digits 3
report_wns -digits 3
TCL
echo "sta exit status $?" >> sta_out/sta.log
rm -f .history_sta
