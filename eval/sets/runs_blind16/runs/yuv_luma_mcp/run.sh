#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# yuv_to_luma, run 2 of 2: plain synth (no abc -D); 4 ns clock; checks before and after
# set_multicycle_path 2 -setup / 1 -hold on all pix_clk -> pix_clk paths (new pixel at most every other clock);
# yosys -l luma_mcp_synth.log -p
cp ../../designs/yuv_to_luma/yuv_to_luma.v .
yosys -l luma_mcp_synth.log -p "read_verilog yuv_to_luma.v; hierarchy -check -top yuv_to_luma; synth -top yuv_to_luma; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr yuv_to_luma_net.v" > /dev/null
cat > luma_mcp_sta.tcl <<EOT
read_liberty $LIB
read_verilog yuv_to_luma_net.v
link_design yuv_to_luma
create_clock -name pix_clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock pix_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock pix_clk [all_outputs]
puts "=== before multicycle ==="
report_checks -path_delay max -digits 3
report_wns
report_tns
set_multicycle_path 2 -setup -from [get_clocks pix_clk] -to [get_clocks pix_clk]
set_multicycle_path 1 -hold -from [get_clocks pix_clk] -to [get_clocks pix_clk]
puts "=== after multicycle ==="
report_checks -path_delay min_max -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit luma_mcp_sta.tcl > luma_mcp_sta.rpt 2>&1
