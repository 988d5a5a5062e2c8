#!/bin/sh
# lfsr16_scrambler: flattened synthesis + OpenSTA at 4 ns.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > run_yosys.ys <<YS
read_liberty -lib $LIB
read_verilog lfsr16_scrambler.v
hierarchy -check -top lfsr16_scrambler
synth -flatten -top lfsr16_scrambler
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
check
write_verilog -noattr mapped.v
YS
yosys -s run_yosys.ys > yosys.out 2>&1
cat > opensta.tcl <<TCL
read_liberty $LIB
read_verilog mapped.v
link_design lfsr16_scrambler
create_clock -name sclk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock sclk [get_ports {load seed din}]
set_output_delay 0.4 -clock sclk [get_ports dout]
set_false_path -from [get_ports rst_n]
set_load 0.01 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
report_worst_slack
TCL
sta -no_init -no_splash -exit opensta.tcl > opensta.out 2>&1
