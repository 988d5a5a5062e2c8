#!/bin/sh
# debounce: Yosys + OpenSTA at 8 ns; reset recovery/removal checks left on.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > debounce.ys <<YS
read_liberty -lib $LIB
read_verilog debounce.v
synth -top debounce
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
tee -o cell_summary.txt stat -liberty $LIB
write_verilog -noattr -simple-lhs debounce_gate.v
YS
yosys -s debounce.ys > yosys.txt 2>&1
cat > sta_debounce.tcl <<TCL
read_liberty $LIB
read_verilog debounce_gate.v
link_design debounce
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {btn rst_n}]
set_output_delay 2.0 -clock clk [get_ports {clean rise}]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -to [get_ports rise] -digits 3
report_tns
report_wns
TCL
sta -no_init -no_splash -exit sta_debounce.tcl > sta_debounce.rpt 2>&1
