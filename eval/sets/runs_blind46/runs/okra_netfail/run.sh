#!/bin/bash
# Debouncer: the script skipped dfflibmap, so the netlist still holds yosys-internal flip-flops;
# OpenSTA then has to link that netlist against the OSU035 liberty.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl "sta logs" gate okra_sta.tcl
mkdir -p rtl "sta logs" gate
cp ../../designs/okra_debounce/okra_debounce.v rtl/
yosys -l gate/okra_synth.log -p "
read_verilog rtl/okra_debounce.v
synth -top okra_debounce -flatten
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr gate/okra_debounce_gate.v
"
cat > okra_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog gate/okra_debounce_gate.v
link_design okra_debounce
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_splash -exit okra_sta.tcl > "sta logs/okra_sta.log" 2>&1
