#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# axis_slice: endpoint_count / group_count listing and -fields {slew cap input_pins fanout}; yosys -s 2>&1 | tee
cp ../../designs/axis_slice/axis_slice.v .
cat > axis.ys <<EOT
read_verilog axis_slice.v
hierarchy -check -top axis_slice
synth -top axis_slice
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr axis_slice_net.v
EOT
yosys -s axis.ys 2>&1 | tee axis_yosys.log > /dev/null
cat > axis_sta.tcl <<EOT
read_liberty $LIB
read_verilog axis_slice_net.v
link_design axis_slice
create_clock -name aclk -period 4 [get_ports aclk]
set_input_delay 1.2 -clock aclk [delete_from_list [all_inputs] [get_ports aclk]]
set_output_delay 1.2 -clock aclk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins fanout} -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 2 -format end
report_wns
report_worst_slack
EOT
sta -no_splash -exit axis_sta.tcl > axis_timing.rpt 2>&1
