#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sd_mod2: two sd_integ instances, flattened; report_power + -fields; yosys -p one-liner > log 2>&1
cp ../../designs/sd_mod2/sd_mod2.v ../../designs/sd_mod2/sd_integ.v .
CMD="read_verilog sd_integ.v sd_mod2.v; hierarchy -check -top sd_mod2; synth -flatten -top sd_mod2; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr sd_mod2_flat.v"
echo "yosys -p \"$CMD\" > sd_yosys.log 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > sd_yosys.log 2>&1
cat > sd_sta.tcl <<EOT
read_liberty $LIB
read_verilog sd_mod2_flat.v
link_design sd_mod2
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_wns
report_worst_slack
report_power
EOT
sta -no_splash -exit sd_sta.tcl > sd_sta.rpt 2>&1
