#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sfifo_af: 8x8 reg array mapped to flops; endpoint table (-group_count/-endpoint_count -format end); report_check_types; yosys -s 2>&1 | tee
cp ../../designs/sfifo_af/sfifo_af.v .
cat > sfifo.ys <<EOT
read_verilog sfifo_af.v
hierarchy -check -top sfifo_af
synth -top sfifo_af
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr sfifo_af_gates.v
EOT
yosys -s sfifo.ys 2>&1 | tee sfifo_yosys.log > /dev/null
cat > sfifo_sta.tcl <<EOT
read_liberty $LIB
read_verilog sfifo_af_gates.v
link_design sfifo_af
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_checks -path_delay min -digits 3
report_check_types -max_transition -all_violators
report_check_types -max_delay -min_delay -format slack_only
report_wns
report_tns
EOT
sta -no_splash -exit sfifo_sta.tcl > sfifo_timing.rpt 2>&1
