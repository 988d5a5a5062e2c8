#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mant_align16: combinational, no clock; set_max_delay 5.5 inputs -> outputs; driving cell / load; report before and after set_case_analysis 0 on bypass; -through the swapped output; endpoint table; -unconstrained; no dfflibmap; yosys -l with -p
cp ../../designs/mant_align16/mant_align16.v .
yosys -l mant.log -p "read_verilog mant_align16.v; hierarchy -check -top mant_align16; synth -top mant_align16; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr mant_align16_net.v" > /dev/null
cat > mant_sta.tcl <<EOT
read_liberty $LIB
read_verilog mant_align16_net.v
link_design mant_align16
set_driving_cell -lib_cell BUFX2 -pin Y [all_inputs]
set_load 0.05 [all_outputs]
set_max_delay 5.5 -from [all_inputs] -to [all_outputs]
puts "--- bypass live ---"
report_checks -path_delay max -digits 3
set_case_analysis 0 [get_ports bypass]
puts "--- bypass tied to 0 by set_case_analysis ---"
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_ports swapped] -digits 3
report_checks -path_delay max -group_count 30 -endpoint_count 1 -format end
report_checks -unconstrained -from [get_ports bypass] -digits 3
report_worst_slack
EOT
sta -no_splash -exit mant_sta.tcl > mant_sta.rpt 2>&1
