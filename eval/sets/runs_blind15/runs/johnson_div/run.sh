#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# johnson_div: Johnson-counter divide-by-6 clock; splitnets -ports; Tcl script via yosys -c piped through tee;
# 4 ns clk + generated clock clk_div6 (-divide_by 6 on the jc[2] flop); report_clock_properties; -from clk_div6 -to clk
cp ../../designs/johnson_div/johnson_div.v .
cat > johnson_synth.tcl <<EOT
yosys read_verilog johnson_div.v
yosys hierarchy -check -top johnson_div
yosys synth -top johnson_div
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys splitnets -ports
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr johnson_div_net.v
EOT
yosys -c johnson_synth.tcl 2>&1 | tee johnson_yosys.log > /dev/null
# the flop whose Q is jc[2] (assigned to clk_div6) in johnson_div_net.v
DIVFF=$(awk '/DFF/{inst=$2} /\.Q\(\\jc\[2\] \)/{print inst; exit}' johnson_div_net.v)
echo "divider flop: $DIVFF" > divider_flop.txt
cat > johnson_sta.tcl <<EOT
read_liberty $LIB
read_verilog johnson_div_net.v
link_design johnson_div
create_clock -name clk -period 4 [get_ports clk]
create_generated_clock -name clk_div6 -source [get_ports clk] -divide_by 6 [get_pins $DIVFF/Q]
set_input_delay 0.5 -clock clk [get_ports {rst en}]
set_output_delay 0.5 -clock clk [get_ports {hb_fast clk_div6}]
set_output_delay 0.5 -clock clk_div6 [get_ports {hb_cnt[*]}]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk_div6] -to [get_clocks clk] -digits 3
report_tns
report_worst_slack
EOT
timeout 60 sta -no_splash -exit johnson_sta.tcl > johnson_sta.rpt 2>&1
