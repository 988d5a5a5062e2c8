#!/bin/bash
# gcd_unit: hand-written step-by-step Yosys flow (Tcl mode), relaxed clock
cd "$(dirname "$0")"
export OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/gcd_unit/gcd_unit.v .
cat > gcd_flow.tcl <<'TCL'
yosys -import
set lib $::env(OSU035_LIB)
read_verilog gcd_unit.v
hierarchy -check -top gcd_unit
yosys proc
flatten
opt_expr
opt_clean
check
opt -full
wreduce
alumacc
share -aggressive
opt
fsm
opt -full
memory
opt
techmap
opt -fast
dfflibmap -liberty $lib
abc -fast -liberty $lib
opt_clean
stat -liberty $lib
write_verilog -noattr gcd_unit.syn.v
TCL
yosys -c gcd_flow.tcl > gcd_yosys.log 2>&1

cat > sta_gcd.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gcd_unit.syn.v
link_design gcd_unit
create_clock -name clk -period 12.5 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX2 -pin Y [delete_from_list [all_inputs] [get_ports clk]]
set_load 0.04 [all_outputs]
report_checks -path_delay min_max -fields {slew cap} -digits 3
report_worst_slack -digits 3
report_tns
TCL
sta -no_splash -exit sta_gcd.tcl > sta.log 2>&1
