#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mem_scrub_ctrl: inferred 16x9 memory mapped to flops; yosys -c Tcl > log 2>&1; -fields {fanout cap slew}; report_power; 10 ns
cp ../../designs/mem_scrub_ctrl/mem_scrub_ctrl.v .
cat > scrub_synth.tcl <<EOT
yosys read_verilog mem_scrub_ctrl.v
yosys hierarchy -check -top mem_scrub_ctrl
yosys synth -top mem_scrub_ctrl
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr mem_scrub_ctrl_net.v
EOT
yosys -c scrub_synth.tcl > scrub_yosys.log 2>&1
cat > scrub_sta.tcl <<EOT
read_liberty $LIB
read_verilog mem_scrub_ctrl_net.v
link_design mem_scrub_ctrl
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.03 [all_outputs]
report_checks -path_delay min_max -fields {fanout cap slew} -digits 3
report_checks -path_delay max -to [get_ports {err_cnt[*]}] -digits 3
report_power
report_wns
EOT
sta -no_splash -exit scrub_sta.tcl > scrub_sta.rpt 2>&1
