#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# peak_hold_det: synth -flatten, splitnets -ports, insbuf; yosys -s with -l peak_build.log;
# STA 8 ns with set_driving_cell / set_load, -fields, report_net / report_instance, report_power
cp ../../designs/peak_hold_det/peak_hold_det.v .
cat > peak.ys <<EOT
read_verilog peak_hold_det.v
hierarchy -check -top peak_hold_det
synth -flatten -top peak_hold_det
dfflibmap -liberty $LIB
abc -liberty $LIB
splitnets -ports
insbuf -buf BUFX2 A Y
opt_clean
stat -liberty $LIB
write_verilog -noattr peak_hold_det_net.v
EOT
yosys -s peak.ys -l peak_build.log > /dev/null
cat > peak_sta.tcl <<EOT
read_liberty $LIB
read_verilog peak_hold_det_net.v
link_design peak_hold_det
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX1 -pin Y [delete_from_list [all_inputs] [get_ports clk]]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins fanout} -digits 3
report_checks -path_delay min -digits 3
report_net -connections hit
report_instance -connections _446_
report_power
report_worst_slack -max
report_worst_slack
EOT
sta -no_splash -exit peak_sta.tcl > peak_timing.rpt 2>&1
