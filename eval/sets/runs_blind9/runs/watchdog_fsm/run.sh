#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# watchdog_fsm: FSM extraction/re-encoding; setup + hold (min_max); false path from rst; yosys -c Tcl | tee
cp ../../designs/watchdog_fsm/watchdog_fsm.v .
cat > wd_synth.tcl <<EOT
yosys read_verilog watchdog_fsm.v
yosys hierarchy -check -top watchdog_fsm
yosys synth -top watchdog_fsm
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr watchdog_fsm_mapped.v
EOT
yosys -c wd_synth.tcl | tee wd.log > /dev/null
cat > wd_sta.tcl <<EOT
read_liberty $LIB
read_verilog watchdog_fsm_mapped.v
link_design watchdog_fsm
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {enable kick reload*}]
set_input_delay 0.5 -clock clk [get_ports rst]
set_output_delay 0.5 -clock clk [all_outputs]
set_false_path -from [get_ports rst]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit wd_sta.tcl > wd_timing.rpt 2>&1
