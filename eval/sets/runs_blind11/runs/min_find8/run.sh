#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# min_find8: cmp_sel used 7 times, hierarchy kept (per-module stat); setup violation expected at 5 ns; yosys -q -l -s
cp ../../designs/min_find8/cmp_sel.v ../../designs/min_find8/min_find8.v .
cat > minf.ys <<EOT
read_verilog cmp_sel.v min_find8.v
hierarchy -check -top min_find8
synth -top min_find8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr min_find8_net.v
EOT
yosys -q -l minf_synth.log -s minf.ys
cat > minf_sta.tcl <<EOT
read_liberty $LIB
read_verilog min_find8_net.v
link_design min_find8
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_c0/m_idx*] -digits 3
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit minf_sta.tcl > minf_sta.rpt 2>&1
