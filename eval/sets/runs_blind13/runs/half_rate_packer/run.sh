#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# half_rate_packer: clk_half made by a toggle flop -> create_generated_clock -divide_by 2 on its Q pin;
# set_case_analysis 0 on swap_en; report_clock_properties; -from clk -to clk_half; yosys -s -L (line-buffered log)
cp ../../designs/half_rate_packer/half_rate_packer.v .
cat > hrp.ys <<EOT
read_verilog half_rate_packer.v
hierarchy -check -top half_rate_packer
synth -top half_rate_packer
dfflibmap -liberty $LIB
abc -liberty $LIB
splitnets
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr half_rate_packer_net.v
EOT
yosys -s hrp.ys -L hrp_synth.log > /dev/null
# the DFFSR whose Q drives clk_half_o (the toggle flop), taken from the netlist
TGL=$(awk '/DFFSR /{inst=$2} /\.Q\(clk_half_o\)/{print inst}' half_rate_packer_net.v)
echo "toggle flop: $TGL" > toggle_flop.txt
cat > hrp_sta.tcl <<EOT
read_liberty $LIB
read_verilog half_rate_packer_net.v
link_design half_rate_packer
create_clock -name clk -period 6 [get_ports clk]
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 [get_pins $TGL/Q]
set_input_delay 1.0 -clock clk [get_ports {din[*] din_valid swap_en rst_n}]
set_output_delay 1.5 -clock clk_half [get_ports {word[*] word_valid word_cnt[*]}]
set_case_analysis 0 [get_ports swap_en]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk] -to [get_clocks clk_half] -digits 3
report_checks -path_delay min -from [get_clocks clk] -to [get_clocks clk_half] -digits 3
report_tns
report_worst_slack
EOT
sta -no_splash -exit hrp_sta.tcl > hrp_sta.rpt 2>&1
