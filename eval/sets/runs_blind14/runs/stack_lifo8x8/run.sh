#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# stack_lifo8x8: inferred 8x8 memory mapped to flops (memory_map inside synth); final stat also written with tee -o; 6 ns; hold violations from set_clock_uncertainty -hold 0.6 + input min delay 0; check_setup; min endpoint table; yosys -s -l
cp ../../designs/stack_lifo8x8/stack_lifo8x8.v .
cat > lifo.ys <<EOT
read_verilog stack_lifo8x8.v
hierarchy -check -top stack_lifo8x8
synth -top stack_lifo8x8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
tee -o lifo_area.txt stat -liberty $LIB
write_verilog -noattr stack_lifo8x8_net.v
EOT
yosys -s lifo.ys -l lifo.log > /dev/null
cat > lifo_sta.tcl <<EOT
read_liberty $LIB
read_verilog stack_lifo8x8_net.v
link_design stack_lifo8x8
create_clock -name clk -period 6 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks clk]
set_clock_uncertainty -hold 0.6 [get_clocks clk]
set_input_delay -max 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
check_setup -verbose
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 12 -endpoint_count 1 -format end
report_tns
report_wns
EOT
sta -no_splash -exit lifo_sta.tcl > lifo_sta.rpt 2>&1
