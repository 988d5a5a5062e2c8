#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dotprod4_pipe, run 1 of 2: 4.5 ns clock, single-cycle everywhere (setup violations expected);
# yosys -s with -l; endpoint table; report_wns / report_tns
cp ../../designs/dotprod4_pipe/dotprod4_pipe.v .
cat > dotprod.ys <<EOT
read_verilog dotprod4_pipe.v
hierarchy -check -top dotprod4_pipe
synth -top dotprod4_pipe
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr dotprod4_pipe_net.v
EOT
yosys -s dotprod.ys -l dotprod_synth.log > /dev/null
cat > dotprod_sta.tcl <<EOT
read_liberty $LIB
read_verilog dotprod4_pipe_net.v
link_design dotprod4_pipe
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 8 -endpoint_count 1 -format end
report_wns
report_tns
EOT
sta -no_splash -exit dotprod_sta.tcl > dotprod_sta.rpt 2>&1
