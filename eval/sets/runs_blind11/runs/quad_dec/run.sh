#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# quad_dec: async-reset flops (DFFSR); hold violation from clock uncertainty -hold + zero min input delay; yosys -c Tcl script
cp ../../designs/quad_dec/quad_dec.v .
cat > quad_synth.tcl <<EOT
yosys read_verilog quad_dec.v
yosys hierarchy -check -top quad_dec
yosys synth -top quad_dec
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr quad_dec_net.v
EOT
yosys -c quad_synth.tcl > quad_yosys.log 2>&1
cat > quad_sta.tcl <<EOT
read_liberty $LIB
read_verilog quad_dec_net.v
link_design quad_dec
create_clock -name clk -period 10 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks clk]
set_clock_uncertainty -hold 0.8 [get_clocks clk]
set_input_delay -max 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 6 -endpoint_count 1 -format end
report_check_types -all_violators -format end
report_wns
report_tns
EOT
sta -no_splash -exit quad_sta.tcl > quad_sta.rpt 2>&1
