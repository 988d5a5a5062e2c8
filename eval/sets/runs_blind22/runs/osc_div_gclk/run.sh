#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/osc_div/osc_div.v src/
yosys -l syn/yosys.log -p "read_verilog src/osc_div.v; synth -top osc_div; dfflibmap -liberty $OSU035_LIB; abc -D 5000 -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; select -list t:DFF*; write_verilog -noattr syn/osc_div_net.v" > /dev/null
# the divided clock is launched by the flop driving clk_half; find its Q pin name from the netlist
QINST=$(grep -B0 -A4 'DFFPOSX1' syn/osc_div_net.v | grep -B3 '\.Q(clk_half)' | grep -o 'DFFPOSX1 [^ ]*' | awk '{print $2}' | head -1)
echo "divider flop: $QINST" > sta/divider_flop.txt
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/osc_div_net.v
link_design osc_div
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_div2 -source [get_ports clk] -divide_by 2 [get_pins $QINST/Q]
set_input_delay 1.0 -clock clk [get_ports {go rst}]
set_output_delay 1.0 -clock clk [get_ports {strobe clk_half}]
set_output_delay 1.0 -clock clk_div2 [get_ports {slow_cnt[*]}]
puts "*** clocks"
report_clock_properties
puts "*** worst path per clock"
report_checks -group_count 3 -digits 3
puts "*** hold"
report_checks -path_delay min -digits 3
puts "*** totals"
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
