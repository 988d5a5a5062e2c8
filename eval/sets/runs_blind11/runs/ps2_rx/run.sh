#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ps2_rx: receive state machine (yosys fsm pass may or may not extract it); STA script uses a report_check_types flag this OpenSTA lacks; -fields {slew cap input_pins}; yosys -c Tcl | tee
cp ../../designs/ps2_rx/ps2_rx.v .
cat > ps2.tcl <<EOT
yosys read_verilog ps2_rx.v
yosys hierarchy -check -top ps2_rx
yosys synth -top ps2_rx
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr ps2_rx_net.v
EOT
yosys -c ps2.tcl | tee ps2_synth.log > /dev/null
cat > ps2_sta.tcl <<EOT
read_liberty $LIB
read_verilog ps2_rx_net.v
link_design ps2_rx
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_check_types -max_slew -max_capacitance -max_fanout
report_worst_slack
EOT
sta -no_splash -exit ps2_sta.tcl > ps2_sta.rpt 2>&1
