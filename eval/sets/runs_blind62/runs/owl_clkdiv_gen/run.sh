#!/bin/bash
# Clock divider: divide-by-4 flop output declared as a generated clock in OpenSTA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl gl "sta#gen"
cp ../../designs/owl_clkdiv/owl_clkdiv.v rtl/
yosys -l gl/owl_yosys.log -p "
read_verilog rtl/owl_clkdiv.v
synth -top owl_clkdiv
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr gl/owl_clkdiv_gl.v
" > /dev/null
# the divider flop that drives clk_div4 (div[1]) is looked up in the netlist by its Q connection
DIVFF=$(grep -B3 "\.Q(div\[1\])" gl/owl_clkdiv_gl.v | head -1 | awk "{print \$2}")
cat > "sta#gen/owl.sdc" <<SDC
create_clock -name clk_fast -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins $DIVFF/Q]
set_input_delay 1.0 -clock clk_div4 [get_ports evt]
set_input_delay 1.0 -clock clk_fast [get_ports rst]
set_output_delay 1.0 -clock clk_fast [get_ports count_fast*]
SDC
cat > "sta#gen/owl_sta.tcl" <<TCL
read_liberty $OSU035_LIB
read_verilog gl/owl_clkdiv_gl.v
link_design owl_clkdiv
read_sdc {sta#gen/owl.sdc}
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -path_delay max -from [get_clocks clk_div4] -to [get_clocks clk_fast] -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit "sta#gen/owl_sta.tcl" > "sta#gen/owl_timing.rpt" 2>&1
rm -f .history_sta
