#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# freq_counter: two unrelated clocks (ref_clk, sig_clk), false paths between them; yosys -p one-liner > log 2>&1
cp ../../designs/freq_counter/freq_counter.v .
CMD="read_verilog freq_counter.v; synth -top freq_counter; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr fc_netlist.v"
echo "yosys -p \"$CMD\" > fc_yosys.log 2>&1" > yosys_cmd.txt
yosys -p "$CMD" > fc_yosys.log 2>&1
cat > fc_sta.tcl <<EOT
read_liberty $LIB
read_verilog fc_netlist.v
link_design freq_counter
create_clock -name ref_clk -period 20 [get_ports ref_clk]
create_clock -name sig_clk -period 4 [get_ports sig_clk]
set_false_path -from [get_clocks ref_clk] -to [get_clocks sig_clk]
set_false_path -from [get_clocks sig_clk] -to [get_clocks ref_clk]
set_input_delay 2.0 -clock ref_clk [get_ports rst]
set_output_delay 2.0 -clock ref_clk [all_outputs]
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks sig_clk] -to [get_clocks ref_clk] -unconstrained -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit fc_sta.tcl > fc_sta.rpt 2>&1
