#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# lut_qsine64: case table turned into a ROM by proc_rom and mapped to logic; yosys -s > log 2>&1; 6 ns;
# set_case_analysis 0 on test_mode; report_checks -from test_mode; report_check_types -verbose; report_worst_slack
cp ../../designs/lut_qsine64/lut_qsine64.v .
cat > qsine.ys <<EOT
read_verilog lut_qsine64.v
hierarchy -check -top lut_qsine64
synth -top lut_qsine64
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr lut_qsine64_net.v
EOT
yosys -s qsine.ys > qsine_synth.log 2>&1
cat > qsine_sta.tcl <<EOT
read_liberty $LIB
read_verilog lut_qsine64_net.v
link_design lut_qsine64
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_case_analysis 0 [get_ports test_mode]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_ports test_mode] -digits 3
report_check_types -max_delay -min_delay -verbose
report_worst_slack
EOT
timeout 60 sta -no_splash -exit qsine_sta.tcl > qsine_sta.rpt 2>&1
