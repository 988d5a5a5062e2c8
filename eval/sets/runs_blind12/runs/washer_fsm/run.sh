#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# washer_fsm: FSM extracted and re-encoded; opt_clean -purge; yosys -q -l -s; STA script has a report_check_types flag this OpenSTA rejects; 5 ns
cp ../../designs/washer_fsm/washer_fsm.v .
cat > washer.ys <<EOT
read_verilog washer_fsm.v
hierarchy -check -top washer_fsm
synth -top washer_fsm
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr washer_fsm_net.v
EOT
yosys -q -l washer_synth.log -s washer.ys > /dev/null 2>&1
cat > washer_sta.tcl <<EOT
read_liberty $LIB
read_verilog washer_fsm_net.v
link_design washer_fsm
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_check_types -violators
report_checks -path_delay min -digits 3
report_tns
EOT
sta -no_splash -exit washer_sta.tcl > washer_sta.rpt 2>&1
