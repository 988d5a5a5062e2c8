#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# fletcher16 at a tight 6 ns clock (setup violation expected); first of two runs of the same RTL; yosys -s with -l
cp ../../designs/fletcher16/fletcher16.v .
cat > fl_fast.ys <<EOT
read_verilog fletcher16.v
hierarchy -check -top fletcher16
synth -top fletcher16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr fletcher16_fast_net.v
EOT
yosys -s fl_fast.ys -l fl_fast_synth.log > /dev/null
cat > fl_fast_sta.tcl <<EOT
read_liberty $LIB
read_verilog fletcher16_fast_net.v
link_design fletcher16
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit fl_fast_sta.tcl > fl_fast_sta.rpt 2>&1
