#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# vga_sync_gen, run 2 of 2: same RTL at 2.5 ns, input delay 1.0, inline constraints; endpoint table (-group_count 5 -endpoint_count 1 -format end); report_worst_slack / report_tns; yosys -p > log 2>&1
cp ../../designs/vga_sync_gen/vga_sync_gen.v .
CMD="read_verilog vga_sync_gen.v; hierarchy -check -top vga_sync_gen; synth -top vga_sync_gen; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr vga_sync_gen_net.v"
echo "yosys -p \"$CMD\" > vga4_yosys.log 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > vga4_yosys.log 2>&1
cat > vga4_sta.tcl <<EOT
read_liberty $LIB
read_verilog vga_sync_gen_net.v
link_design vga_sync_gen
create_clock -name pclk -period 2.5 [get_ports clk]
set_input_delay 1.0 -clock pclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock pclk [all_outputs]
set_load 0.04 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 1 -format end
report_worst_slack
report_tns
EOT
sta -no_splash -exit vga4_sta.tcl > vga4_sta.rpt 2>&1
