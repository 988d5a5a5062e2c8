#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# same fletcher16 RTL as fletcher_fast, relaxed 12 ns clock, setup + hold; yosys -q -l (log file only)
cp ../../designs/fletcher16/fletcher16.v .
cat > fl_slow.ys <<EOT
read_verilog fletcher16.v
hierarchy -check -top fletcher16
synth -top fletcher16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr fletcher16_slow_net.v
EOT
yosys -q -l fl_slow_synth.log -s fl_slow.ys
cat > fl_slow_sta.tcl <<EOT
read_liberty $LIB
read_verilog fletcher16_slow_net.v
link_design fletcher16
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_wns
report_worst_slack
EOT
sta -no_splash -exit fl_slow_sta.tcl > fl_slow_sta.rpt 2>&1
