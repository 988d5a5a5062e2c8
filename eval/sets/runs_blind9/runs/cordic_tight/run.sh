#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cordic_step2 at a tight period (setup violation expected); yosys -s with -l
cp ../../designs/cordic_step2/cordic_step2.v .
cat > cordic.ys <<EOT
read_verilog cordic_step2.v
hierarchy -check -top cordic_step2
synth -top cordic_step2
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cordic_tight_net.v
EOT
yosys -s cordic.ys -l cordic_synth.log > /dev/null
cat > cordic_tight.sdc.tcl <<EOT
read_liberty $LIB
read_verilog cordic_tight_net.v
link_design cordic_step2
create_clock -name clk -period 7 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit cordic_tight.sdc.tcl > cordic_tight_sta.rpt 2>&1
