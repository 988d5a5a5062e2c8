#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# seq_divider8: FSM extraction (fsm pass); setup + hold (min_max) at 10 ns; yosys -c Tcl | tee
cp ../../designs/seq_divider8/seq_divider8.v .
cat > div_synth.tcl <<EOT
yosys read_verilog seq_divider8.v
yosys hierarchy -check -top seq_divider8
yosys synth -top seq_divider8
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr seq_divider8_map.v
EOT
yosys -c div_synth.tcl | tee div_synth.log > /dev/null
cat > div_sta.tcl <<EOT
read_liberty $LIB
read_verilog seq_divider8_map.v
link_design seq_divider8
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit div_sta.tcl > div_timing.rpt 2>&1
