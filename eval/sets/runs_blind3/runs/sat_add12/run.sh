#!/bin/sh
# sat_add12: Yosys synthesis then OpenSTA sign-off check at 3.5 ns.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > script.ys <<YS
read_liberty -lib $LIB
read_verilog sat_add12.v
synth -top sat_add12
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr -simple-lhs sat_add12_mapped.v
YS
yosys -s script.ys > log_yosys.txt 2>&1
cat > check_timing.tcl <<TCL
read_liberty $LIB
read_verilog sat_add12_mapped.v
link_design sat_add12
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {x y}]
set_output_delay 0.3 -clock clk [get_ports {sum sat}]
set_false_path -from [get_ports rst_n]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3 -group_count 3
report_tns
report_wns
TCL
sta -no_init -no_splash -exit check_timing.tcl > check_timing.rpt 2>&1
