#!/bin/bash
# clock divider mapped to OSU035; STA with a generated clock (divide by 4) on the divider flop output
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl sta tulip.log tulip_clkdiv.vg
mkdir -p rtl sta
cp ../../designs/tulip_clkdiv/tulip_clkdiv.v rtl/
yosys -l tulip.log -p "read_verilog rtl/tulip_clkdiv.v; synth -top tulip_clkdiv; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr tulip_clkdiv.vg" > /dev/null
# instance of the flop that drives div[1] (the divided clock)
DIVPIN=$(grep -B4 '\.Q(div\[1\])' tulip_clkdiv.vg | grep -o '^ *DFF[A-Z0-9]* *[^ ]*' | awk '{print $2}')
cat > sta/clocks.sdc <<SDC
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins $DIVPIN/Q]
set_input_delay 0.5 -clock clk [get_ports rst]
set_output_delay 0.5 -clock clk_div4 [get_ports slow_cnt*]
SDC
cat > sta/tulip.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog tulip_clkdiv.vg
link_design tulip_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta/tulip.tcl > sta/tulip_sta.rpt 2>&1
rm -f .history_sta
