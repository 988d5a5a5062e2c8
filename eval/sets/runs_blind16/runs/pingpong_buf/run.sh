#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pingpong_buf: inferred 16x8 memory; explicit memory -nomap + memory_map before synth; yosys -s > build.log 2>&1;
# STA 6 ns with hold uncertainty 1.2 ns and min input delay 0 (hold violations); report_check_types -all_violators
cp ../../designs/pingpong_buf/pingpong_buf.v .
cat > pp.ys <<EOT
read_verilog pingpong_buf.v
hierarchy -check -top pingpong_buf
proc
memory -nomap
memory_map
opt
synth -top pingpong_buf
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr pingpong_buf_net.v
EOT
yosys -s pp.ys > build.log 2>&1
cat > pp_sta.tcl <<EOT
read_liberty $LIB
read_verilog pingpong_buf_net.v
link_design pingpong_buf
create_clock -name clk -period 6 [get_ports clk]
set_clock_uncertainty -hold 1.2 [get_clocks clk]
set_input_delay -max 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min -group_count 3 -endpoint_count 1 -format end
report_checks -path_delay min -digits 3
report_checks -path_delay max -digits 3
report_check_types -all_violators
report_wns
report_tns
EOT
sta -no_splash -exit pp_sta.tcl > pp_timing.txt 2>&1
