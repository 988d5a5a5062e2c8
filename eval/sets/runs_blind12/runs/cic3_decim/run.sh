#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cic3_decim: generated clock clk_dec (-divide_by 4 from the div[1] flop); report_clock_properties; min_max; 8 ns; yosys -s > log 2>&1
cp ../../designs/cic3_decim/cic3_decim.v .
cat > cic.ys <<EOT
read_verilog cic3_decim.v
hierarchy -check -top cic3_decim
synth -top cic3_decim
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr cic3_decim_net.v
EOT
yosys -s cic.ys > cic_synth.log 2>&1
# _0930_ is the DFFPOSX1 whose Q drives clk_dec (div[1]) in cic3_decim_net.v
cat > cic_sta.tcl <<EOT
read_liberty $LIB
read_verilog cic3_decim_net.v
link_design cic3_decim
create_clock -name clk -period 8 [get_ports clk]
create_generated_clock -name clk_dec -source [get_ports clk] -divide_by 4 [get_pins _0930_/Q]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk_dec [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk] -to [get_clocks clk_dec] -digits 3
report_tns
report_worst_slack
EOT
sta -no_splash -exit cic_sta.tcl > cic_sta.rpt 2>&1
