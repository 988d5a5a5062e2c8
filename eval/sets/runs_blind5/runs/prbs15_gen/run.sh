#!/bin/bash
# prbs15_gen: synthesis + setup/hold check with clock uncertainty
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/prbs15_gen/prbs15_gen.v .
cat > prbs15.ys <<YS
read_verilog prbs15_gen.v
synth -top prbs15_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr prbs15_gen_syn.v
YS
yosys -l prbs.log prbs15.ys > /dev/null

cat > hold_check.tcl <<TCL
read_liberty $LIB
read_verilog prbs15_gen_syn.v
link_design prbs15_gen
create_clock -name tx_clk -period 6.4 [get_ports tx_clk]
# jitter + expected skew of the serializer clock tree
set_clock_uncertainty -setup 0.2 [get_clocks tx_clk]
set_clock_uncertainty -hold 0.45 [get_clocks tx_clk]
set_input_delay 0.3 -clock tx_clk [get_ports {enable inject_err}]
set_output_delay 1.0 -clock tx_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay min_max
report_checks -path_delay min -group_count 4 -format end
report_check_types -min_delay -all_violators
TCL
sta -no_splash -exit hold_check.tcl > hold.rpt 2>&1
